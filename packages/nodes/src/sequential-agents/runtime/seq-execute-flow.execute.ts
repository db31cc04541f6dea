import { randomUUID } from 'node:crypto';
import { booleanOf, objectOf, textOf } from '../../agentflow/runtime-shared/input-guards.ts';
import { seqReturnValue } from './seq-custom-function.execute.ts';
import type { SeqNodeContext, SeqNodeOutcome } from './seq-node-context.ts';
import { flowObject, resolveVariable } from './seq-variables.ts';

/** Execute Flow: runs another flow of the workspace (through `services.flows`) with the chosen input. */
export async function runSeqExecuteFlow(context: SeqNodeContext): Promise<SeqNodeOutcome> {
  const flowId = textOf(context.inputs.selectedFlow).trim();
  if (flowId === '')
    throw new Error(`Execute Flow "${context.nodeName}" has no flow selected: choose the flow to run`);
  const chosen = textOf(context.inputs.seqExecuteFlowInput).trim();
  const question =
    chosen === '' || chosen === 'userQuestion' || /^\{\{\s*question\s*\}\}$/.test(chosen)
      ? context.flow.input
      : textOf(resolveVariable(chosen, flowObject(context), context.vars));
  const sessionId = booleanOf(context.inputs.startNewSession, false) ? randomUUID() : context.flow.sessionId;
  const answer = await context.services.flows.invoke({
    flowId,
    question,
    sessionId,
    overrideConfig: objectOf(context.inputs.overrideConfig),
    signal: context.signal,
  });
  return seqReturnValue(context, answer.json ?? answer.text);
}
