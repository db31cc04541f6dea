import { isRecord } from '@loomflow/core';
import { AIMessage, HumanMessage } from '@langchain/core/messages';
import { rowsOf, objectOf, textOf } from '../../agentflow/runtime-shared/input-guards.ts';
import type { SeqNodeContext, SeqNodeOutcome } from './seq-node-context.ts';
import { runSeqCode } from './seq-sandbox.ts';
import { flowObject, resolveVariable } from './seq-variables.ts';

/** Input Variables of a Custom Function as `$name` parameters (values may name `$flow…` / `$vars…`). */
function inputVariables(context: SeqNodeContext): Record<string, unknown> {
  const flow = flowObject(context);
  const raw = context.inputs.functionInputVariables;
  const entries = Array.isArray(raw)
    ? rowsOf(raw).flatMap((row) => Object.entries(row))
    : Object.entries(objectOf(raw));
  return Object.fromEntries(
    entries.map(([key, value]) => [
      `$${key}`,
      typeof value === 'string' ? resolveVariable(value, flow, context.vars) : value,
    ]),
  );
}

/**
 * What a Custom Function or Execute Flow gives back, as its Return Value As option says: an AI or human message
 * added to the conversation, or an object of state keys.
 */
export function seqReturnValue(context: SeqNodeContext, value: unknown): SeqNodeOutcome {
  const returnAs = textOf(context.inputs.returnValueAs) || 'aiMessage';
  if (returnAs === 'stateObj') {
    if (!isRecord(value))
      throw new Error(
        `"${context.nodeName}" returns its value as a state object, but gave ${textOf(value) || 'nothing'}: return an object of state keys`,
      );
    for (const key of Object.keys(value))
      if (!(key in context.state))
        throw new Error(
          `"${context.nodeName}" sets state key "${key}", which the State node does not declare: add it to the State node`,
        );
    return { messages: [], state: value, output: { content: textOf(value) } };
  }
  const content = textOf(value);
  const fields = { content, additional_kwargs: { nodeId: context.nodeId } };
  const message = returnAs === 'humanMessage' ? new HumanMessage(fields) : new AIMessage(fields);
  return { messages: [message], state: {}, output: { content } };
}

/** Custom JS Function: the code runs in the sandbox with `$flow`, `$vars` and its input variables. */
export async function runSeqCustomFunction(context: SeqNodeContext): Promise<SeqNodeOutcome> {
  const code = textOf(context.inputs.javascriptFunction).trim();
  if (code === '')
    throw new Error(`Custom Function "${context.nodeName}" has no code: write the function to run`);
  const result = await runSeqCode(
    context,
    code,
    { ...inputVariables(context), $flow: flowObject(context) },
    `Custom Function "${context.nodeName}"`,
  );
  return seqReturnValue(context, result);
}
