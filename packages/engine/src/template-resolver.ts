import { isRecord } from '@loomflow/core';
import type { ChatTurn, RunIdentity, RunUpload } from '@loomflow/nodes/runtime';
import { editorHtmlToText } from './rich-text.ts';

/** What `{{ … }}` variables of an agentflow v2 template can read (compat reference: Variables in templates). */
export interface TemplateScope {
  readonly question: string;
  readonly chatHistory: readonly ChatTurn[];
  readonly uploads: readonly RunUpload[];
  readonly now: Date;
  readonly loopCount: number;
  readonly form: Readonly<Record<string, unknown>> | undefined;
  readonly webhook: Readonly<Record<string, unknown>> | undefined;
  /** Inside an iteration: the current item. */
  readonly iteration: { readonly item: unknown } | undefined;
  readonly vars: Readonly<Record<string, string>>;
  readonly state: Readonly<Record<string, unknown>>;
  readonly identity: Pick<RunIdentity, 'sessionId' | 'chatId' | 'chatflowId'>;
  /** The output record of a node that ran (`{ content, … }`), by node id. */
  nodeOutput(nodeId: string): Readonly<Record<string, unknown>> | undefined;
}

const VARIABLE = /\{\{\s*([^{}]+?)\s*\}\}/g;
const NOT_FOUND = Symbol('not found');
type Lookup = unknown;

/** Reads `a.b.0.c` inside a value; NOT_FOUND when a step is missing. */
export function readPath(value: unknown, path: readonly string[]): Lookup {
  let current: unknown = value;
  for (const step of path) {
    // A JSON text (an HTTP node's content, a state value) is read into as the value it holds.
    if (typeof current === 'string') {
      const parsed = parseJsonContainer(current);
      if (parsed !== undefined) current = parsed;
    }
    if (Array.isArray(current) && /^\d+$/.test(step)) {
      const items: readonly unknown[] = current;
      if (Number(step) >= items.length) return NOT_FOUND;
      current = items[Number(step)];
    } else if (isRecord(current) && Object.hasOwn(current, step)) {
      current = current[step];
    } else {
      return NOT_FOUND;
    }
  }
  return current;
}

/** Text holding a JSON object or array, parsed; `undefined` for anything else. */
function parseJsonContainer(text: string): unknown {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return undefined;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    return parsed;
  } catch {
    return undefined;
  }
}

/** How a value appears in text: strings as they are, everything else as JSON. */
export function renderValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return '';
  if (typeof value === 'bigint') return value.toString();
  return JSON.stringify(value);
}

/** The conversation as text lines `role: content`. */
export function chatHistoryText(turns: readonly ChatTurn[]): string {
  return turns.map((turn) => `${turn.role}: ${turn.content}`).join('\n');
}

const TEXT_MIME = /^(text\/|application\/(json|xml|csv|x-ndjson))/;

function uploadText(upload: RunUpload): string {
  const data = upload.data ?? '';
  const match = /^data:([^;,]*)(;base64)?,(.*)$/s.exec(data);
  if (match && TEXT_MIME.test(match[1] ?? upload.mime)) {
    const body = match[3] ?? '';
    const text = match[2] ? Buffer.from(body, 'base64').toString('utf8') : decodeURIComponent(body);
    return `${upload.name}:\n${text}`;
  }
  return upload.name;
}

/** The text of the files sent with the question (`{{ file_attachment }}`). */
export function fileAttachmentText(uploads: readonly RunUpload[]): string {
  return uploads
    .filter((upload) => upload.type !== 'url' && upload.type !== 'audio')
    .map(uploadText)
    .join('\n\n');
}

function fromRoot(root: unknown, path: readonly string[]): Lookup {
  return root === undefined ? NOT_FOUND : readPath(root, path);
}

function lookupFlow(path: readonly string[], scope: TemplateScope): Lookup {
  const [key, ...rest] = path;
  if (key === 'state') return readPath(scope.state, rest);
  if (rest.length > 0) return NOT_FOUND;
  if (key === 'sessionId') return scope.identity.sessionId;
  if (key === 'chatId') return scope.identity.chatId;
  if (key === 'chatflowId') return scope.identity.chatflowId;
  return NOT_FOUND;
}

function lookupNode(name: string, path: readonly string[], scope: TemplateScope): Lookup {
  const output = scope.nodeOutput(name);
  if (output === undefined) return NOT_FOUND;
  if (path.length === 0) return output.content ?? NOT_FOUND;
  const [first, ...rest] = path;
  if (first !== 'output') return NOT_FOUND;
  if (rest.length === 0) return output;
  const direct = readPath(output, rest);
  if (direct !== NOT_FOUND) return direct;
  return readPath(output.structuredOutput, rest);
}

function lookup(expression: string, scope: TemplateScope): Lookup {
  const [name = '', ...path] = expression.split('.').map((part) => part.trim());
  switch (name) {
    case 'question':
      return path.length === 0 ? scope.question : NOT_FOUND;
    case 'chat_history':
      return path.length === 0 ? chatHistoryText(scope.chatHistory) : NOT_FOUND;
    case 'file_attachment':
      return path.length === 0 ? fileAttachmentText(scope.uploads) : NOT_FOUND;
    case 'current_date_time':
      return path.length === 0 ? scope.now.toISOString() : NOT_FOUND;
    case 'loop_count':
      return path.length === 0 ? scope.loopCount : NOT_FOUND;
    case '$form':
      return fromRoot(scope.form, path);
    case '$webhook':
      return fromRoot(scope.webhook, path);
    case '$iteration':
      return scope.iteration === undefined ? NOT_FOUND : readPath(scope.iteration.item, path);
    case '$vars':
      return path.length === 1 ? readPath(scope.vars, path) : NOT_FOUND;
    case '$flow':
      return lookupFlow(path, scope);
    default:
      return lookupNode(name, path, scope);
  }
}

/**
 * Resolves every `{{ variable }}` of a template; objects render as JSON, unknown variables stay as written.
 * Rich-text editor HTML becomes plain text first.
 */
export function resolveTemplate(text: string, scope: TemplateScope): string {
  const plain = editorHtmlToText(text);
  if (!plain.includes('{{')) return plain;
  return plain.replace(VARIABLE, (whole, expression: string) => {
    const value = lookup(expression, scope);
    return value === NOT_FOUND ? whole : renderValue(value);
  });
}

/** Resolves every string inside a value (arrays and objects too), leaving other values as they are. */
export function resolveDeep(value: unknown, scope: TemplateScope): unknown {
  if (typeof value === 'string') return resolveTemplate(value, scope);
  if (Array.isArray(value)) return value.map((item: unknown) => resolveDeep(item, scope));
  if (isRecord(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveDeep(item, scope)]));
  }
  return value;
}

/** Resolves a node's inputs, except the raw ones (code an executor resolves itself). */
export function resolveInputs(
  inputs: Readonly<Record<string, unknown>>,
  scope: TemplateScope,
  rawInputs: readonly string[] = [],
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(inputs).map(([key, value]) => [
      key,
      rawInputs.includes(key) ? value : resolveDeep(value, scope),
    ]),
  );
}
