import { isRecord, CREDENTIAL_ID_MARKER, type CredentialData } from '@loomflow/core';
import type { CredentialReader } from '../../runtime/node-executor.ts';

/** A chat model's settings that cannot work (bad number, missing credential or model): the message says what to fix. */
export class ChatModelConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChatModelConfigError';
  }
}

/** Whether a saved value means "not set" (Flowise stores `''` for empty fields). */
function unset(value: unknown): value is undefined | null | '' {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Reads one chat model node's config (`llmModelConfig` of an agentflow node, or a chat model node's inputs):
 * values as Flowise saves them (numbers as text, booleans as `'true'`), each checked with a clear message.
 */
export class ChatModelConfig {
  constructor(
    /** The node's label (`OpenAI`), named in every message. */
    readonly label: string,
    private readonly values: Readonly<Record<string, unknown>>,
  ) {}

  private fail(name: string, expected: string, value: unknown): never {
    const shown = typeof value === 'string' ? `"${value}"` : JSON.stringify(value);
    throw new ChatModelConfigError(`${this.label}: "${name}" must be ${expected}, got ${shown}`);
  }

  /** A number, or undefined when empty; numeric text is parsed. */
  number(name: string): number | undefined {
    const value = this.values[name];
    if (unset(value)) return undefined;
    const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
    if (!Number.isFinite(parsed)) this.fail(name, 'a number', value);
    return parsed;
  }

  /** A whole number, or undefined when empty. */
  integer(name: string): number | undefined {
    const parsed = this.number(name);
    if (parsed !== undefined && !Number.isInteger(parsed))
      this.fail(name, 'a whole number', this.values[name]);
    return parsed;
  }

  /** A whole number above zero, or undefined when empty. */
  positiveInteger(name: string): number | undefined {
    const parsed = this.integer(name);
    if (parsed !== undefined && parsed <= 0) this.fail(name, 'a whole number above 0', this.values[name]);
    return parsed;
  }

  boolean(name: string): boolean | undefined {
    const value = this.values[name];
    if (unset(value)) return undefined;
    if (typeof value === 'boolean') return value;
    if (value === 'true') return true;
    if (value === 'false') return false;
    return this.fail(name, 'true or false', value);
  }

  /** Trimmed text, or undefined when empty. */
  string(name: string): string | undefined {
    const value = this.values[name];
    if (unset(value)) return undefined;
    if (typeof value === 'string') return value.trim();
    if (typeof value === 'number') return String(value);
    return this.fail(name, 'text', value);
  }

  /** Text that must be one of the choices, or undefined when empty. */
  choice<const T extends string>(name: string, choices: readonly T[]): T | undefined {
    const value = this.string(name);
    if (value === undefined) return undefined;
    const found = choices.find((choice) => choice === value);
    if (found === undefined) this.fail(name, `one of ${choices.join(', ')}`, value);
    return found;
  }

  /** Comma-separated text as a list (stop words). */
  list(name: string): string[] | undefined {
    const items = (this.string(name) ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item.length > 0);
    return items.length > 0 ? items : undefined;
  }

  /** A JSON object given as an object or as JSON text. */
  jsonObject(name: string): Record<string, unknown> | undefined {
    const value = this.values[name];
    if (unset(value)) return undefined;
    let parsed: unknown = value;
    if (typeof value === 'string') {
      try {
        parsed = JSON.parse(value);
      } catch {
        this.fail(name, 'a JSON object', value);
      }
    }
    if (!isRecord(parsed)) return this.fail(name, 'a JSON object', value);
    return parsed;
  }

  /** Rows of a list parameter (`array` type), saved as a list or as its JSON text. */
  rows(name: string): Record<string, unknown>[] {
    const value = this.values[name];
    if (unset(value)) return [];
    let parsed: unknown = value;
    if (typeof value === 'string') {
      try {
        parsed = JSON.parse(value);
      } catch {
        this.fail(name, 'a list', value);
      }
    }
    if (!Array.isArray(parsed)) return this.fail(name, 'a list', value);
    return parsed.filter(isRecord);
  }

  /** Headers to send: string values only. */
  headers(name: string): Record<string, string> | undefined {
    const object = this.jsonObject(name);
    if (!object) return undefined;
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(object)) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
        headers[key] = String(value);
      else this.fail(`${name}.${key}`, 'text', value);
    }
    return headers;
  }

  /** The model name, required. */
  model(...names: string[]): string {
    for (const name of names) {
      const value = this.string(name);
      if (value !== undefined) return value;
    }
    throw new ChatModelConfigError(
      `${this.label}: choose a model ("${names[names.length - 1] ?? 'modelName'}" is empty)`,
    );
  }

  /** The id of the chosen credential: the credential-id marker, `credential` or `credentialId`. */
  credentialId(): string | undefined {
    for (const name of [CREDENTIAL_ID_MARKER, 'credential', 'credentialId']) {
      const value = this.values[name];
      if (typeof value === 'string' && value.trim() !== '') return value.trim();
    }
    return undefined;
  }
}

/** A credential's data as the model needs it; absent when none is chosen and it is optional. */
export class ChatModelCredential {
  constructor(
    private readonly label: string,
    private readonly data: CredentialData | undefined,
  ) {}

  /** Reads the chosen credential; a missing one fails unless `optional`. */
  static async read(
    config: ChatModelConfig,
    credentials: CredentialReader,
    credentialTypes: readonly string[],
    optional = false,
  ): Promise<ChatModelCredential> {
    const id = config.credentialId();
    if (id === undefined) {
      if (optional) return new ChatModelCredential(config.label, undefined);
      throw new ChatModelConfigError(
        `${config.label}: no credential chosen; connect a credential of type ${credentialTypes.join(' or ')}`,
      );
    }
    return new ChatModelCredential(config.label, await credentials.read(id));
  }

  /** A text field of the credential, or undefined when empty or absent. */
  optional(field: string): string | undefined {
    const value = this.data?.[field];
    if (value === undefined || value === '') return undefined;
    return String(value).trim() || undefined;
  }

  /** A text field the model cannot work without. */
  required(field: string): string {
    const value = this.optional(field);
    if (value === undefined)
      throw new ChatModelConfigError(
        `${this.label}: the credential has no "${field}"; fill it in the credential`,
      );
    return value;
  }
}
