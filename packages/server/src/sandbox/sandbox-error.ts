import type { SandboxError } from '@loomflow/core';
import { USER_CODE_FILENAME } from './isolate-bootstrap.ts';

const FRAME = new RegExp(`${USER_CODE_FILENAME.replace('.', '\\.')}:(\\d+):(\\d+)`);
const SYNTAX_LOCATION = new RegExp(`\\s*\\[${USER_CODE_FILENAME.replace('.', '\\.')}:(\\d+):(\\d+)\\]`);

export interface RunCircumstances {
  readonly timedOut: boolean;
  readonly timeoutMs: number;
  readonly memoryMb: number;
  /** Lines of user code, to keep positions inside it. */
  readonly codeLines: number;
}

function describe(thrown: unknown): { name: string; message: string; stack: string } {
  if (thrown instanceof Error) {
    // `stack` may be missing at run time whatever its declared type says.
    return { name: thrown.name, message: thrown.message, stack: String(thrown.stack) };
  }
  if (typeof thrown === 'string') return { name: 'Error', message: thrown, stack: '' };
  let text: string;
  try {
    // JSON.stringify gives undefined for undefined and functions, whatever its type says.
    const json: unknown = JSON.stringify(thrown);
    text = typeof json === 'string' ? json : String(thrown);
  } catch {
    text = String(thrown);
  }
  return { name: 'Error', message: `Uncaught ${text}`, stack: '' };
}

function position(match: RegExpExecArray | null, codeLines: number): Pick<SandboxError, 'line' | 'column'> {
  const line = Number(match?.[1]);
  const column = Number(match?.[2]);
  if (!Number.isInteger(line) || line < 1 || line > codeLines) return {};
  return { line, ...(Number.isInteger(column) ? { column } : {}) };
}

/** Turns what a run threw into an error a person can act on, naming their line when it is theirs. */
export function toSandboxError(thrown: unknown, circumstances: RunCircumstances): SandboxError {
  if (circumstances.timedOut) {
    return {
      kind: 'timeout',
      message: `Time limit exceeded: the code ran longer than ${circumstances.timeoutMs} ms and was stopped`,
    };
  }
  const { name, message, stack } = describe(thrown);
  if (/memory limit/i.test(message)) {
    return {
      kind: 'memory',
      message: `Memory limit exceeded: the code used more than ${circumstances.memoryMb} MB and was stopped`,
    };
  }
  if (/Script execution timed out/i.test(message)) {
    return {
      kind: 'timeout',
      message: `Time limit exceeded: the code ran longer than ${circumstances.timeoutMs} ms and was stopped`,
    };
  }
  if (message.startsWith('[output] ')) return { kind: 'output', message: message.slice(9) };
  if (name === 'SyntaxError') {
    const at = position(SYNTAX_LOCATION.exec(message), circumstances.codeLines);
    const text = message.replace(SYNTAX_LOCATION, '');
    const where = at.line !== undefined ? ` (line ${at.line})` : '';
    return { kind: 'syntax', message: `SyntaxError: ${text}${where}`, ...at };
  }
  const at = position(FRAME.exec(stack), circumstances.codeLines);
  const where = at.line !== undefined ? ` (line ${at.line})` : '';
  return { kind: 'runtime', message: `${name}: ${message}${where}`, ...at };
}
