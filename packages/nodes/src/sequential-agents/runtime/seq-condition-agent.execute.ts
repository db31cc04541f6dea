import {
  parseStructuredAnswer,
  structuredOutputInstruction,
} from '../../agentflow/runtime-shared/structured-output.ts';
import { evaluateSeqCondition } from './seq-condition.evaluate.ts';
import type { SeqNodeContext, SeqNodeOutcome } from './seq-node-context.ts';
import { streamModelCall } from '../../agentflow/runtime-shared/model-call.ts';
import { promptMessages } from './seq-prompt.ts';
import { seqStructuredOutputSchema } from './seq-structured-output.ts';

export interface SeqConditionAgentOutcome extends SeqNodeOutcome {
  /** The output name to route to. */
  readonly route: string;
}

/**
 * Condition Agent: the model reads the conversation and answers (as JSON when structured output is set); the
 * node's condition (table or code, over `$flow.output`) turns that answer into the output to take. Its answer is
 * not added to the conversation.
 */
export async function runSeqConditionAgent(context: SeqNodeContext): Promise<SeqConditionAgentOutcome> {
  const schema = seqStructuredOutputSchema(context.inputs.conditionAgentStructuredOutput);
  const instruction = schema === undefined ? undefined : structuredOutputInstruction(schema);
  const answer = await streamModelCall(
    context.model,
    promptMessages(context, instruction),
    context.signal,
    undefined,
  );
  const structured = schema === undefined ? {} : parseStructuredAnswer(answer.text, schema);
  const output = { ...structured, content: answer.text };
  const route = await evaluateSeqCondition(context, output);
  return { messages: [], state: {}, output: { ...output, route }, route, usage: answer.usage };
}
