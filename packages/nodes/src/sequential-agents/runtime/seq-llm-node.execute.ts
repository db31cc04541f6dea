import { AIMessage } from '@langchain/core/messages';
import {
  parseStructuredAnswer,
  structuredOutputInstruction,
} from '../../agentflow/runtime-shared/structured-output.ts';
import type { SeqNodeContext, SeqNodeOutcome } from './seq-node-context.ts';
import { streamModelCall } from '../../agentflow/runtime-shared/model-call.ts';
import { promptMessages } from './seq-prompt.ts';
import { seqStructuredOutputSchema } from './seq-structured-output.ts';
import { seqStateUpdates } from './seq-update-state.ts';

/**
 * LLM Node: the model answers the prompt (with the tools of a Tool Node that names this node bound, so it can
 * ask for them). With JSON Structured Output the answer is the object (`$flow.output.<key>`); Update State runs
 * when the answer asks for no tool.
 */
export async function runSeqLlmNode(context: SeqNodeContext): Promise<SeqNodeOutcome> {
  const schema = seqStructuredOutputSchema(context.inputs.llmStructuredOutput);
  const model =
    schema === undefined && context.tools.length > 0 && context.model.bindTools
      ? context.model.bindTools([...context.tools])
      : context.model;
  const instruction = schema === undefined ? undefined : structuredOutputInstruction(schema);
  const emitToken = schema === undefined ? context.emitToken : undefined;
  const answer = await streamModelCall(
    model,
    promptMessages(context, instruction),
    context.signal,
    emitToken,
  );
  const toolCalls = answer.message.tool_calls ?? [];
  const structured = schema === undefined ? {} : parseStructuredAnswer(answer.text, schema);
  const content = schema === undefined ? answer.text : JSON.stringify(structured);
  if (schema !== undefined) context.emitToken?.(content);
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
