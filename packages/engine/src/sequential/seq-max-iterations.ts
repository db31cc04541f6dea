import type { BaseMessage } from '@langchain/core/messages';
import type { SeqNodeContext } from '@loomflow/nodes/runtime';

/** Tool-calling turns this node took since the last question of the person. */
function toolTurnsSinceQuestion(messages: readonly BaseMessage[], nodeId: string): number {
  let turns = 0;
  for (const message of [...messages].reverse()) {
    if (message.type === 'human') break;
    const calls = 'tool_calls' in message && Array.isArray(message.tool_calls) ? message.tool_calls : [];
    if (message.type === 'ai' && message.additional_kwargs.nodeId === nodeId && calls.length > 0) turns += 1;
  }
  return turns;
}

/**
 * Max Iterations of an Agent or Worker: once it has called tools that many times for this question, its next
 * turn gets no tools, so it answers with what it has.
 */
export function withinMaxIterations(context: SeqNodeContext): SeqNodeContext {
  const max = Number(context.inputs.maxIterations);
  if (!Number.isFinite(max) || max <= 0) return context;
  return toolTurnsSinceQuestion(context.messages, context.nodeId) >= max
    ? { ...context, tools: [] }
    : context;
}
