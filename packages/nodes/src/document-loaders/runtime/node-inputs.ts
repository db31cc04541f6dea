import { isRecord } from '@loomflow/core';
import { DocumentNodeError } from './document-node-error.ts';

/** Whether a saved value means "not set" (Flowise stores `''` for empty fields). */
function unset(value: unknown): value is undefined | null | '' {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Reads a document node's input values as Flowise saves them (numbers as text, booleans as `'true'`, JSON as
 * text or objects); every bad value fails with a message naming the node (its label) and the input.
 */
export class NodeInputs {
  constructor(
    readonly label: string,
    private readonly values: Readonly<Record<string, unknown>>,
  ) {}

  /** Fails with the node's label in front of the message. */
  fail(message: string): never {
    throw new DocumentNodeError(`${this.label}: ${message}`);
  }

  private invalid(name: string, expected: string, value: unknown): never {
    const shown = typeof value === 'string' ? `"${value}"` : JSON.stringify(value);
    return this.fail(`"${name}" must be ${expected}, got ${shown}`);
  }

  raw(name: string): unknown {
    return this.values[name];
  }

  /** Trimmed text, or undefined when empty. */
  string(name: string): string | undefined {
    const value = this.values[name];
    if (unset(value)) return undefined;
    if (typeof value === 'string') return value.trim();
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    return this.invalid(name, 'text', value);
  }

  /** Text as typed (not trimmed), or undefined when empty. */
  text(name: string): string | undefined {
    const value = this.values[name];
    if (unset(value)) return undefined;
    if (typeof value === 'string') return value;
    return this.invalid(name, 'text', value);
  }

  /** Text that must be set; `what` says what it is for. */
  required(name: string, what: string): string {
    return this.string(name) ?? this.fail(`"${name}" is empty; ${what}`);
  }

  number(name: string): number | undefined {
    const value = this.values[name];
    if (unset(value)) return undefined;
    const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
    if (!Number.isFinite(parsed)) return this.invalid(name, 'a number', value);
    return parsed;
  }

  /** A whole number of at least `min`, or undefined when empty. */
  integer(name: string, min: number): number | undefined {
    const parsed = this.number(name);
    if (parsed === undefined) return undefined;
    if (!Number.isInteger(parsed) || parsed < min)
      return this.invalid(name, `a whole number of at least ${min}`, this.values[name]);
    return parsed;
  }

  boolean(name: string): boolean | undefined {
    const value = this.values[name];
    if (unset(value)) return undefined;
    if (typeof value === 'boolean') return value;
    if (value === 'true') return true;
    if (value === 'false') return false;
    return this.invalid(name, 'true or false', value);
  }

  /** One of the choices, or undefined when empty. */
  choice<const T extends string>(name: string, choices: readonly T[]): T | undefined {
    const value = this.string(name);
    if (value === undefined) return undefined;
    const found = choices.find((choice) => choice === value);
    return found ?? this.invalid(name, `one of ${choices.join(', ')}`, value);
  }

  /** Any JSON value, given parsed or as JSON text. */
  json(name: string): unknown {
    const value = this.values[name];
    if (unset(value)) return undefined;
    if (typeof value !== 'string') return value;
    try {
      const parsed: unknown = JSON.parse(value);
      return parsed;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return this.fail(`"${name}" is not valid JSON (${reason})`);
    }
  }

  /** A JSON object, given as an object or as JSON text. */
  jsonObject(name: string): Record<string, unknown> | undefined {
    const parsed = this.json(name);
    if (parsed === undefined) return undefined;
    return isRecord(parsed) ? parsed : this.invalid(name, 'a JSON object', this.values[name]);
  }

  /** Comma-separated text as a list of trimmed, non-empty items. */
  list(name: string): string[] {
    return (this.string(name) ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item.length > 0);
  }
}
