import type { FlowData } from '@loomflow/core';
import type { ExecutedNode } from '@loomflow/engine';

/** An execution's stored node records (what is not a record is left out). */
export function parseRecords(text: string): ExecutedNode[] {
  try {
    const value: unknown = JSON.parse(text);
    // Stored by this server from the engine's own records.
    return Array.isArray(value) ? value.filter(isRecordLike) : [];
  } catch {
    return [];
  }
}

function isRecordLike(value: unknown): value is ExecutedNode {
  return (
    typeof value === 'object' &&
    value !== null &&
    'nodeId' in value &&
    typeof value.nodeId === 'string' &&
    'data' in value &&
    typeof value.data === 'object' &&
    value.data !== null
  );
}

/** The flow state of the last record that has one (a session's persisted state, a paused run's state). */
export function lastState(records: readonly ExecutedNode[]): Record<string, unknown> {
  for (let index = records.length - 1; index >= 0; index -= 1) {
    const state = records[index]?.data.state;
    if (state && Object.keys(state).length > 0) return { ...state };
  }
  return {};
}

/** Whether the flow's Start node carries the session's last flow state over to its next run. */
export function persistsState(flowData: FlowData): boolean {
  const start = flowData.nodes.find((node) => node.data.name === 'startAgentflow');
  const value = start?.data.inputs?.startPersistState;
  return value === true || value === 'true';
}
