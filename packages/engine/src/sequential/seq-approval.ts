import { randomUUID } from 'node:crypto';
import type { FlowNode } from '@loomflow/core';
import type { HumanInputAction, SeqToolCall } from '@loomflow/nodes/runtime';
import { seqNodeName } from './seq-flow.ts';

/** What an approval interrupt carries (stored in the checkpoint until the person answers). */
export interface ApprovalRequest {
  readonly nodeId: string;
  readonly nodeName: string;
  readonly prompt: string;
  readonly approveLabel: string;
  readonly rejectLabel: string;
  readonly toolCalls: readonly SeqToolCall[];
}

function textInput(node: FlowNode, name: string, fallback: string): string {
  const value = node.data.inputs?.[name];
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

/** Whether the node asks before running tools (Require Approval). */
export function requiresApproval(node: FlowNode): boolean {
  const value = node.data.inputs?.interrupt;
  return value === true || value === 'true';
}

/** The approval question for these calls, from the node's Approval Prompt (`{tools}` = the tools' names). */
export function approvalRequest(node: FlowNode, calls: readonly SeqToolCall[]): ApprovalRequest {
  const names = calls.map((call) => call.name).join(', ');
  const prompt = textInput(
    node,
    'approvalPrompt',
    'You are about to execute tool: {tools}. Ask if user want to proceed',
  ).replaceAll('{tools}', names);
  return {
    nodeId: node.id,
    nodeName: seqNodeName(node),
    prompt,
    approveLabel: textInput(node, 'approveButtonText', 'Yes'),
    rejectLabel: textInput(node, 'rejectButtonText', 'No'),
    toolCalls: calls,
  };
}

export function isApprovalRequest(value: unknown): value is ApprovalRequest {
  return (
    typeof value === 'object' &&
    value !== null &&
    'nodeId' in value &&
    'prompt' in value &&
    'toolCalls' in value &&
    Array.isArray(value.toolCalls)
  );
}

/** The paused run's buttons, in the shape agentflow v2 pauses use (the chat panel and widget render it). */
export function approvalAction(
  request: ApprovalRequest,
  question: string,
  threadId: string,
): HumanInputAction {
  return {
    id: randomUUID(),
    mapping: { approve: request.approveLabel, reject: request.rejectLabel, toolCalls: request.toolCalls },
    elements: [
      { type: 'agentflowv2-approve-button', label: request.approveLabel },
      { type: 'agentflowv2-reject-button', label: request.rejectLabel },
    ],
    data: {
      nodeId: request.nodeId,
      nodeLabel: request.nodeName,
      input: { question },
      threadId,
      pendingToolCalls: request.toolCalls,
    },
  };
}

/** The person's answer as the interrupt resumes with it. */
export interface ApprovalAnswer {
  readonly type: 'proceed' | 'reject';
  readonly feedback?: string;
}

export function isRejection(value: unknown): value is ApprovalAnswer {
  return typeof value === 'object' && value !== null && 'type' in value && value.type === 'reject';
}
