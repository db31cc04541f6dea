import { isRecord } from '@loomflow/core';
import type { AgentReasoningView } from './chat-types.ts';
import { sourceDocumentsOf, usedToolsOf } from './message-details.ts';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return value === '' ? [] : [value];
  if (!Array.isArray(value)) return [];
  return value.map((message) => (typeof message === 'string' ? message : JSON.stringify(message)));
}

function stepOf(value: Record<string, unknown>): AgentReasoningView | undefined {
  const agentName = text(value.agentName) || text(value.nodeName);
  if (agentName === '') return undefined;
  const next = text(value.next);
  const instructions = text(value.instructions);
  const nodeId = text(value.nodeId);
  return {
    agentName,
    messages: messagesOf(value.messages),
    usedTools: usedToolsOf(value.usedTools),
    sourceDocuments: sourceDocumentsOf(value.sourceDocuments),
    ...(next !== '' ? { next } : {}),
    ...(instructions !== '' ? { instructions } : {}),
    ...(nodeId !== '' ? { nodeId } : {}),
  };
}

/** The agent turns of an `agentReasoning` event or a stored message (a list of steps, or one step). */
export function agentReasoningOf(value: unknown): AgentReasoningView[] {
  const items = Array.isArray(value) ? value : [value];
  return items.filter(isRecord).flatMap((item) => {
    const step = stepOf(item);
    return step ? [step] : [];
  });
}

/** The agent that speaks next: Flowise sends its name as the event's data; an object with `agentName` works too. */
export function nextAgentOf(value: unknown): string {
  if (typeof value === 'string') return value;
  return isRecord(value) ? text(value.agentName) || text(value.nextAgent) : '';
}

function sameStep(a: AgentReasoningView, b: AgentReasoningView): boolean {
  return (
    a.agentName === b.agentName && a.nodeId === b.nodeId && a.messages.join('\n') === b.messages.join('\n')
  );
}

/**
 * Adds the turns of one `agentReasoning` event. Flowise sends the whole list so far each time; a server that
 * sends only the new turn is read too: a list that starts with the turns already shown replaces them, any other
 * is appended.
 */
export function mergeAgentReasoning(
  current: readonly AgentReasoningView[],
  incoming: readonly AgentReasoningView[],
): readonly AgentReasoningView[] {
  if (incoming.length === 0) return current;
  const repeats =
    incoming.length >= current.length &&
    current.every((step, index) => {
      const again = incoming[index];
      return again !== undefined && sameStep(step, again);
    });
  return repeats ? incoming : [...current, ...incoming];
}
