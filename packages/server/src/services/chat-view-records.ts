import { isRecord } from '@loomflow/core';
import { redactText, sanitiseValue } from './execution-sanitiser.ts';

/**
 * What a caller outside a flow's workspace sees of a run (an anonymous chat visitor, an embed, a shared execution
 * link): per executed node what the embedded chat and flowise-embed show — id, label, name, status, the output
 * text, an error, timing and token counts, and where it sits in an iteration — never its inputs, state, chat
 * history, request headers or code. What remains has its secrets redacted too.
 */
export interface ChatViewRecord {
  readonly nodeId: string;
  readonly nodeLabel: string;
  readonly data: {
    readonly id: string;
    readonly name: string;
    readonly output: { readonly content?: unknown };
    readonly error?: string;
    readonly usage?: unknown;
    readonly startedAt?: string;
    readonly finishedAt?: string;
    readonly durationMs?: number;
    readonly iterationIndex?: number;
    readonly parentNodeId?: string;
  };
  readonly previousNodeIds: readonly string[];
  readonly status: string;
}

/** The human-input request a visitor answers: the buttons and the paused node, without what it saved. */
export interface ChatViewAction {
  readonly id: string;
  readonly mapping: { readonly approve: string; readonly reject: string };
  readonly elements: readonly { readonly type: string; readonly label: string }[];
  readonly data: { readonly nodeId: string; readonly nodeLabel: string };
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Copies the fields of `source` named in `keys` whose values pass `keep`. */
function pick(
  source: Record<string, unknown>,
  keys: readonly string[],
  keep: (value: unknown) => boolean,
): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const key of keys) if (keep(source[key])) picked[key] = source[key];
  return picked;
}

const isNumber = (value: unknown): boolean => typeof value === 'number';

/** One node record as a chat shows it (a value that is not a record becomes an empty one). */
export function chatViewOfRecord(record: unknown): ChatViewRecord {
  const source = isRecord(record) ? record : {};
  const data = isRecord(source.data) ? source.data : {};
  const output = isRecord(data.output) ? data.output : {};
  const nodeId = text(source.nodeId);
  return {
    nodeId,
    nodeLabel: text(source.nodeLabel),
    data: {
      id: text(data.id) || nodeId,
      name: text(data.name),
      output: 'content' in output ? { content: sanitiseValue(output.content) } : {},
      ...(typeof data.error === 'string' ? { error: redactText(data.error) } : {}),
      ...(isRecord(data.usage) ? { usage: sanitiseValue(data.usage) } : {}),
      ...pick(data, ['startedAt', 'finishedAt', 'parentNodeId'], isString),
      ...pick(data, ['durationMs', 'iterationIndex'], isNumber),
    },
    previousNodeIds: Array.isArray(source.previousNodeIds) ? source.previousNodeIds.filter(isString) : [],
    status: text(source.status),
  };
}

export function chatViewOfRecords(records: readonly unknown[]): ChatViewRecord[] {
  return records.map(chatViewOfRecord);
}

/** A stored `executionData` (JSON text) as a chat shows it; text that is not a list of records shows none. */
export function chatViewOfExecutionData(executionData: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(executionData);
  } catch {
    return '[]';
  }
  return JSON.stringify(Array.isArray(parsed) ? chatViewOfRecords(parsed) : []);
}

/** A human-input action as the chat needs it to draw its buttons and answer (Flowise's shape). */
export function chatViewOfAction(action: unknown): ChatViewAction | undefined {
  if (!isRecord(action)) return undefined;
  const mapping = isRecord(action.mapping) ? action.mapping : {};
  const data = isRecord(action.data) ? action.data : {};
  const elements = Array.isArray(action.elements) ? action.elements.filter(isRecord) : [];
  return {
    id: text(action.id),
    mapping: { approve: text(mapping.approve) || 'Proceed', reject: text(mapping.reject) || 'Reject' },
    elements: elements.map((element) => ({ type: text(element.type), label: text(element.label) })),
    data: { nodeId: text(data.nodeId), nodeLabel: text(data.nodeLabel) },
  };
}

/** A stored `action` (JSON text) as a chat shows it. */
export function chatViewOfActionText(action: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(action);
  } catch {
    return null;
  }
  const view = chatViewOfAction(parsed);
  return view === undefined ? null : JSON.stringify(view);
}
