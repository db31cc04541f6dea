import { structuredAnswer } from '../../agentflow/runtime-shared/structured-answer.ts';
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
 * Condition Agent: the model reads the conversation and answers (an object in its provider's native structured
 * output, or as JSON told in the prompt, when structured output is set); the
 * node's condition (table or code, over `$flow.output`) turns that answer into the output to take. Its answer is
 * not added to the conversation.
 */
export async function runSeqConditionAgent(context: SeqNodeContext): Promise<SeqConditionAgentOutcome> {
  const schema = seqStructuredOutputSchema(context.inputs.conditionAgentStructuredOutput);
  const answer =
    schema === undefined
      ? await streamModelCall(context.model, promptMessages(context), context.signal, undefined)
      : await structuredAnswer(context.model, schema, (instruction) => promptMessages(context, instruction), {
          signal: context.signal,
          callerStreams: true,
        });
  const structured = 'object' in answer ? answer.object : {};
  const content = 'object' in answer ? JSON.stringify(answer.object) : answer.text;
  const output = { ...structured, content };
  const route = await evaluateSeqCondition(context, output);
  return { messages: [], state: {}, output: { ...output, route }, route, usage: answer.usage };
}
