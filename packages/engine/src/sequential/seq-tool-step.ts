import { interrupt } from '@langchain/langgraph';
import type { StructuredTool } from '@langchain/core/tools';
import type { FlowNode } from '@loomflow/core';
import {
  pendingToolCalls,
  rejectedToolCalls,
  runToolCalls,
  type SeqNodeOutcome,
} from '@loomflow/nodes/runtime';
import { approvalRequest, isRejection, requiresApproval, type ApprovalRequest } from './seq-approval.ts';
import type { SeqGraphState } from './seq-state-channels.ts';

/**
 * Runs the tool calls the last AI message asked for. With Require Approval the graph pauses first (a LangGraph
 * interrupt, kept in the checkpoint); on resume a rejection answers each call with the refusal instead.
 */
export async function runToolStep(
  node: FlowNode,
  state: SeqGraphState,
  tools: readonly StructuredTool[],
  signal: AbortSignal,
): Promise<SeqNodeOutcome> {
  const calls = pendingToolCalls(state.messages);
  if (calls.length === 0) return { messages: [], state: {}, output: { content: '' } };
  if (requiresApproval(node)) {
    const answer = interrupt<ApprovalRequest, unknown>(approvalRequest(node, calls));
    if (isRejection(answer)) {
      const messages = rejectedToolCalls(calls, answer.feedback);
      return { messages, state: {}, output: { content: 'The user rejected the tool calls.' } };
    }
  }
  const results = await runToolCalls(calls, tools, signal);
  const content = results.usedTools
    .map((used) => (typeof used.toolOutput === 'string' ? used.toolOutput : JSON.stringify(used.toolOutput)))
    .join('\n');
  return { messages: results.messages, state: {}, output: { content }, usedTools: results.usedTools };
}
