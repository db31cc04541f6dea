import { Annotation, messagesStateReducer, type BaseChannel } from '@langchain/langgraph';
import type { BaseMessage } from '@langchain/core/messages';
import type { FlowNode } from '@loomflow/core';
import { describeNode, SequentialFlowError } from './seq-flow.ts';

/** Internal channels, named so that no State key collides with them. */
export const ROUTES_CHANNEL = 'loomflowRoutes';
export const INSTRUCTIONS_CHANNEL = 'loomflowInstructions';

/** A write that sets a channel to a value whatever its reducer (a new conversation without agent memory). */
export interface ResetValue {
  readonly loomflowReset: true;
  readonly value: unknown;
}

export function isReset(value: unknown): value is ResetValue {
  return typeof value === 'object' && value !== null && 'loomflowReset' in value && 'value' in value;
}

/** Replace: the new value, unless it is null or undefined (Flowise keeps the existing value then). */
export function replaceReducer(current: unknown, update: unknown): unknown {
  if (isReset(update)) return update.value;
  return update === undefined || update === null ? current : update;
}

/** Append: the existing list with the new value(s) added. */
export function appendReducer(current: unknown, update: unknown): unknown {
  if (isReset(update)) return update.value;
  const list = Array.isArray(current) ? current : current === undefined || current === null ? [] : [current];
  if (update === undefined || update === null) return list;
  return list.concat(Array.isArray(update) ? update : [update]);
}

function mergeReducer(current: unknown, update: unknown): unknown {
  if (isReset(update)) return update.value;
  const base = typeof current === 'object' && current !== null ? current : {};
  const more = typeof update === 'object' && update !== null ? update : {};
  return { ...base, ...more };
}

/** A State row's default value: JSON when it parses, else the text ('' and nothing are null / []). */
function defaultOf(text: unknown, append: boolean): unknown {
  if (text === undefined || text === null || text === '') return append ? [] : null;
  if (typeof text !== 'string') return text;
  try {
    const parsed: unknown = JSON.parse(text);
    return append && !Array.isArray(parsed) ? [parsed] : parsed;
  } catch {
    return append ? [text] : text;
  }
}

export interface StateRow {
  readonly key: string;
  readonly append: boolean;
  readonly defaultValue: unknown;
}

/** The custom state rows of a State node (table mode). */
export function stateRowsOf(stateNode: FlowNode | undefined): StateRow[] {
  if (!stateNode) return [];
  const inputs = stateNode.data.inputs ?? {};
  const tab = inputs[`selectedStateTab_${stateNode.id}`] ?? inputs.stateMemory;
  if (
    tab === 'stateMemoryCode' &&
    typeof inputs.stateMemoryCode === 'string' &&
    inputs.stateMemoryCode.trim() !== ''
  )
    throw new SequentialFlowError(
      `State ${describeNode(stateNode)} uses Custom State (Code), whose reducer functions cannot run here: describe the keys in Custom State (Table) with Replace or Append`,
    );
  const raw = inputs.stateMemoryUI;
  let rows: unknown = raw;
  if (typeof raw === 'string') {
    try {
      rows = raw.trim() === '' ? [] : JSON.parse(raw);
    } catch {
      throw new SequentialFlowError(
        `State ${describeNode(stateNode)} has a Custom State table that is not valid JSON: open the node and save its table again`,
      );
    }
  }
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: unknown) => {
    if (typeof row !== 'object' || row === null || !('key' in row) || typeof row.key !== 'string') return [];
    const key = row.key.trim();
    if (key === '') return [];
    if (key === 'messages' || key.startsWith('loomflow'))
      throw new SequentialFlowError(
        `State ${describeNode(stateNode)} declares "${key}", a name the runtime keeps: rename it`,
      );
    const append = 'type' in row && row.type === 'Append';
    return [{ key, append, defaultValue: defaultOf('defaultValue' in row ? row.defaultValue : '', append) }];
  });
}

/** The graph state: `messages` (LangGraph's message reducer), the State node's channels and the internal ones. */
export function stateAnnotation(rows: readonly StateRow[]) {
  const custom: Record<string, BaseChannel> = {};
  for (const row of rows)
    custom[row.key] = Annotation<unknown>({
      reducer: row.append ? appendReducer : replaceReducer,
      default: () => row.defaultValue,
    });
  return Annotation.Root({
    messages: Annotation<BaseMessage[]>({ reducer: messagesStateReducer, default: () => [] }),
    [ROUTES_CHANNEL]: Annotation<unknown>({ reducer: mergeReducer, default: () => ({}) }),
    [INSTRUCTIONS_CHANNEL]: Annotation<unknown>({ reducer: replaceReducer, default: () => '' }),
    ...custom,
  });
}

/** Writes that start a conversation afresh (no agent memory): every channel back to its default. */
export function freshStateWrites(rows: readonly StateRow[]): Record<string, ResetValue> {
  const reset = (value: unknown): ResetValue => ({ loomflowReset: true, value });
  const writes: Record<string, ResetValue> = {
    [ROUTES_CHANNEL]: reset({}),
    [INSTRUCTIONS_CHANNEL]: reset(''),
  };
  for (const row of rows) writes[row.key] = reset(row.defaultValue);
  return writes;
}

export type SeqAnnotation = ReturnType<typeof stateAnnotation>;
export type SeqGraphState = SeqAnnotation['State'];

/** The output a router (Condition, Condition Agent, Supervisor) chose in this state, if it ran. */
export function routeOf(state: SeqGraphState, nodeId: string): string | undefined {
  const routes: unknown = state[ROUTES_CHANNEL];
  if (typeof routes !== 'object' || routes === null) return undefined;
  const route: unknown = Object.entries(routes).find(([id]) => id === nodeId)?.[1];
  return typeof route === 'string' ? route : undefined;
}
