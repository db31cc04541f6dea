import { textOf } from '../../agentflow/runtime-shared/input-guards.ts';
import { runSeqAgentTurn } from '../../sequential-agents/runtime/seq-agent.execute.ts';
import type { SeqNodeContext, SeqNodeOutcome } from '../../sequential-agents/runtime/seq-node-context.ts';
import { formatPrompt } from '../../sequential-agents/runtime/seq-variables.ts';

/**
 * One turn of a Worker: an agent whose system prompt is the worker's (Format Prompt Values applied), with its
 * tools, the whole conversation and the supervisor's instructions for it.
 */
export async function runWorkerTurn(context: SeqNodeContext, instructions: string): Promise<SeqNodeOutcome> {
  const asAgent: SeqNodeContext = {
    ...context,
    inputs: {
      ...context.inputs,
      systemMessagePrompt: formatPrompt(textOf(context.inputs.workerPrompt), context),
      conversationHistorySelection: 'all_messages',
      humanMessagePrompt: '',
      promptValues: '',
    },
  };
  const extra =
    instructions.trim() === '' ? undefined : `Instructions from the supervisor: ${instructions.trim()}`;
  return runSeqAgentTurn(asAgent, extra);
}
