import { EXECUTION_STATES, isRecord } from '@loomflow/core';
import type { PredictionEvent } from '@loomflow/core';
import type { BotEntry, HumanInputRequest, NodeProgress, NodeRunStatus } from './chat-types.ts';
import { agentReasoningOf, mergeAgentReasoning, nextAgentOf } from './agent-reasoning.ts';
import { sourceDocumentsOf, usedToolsOf } from './message-details.ts';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function nodeStatus(value: unknown): NodeRunStatus | undefined {
  return EXECUTION_STATES.find((status) => status === value);
}

/** Follow-up prompts arrive as JSON text of a string array (or as the array itself). */
export function followUpPromptsOf(value: unknown): string[] {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
}

/** The human-input request of an `action` (Flowise's buttons; the paused node is `data.nodeId`). */
export function humanInputOf(value: unknown): HumanInputRequest | undefined {
  if (!isRecord(value) || !isRecord(value.data)) return undefined;
  const startNodeId = text(value.data.nodeId);
  if (startNodeId === '') return undefined;
  const mapping = isRecord(value.mapping) ? value.mapping : {};
  return {
    startNodeId,
    proceedLabel: text(mapping.approve) || 'Proceed',
    rejectLabel: text(mapping.reject) || 'Reject',
  };
}

/** Images among artifacts (`{type: 'png'|'jpeg'|…, data: url}`). */
function imagesOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isRecord)
    .filter((artifact) => ['png', 'jpeg', 'jpg', 'gif', 'webp'].includes(text(artifact.type)))
    .map((artifact) => text(artifact.data))
    .filter((url) => url !== '');
}

function withNodeStatus(nodes: readonly NodeProgress[], data: unknown, now: number): readonly NodeProgress[] {
  if (!isRecord(data)) return nodes;
  const nodeId = text(data.nodeId);
  const status = nodeStatus(data.status);
  if (nodeId === '' || !status) return nodes;
  const label = text(data.nodeLabel) || nodeId;
  const error = text(data.error) || undefined;
  // A node that runs again (a loop) gets a new row; one that finishes updates its running row.
  const running = nodes.findLastIndex((node) => node.nodeId === nodeId && node.status === 'INPROGRESS');
  if (status === 'INPROGRESS' || running === -1) {
    return [...nodes, { nodeId, label, status, startedAt: now, ...(error ? { error } : {}) }];
  }
  return nodes.map((node, index) =>
    index === running
      ? { ...node, label, status, durationMs: now - node.startedAt, ...(error ? { error } : {}) }
      : node,
  );
}

/** Rows still running when the run ended take the run's end state (a stop, an error). */
function settleNodes(
  nodes: readonly NodeProgress[],
  status: NodeRunStatus,
  now: number,
): readonly NodeProgress[] {
  if (!nodes.some((node) => node.status === 'INPROGRESS')) return nodes;
  return nodes.map((node) =>
    node.status === 'INPROGRESS' ? { ...node, status, durationMs: now - node.startedAt } : node,
  );
}

/**
 * One stream event applied to the answer being built. Tokens and thinking text are appended by the caller in
 * batches (see chat-session.ts); every other event lands here.
 */
export function applyFrame(entry: BotEntry, frame: PredictionEvent, now: number): BotEntry {
  switch (frame.event) {
    case 'token':
      return { ...entry, text: entry.text + frame.data };
    case 'thinking':
      return { ...entry, thinking: entry.thinking + frame.data };
    case 'nextAgentFlow':
      return { ...entry, nodes: withNodeStatus(entry.nodes, frame.data, now) };
    case 'nextAgent': {
      const agent = nextAgentOf(frame.data);
      return agent === '' ? entry : { ...entry, nextAgent: agent };
    }
    case 'agentReasoning':
      return {
        ...entry,
        agentReasoning: mergeAgentReasoning(entry.agentReasoning, agentReasoningOf(frame.data)),
      };
    case 'usedTools':
      return { ...entry, usedTools: [...entry.usedTools, ...usedToolsOf(frame.data)] };
    case 'sourceDocuments':
      return { ...entry, sourceDocuments: [...entry.sourceDocuments, ...sourceDocumentsOf(frame.data)] };
    case 'artifacts':
      return { ...entry, images: [...entry.images, ...imagesOf(frame.data)] };
    case 'action': {
      const action = humanInputOf(frame.data);
      return action ? { ...entry, action } : entry;
    }
    case 'agentFlowEvent': {
      const status = frame.data;
      if (status === 'INPROGRESS') return entry;
      return { ...entry, nodes: settleNodes(entry.nodes, status, now) };
    }
    case 'metadata': {
      const { chatMessageId, followUpPrompts, action: paused } = frame.data;
      const followUps = followUpPromptsOf(followUpPrompts);
      const action = entry.action ?? humanInputOf(paused);
      return {
        ...entry,
        ...(chatMessageId ? { messageId: chatMessageId } : {}),
        ...(followUps.length > 0 ? { followUpPrompts: followUps } : {}),
        ...(action ? { action } : {}),
      };
    }
    case 'error':
      return { ...entry, status: 'error', error: frame.data || 'The run failed' };
    case 'abort':
      return { ...entry, status: 'stopped', nodes: settleNodes(entry.nodes, 'TERMINATED', now) };
    case 'end':
      return entry.status === 'streaming' ? { ...entry, status: 'done' } : entry;
    default:
      return entry;
  }
}
