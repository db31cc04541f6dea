import { AIMessage } from '@langchain/core/messages';
import { streamModelCall, type ModelAnswer } from '../../agentflow/runtime-shared/model-call.ts';
import { structuredAnswer } from '../../agentflow/runtime-shared/structured-answer.ts';
import type { JsonSchema } from '../../agentflow/runtime-shared/structured-output.ts';
import type { SeqNodeContext, SeqNodeOutcome } from './seq-node-context.ts';
import { promptMessages } from './seq-prompt.ts';
import { seqStructuredOutputSchema } from './seq-structured-output.ts';
import { seqStateUpdates } from './seq-update-state.ts';

/**
 * The structured answer as the node keeps it: the object (in the provider's native structured output where it has
 * one), and its JSON as the message text.
 */
async function structuredCall(
  context: SeqNodeContext,
  schema: JsonSchema,
): Promise<{ answer: ModelAnswer; structured: Readonly<Record<string, unknown>> }> {
  const answer = await structuredAnswer(
    context.model,
    schema,
    (instruction) => promptMessages(context, instruction),
    { signal: context.signal, callerStreams: true },
  );
  const text = JSON.stringify(answer.object);
  return {
    answer: { message: answer.message, text, thinking: '', usage: answer.usage },
    structured: answer.object,
  };
}

/**
 * LLM Node: the model answers the prompt (with the tools of a Tool Node that names this node bound, so it can
 * ask for them). With JSON Structured Output the answer is the object (`$flow.output.<key>`); Update State runs
 * when the answer asks for no tool.
 */
export async function runSeqLlmNode(context: SeqNodeContext): Promise<SeqNodeOutcome> {
  const schema = seqStructuredOutputSchema(context.inputs.llmStructuredOutput);
  if (schema !== undefined) {
    const { answer, structured } = await structuredCall(context, schema);
    context.emitToken?.(answer.text);
    return finish(context, answer, structured, []);
  }
  const model =
    context.tools.length > 0 && context.model.bindTools
      ? context.model.bindTools([...context.tools])
      : context.model;
  const answer = await streamModelCall(model, promptMessages(context), context.signal, context.emitToken);
  return finish(context, answer, {}, answer.message.tool_calls ?? []);
}

async function finish(
  context: SeqNodeContext,
  answer: ModelAnswer,
  structured: Readonly<Record<string, unknown>>,
  toolCalls: NonNullable<AIMessage['tool_calls']>,
): Promise<SeqNodeOutcome> {
  const content = answer.text;
  const message = new AIMessage({
    content,
    tool_calls: toolCalls,
    additional_kwargs: { nodeId: context.nodeId },
    usage_metadata: answer.message.usage_metadata,
  });
  const output = { ...structured, content };
  const state = toolCalls.length > 0 ? {} : await seqStateUpdates(context, output, context.nodeId);
  return { messages: [message], state, output, usage: answer.usage };
}
