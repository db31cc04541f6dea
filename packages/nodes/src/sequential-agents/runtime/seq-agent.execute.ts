import { AIMessage } from '@langchain/core/messages';
import type { SeqNodeContext, SeqNodeOutcome } from './seq-node-context.ts';
import { streamModelCall } from '../../agentflow/runtime-shared/model-call.ts';
import { promptMessages } from './seq-prompt.ts';
import { turnUsedTools } from './seq-tool-calls.ts';
import { seqStateUpdates } from './seq-update-state.ts';

/**
 * One turn of an Agent (or a Worker): the model with the agent's tools bound answers the conversation. An answer
 * with tool calls is returned as it is (the runtime runs the tools, after approval when asked, and calls the
 * agent again); a plain answer also applies Update State, whose `$flow.output` has the answer (`content`) and
 * the tools the agent used for it (`usedTools`).
 */
export async function runSeqAgentTurn(
  context: SeqNodeContext,
  extraSystem?: string,
): Promise<SeqNodeOutcome> {
  const model =
    context.tools.length > 0 && context.model.bindTools
      ? context.model.bindTools([...context.tools])
      : context.model;
  const answer = await streamModelCall(
    model,
    promptMessages(context, extraSystem),
    context.signal,
    context.emitToken,
  );
  const toolCalls = answer.message.tool_calls ?? [];
  const message = new AIMessage({
    content: answer.text,
    tool_calls: toolCalls,
    additional_kwargs: { nodeId: context.nodeId },
    usage_metadata: answer.message.usage_metadata,
  });
  const output = { content: answer.text };
  const state =
    toolCalls.length > 0
      ? {}
      : await seqStateUpdates(
          context,
          { ...output, usedTools: turnUsedTools(context.messages, context.nodeId) },
          context.nodeId,
        );
  return { messages: [message], state, output, usage: answer.usage };
}
