import { isRecord } from '@loomflow/core';
import type { GraphNode } from './graph.ts';

type State = Readonly<Record<string, unknown>>;

/** The Start node's `startState` rows (`[{key, value}]`) as an object; rows without a key are left out. */
export function startStateRows(start: GraphNode | undefined): Record<string, unknown> {
  const rows = start?.inputs.startState;
  const state: Record<string, unknown> = {};
  if (!Array.isArray(rows)) return state;
  for (const row of rows) {
    if (!isRecord(row)) continue;
    const key = row.key;
    if (typeof key === 'string' && key.trim().length > 0) state[key.trim()] = row.value ?? '';
  }
  return state;
}

/** Whether the Start node keeps the flow state across a session (`startPersistState`). */
export function persistsState(start: GraphNode | undefined): boolean {
  const value = start?.inputs.startPersistState;
  return value === true || value === 'true';
}

/** Whether the Start node runs without the session's earlier messages (`startEphemeralMemory`). */
export function usesEphemeralMemory(start: GraphNode | undefined): boolean {
  const value = start?.inputs.startEphemeralMemory;
  return value === true || value === 'true';
}

/**
 * The flow state a run starts with: the Start node's rows, then (when the Start node persists state) the
 * session's last state, then the request's `startState` overrides.
 */
export function initialFlowState(
  start: GraphNode | undefined,
  persisted: State | undefined,
  overrides: State | undefined,
): Record<string, unknown> {
  return { ...startStateRows(start), ...startStateLayers(start, persisted, overrides) };
}

/**
 * What lies over the Start node's rows: the session's last state (when the Start node persists state) and the
 * request's overrides. Kept over whatever the Start node's executor sets from its rows.
 */
export function startStateLayers(
  start: GraphNode | undefined,
  persisted: State | undefined,
  overrides: State | undefined,
): Record<string, unknown> {
  const fromSession = persistsState(start) && persisted ? persisted : {};
  return { ...fromSession, ...(overrides ?? {}) };
}

/** The flow state, changed only by merging what nodes return. */
export class FlowState {
  #state: Record<string, unknown>;

  constructor(initial: State) {
    this.#state = { ...initial };
  }

  get current(): State {
    return this.#state;
  }

  /** Merges a node's changes; answers whether anything changed. */
  merge(changes: State | undefined): boolean {
    if (changes === undefined) return false;
    const entries = Object.entries(changes);
    if (entries.length === 0) return false;
    this.#state = { ...this.#state, ...changes };
    return true;
  }
}
