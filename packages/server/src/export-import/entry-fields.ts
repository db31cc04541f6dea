import { nowIso } from '../util/clock.ts';

/** A problem with one field of one bundle entry; the import names the entry around it. */
export class EntryProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EntryProblem';
  }
}

const MAX_ID_LENGTH = 36;

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/**
 * Reads the fields of one entry of a Flowise / Loomflow bundle the way Flowise writes them: text columns as text
 * (objects are accepted and kept as their JSON text), booleans as booleans or 0/1, dates as ISO text.
 */
export class EntryFields {
  constructor(readonly entry: Readonly<Record<string, unknown>>) {}

  /** The entry's id; undefined when it has none (the import gives it one). */
  id(field = 'id'): string | undefined {
    const value = this.entry[field];
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string') throw new EntryProblem(`${field} must be text, got ${describe(value)}`);
    if (value.length > MAX_ID_LENGTH)
      throw new EntryProblem(`${field} "${value}" is longer than ${MAX_ID_LENGTH} characters`);
    return value;
  }

  /** A reference to another entry (an id) that must be there. */
  reference(field: string): string {
    const value = this.id(field);
    if (value === undefined) throw new EntryProblem(`${field} is missing`);
    return value;
  }

  text(field: string, options: { max?: number; fallback?: string } = {}): string {
    const value = this.entry[field];
    if (value === undefined || value === null) {
      if (options.fallback !== undefined) return options.fallback;
      throw new EntryProblem(`${field} is missing`);
    }
    const text = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
    if (typeof text !== 'string') throw new EntryProblem(`${field} must be text, got ${describe(value)}`);
    if (options.max !== undefined && text.length > options.max)
      throw new EntryProblem(`${field} is longer than ${options.max} characters`);
    return text;
  }

  /** Non-empty text (a name). */
  name(field = 'name', max = 255): string {
    const text = this.text(field, { max }).trim();
    if (!text) throw new EntryProblem(`${field} is empty`);
    return text;
  }

  optionalText(field: string, max?: number): string | null {
    const value = this.entry[field];
    if (value === undefined || value === null) return null;
    return this.text(field, max === undefined ? {} : { max });
  }

  /** JSON text: text that parses, or an object / list kept as its JSON text. */
  jsonText(field: string): string {
    const value = this.entry[field];
    if (value === undefined || value === null) throw new EntryProblem(`${field} is missing`);
    if (typeof value !== 'string') return JSON.stringify(value);
    try {
      JSON.parse(value);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new EntryProblem(`${field} is not valid JSON: ${reason}`);
    }
    return value;
  }

  optionalJsonText(field: string): string | null {
    const value = this.entry[field];
    if (value === undefined || value === null || value === '') return null;
    return this.jsonText(field);
  }

  /** JSON text parsed. */
  json(field: string): unknown {
    return JSON.parse(this.jsonText(field));
  }

  /** Flowise's booleans (true/false) or ours (0/1); absent = null. */
  flag(field: string): number | null {
    const value = this.entry[field];
    if (value === undefined || value === null) return null;
    if (value === true || value === 1 || value === 'true') return 1;
    if (value === false || value === 0 || value === 'false') return 0;
    throw new EntryProblem(`${field} must be true or false, got ${describe(value)}`);
  }

  integer(field: string, fallback: number): number {
    const value = this.entry[field];
    if (value === undefined || value === null || value === '') return fallback;
    const number = typeof value === 'string' ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isInteger(number))
      throw new EntryProblem(`${field} must be a whole number, got ${JSON.stringify(value)}`);
    return number;
  }

  oneOf<const Choice extends string>(field: string, choices: readonly Choice[], fallback?: Choice): Choice {
    const value = this.entry[field];
    if ((value === undefined || value === null) && fallback !== undefined) return fallback;
    const choice = choices.find((candidate) => candidate === value);
    if (choice === undefined)
      throw new EntryProblem(`${field} must be one of ${choices.join(', ')}, got ${JSON.stringify(value)}`);
    return choice;
  }

  /** An ISO date; Flowise writes ISO text (numbers are epoch milliseconds); absent = now. */
  date(field: string): string {
    const value = this.optionalDate(field);
    return value ?? nowIso();
  }

  optionalDate(field: string): string | null {
    const value = this.entry[field];
    if (value === undefined || value === null || value === '') return null;
    if (typeof value !== 'string' && typeof value !== 'number')
      throw new EntryProblem(`${field} must be a date, got ${describe(value)}`);
    const date = new Date(value);
    if (Number.isNaN(date.getTime()))
      throw new EntryProblem(`${field} is not a date: ${JSON.stringify(value)}`);
    return date.toISOString();
  }
}
