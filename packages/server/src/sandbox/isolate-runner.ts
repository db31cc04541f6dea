import type { SandboxOutcome } from '@loomflow/core';
import ivm from 'isolated-vm';
import { ISOLATE_BOOTSTRAP, USER_CODE_FILENAME, wrapUserCode } from './isolate-bootstrap.ts';
import { toSandboxError } from './sandbox-error.ts';
import type { SandboxLimits } from './sandbox.types.ts';

const PARAMETER_NAME = /^\$?[A-Za-z_][A-Za-z0-9_]*$/;
const MAX_LOG_LINE = 4000;

export type FetchAnswer =
  { readonly response: Record<string, unknown>; readonly error?: undefined } | { readonly error: string };

/** What the isolate's bridged functions reach on the server side. */
export interface IsolateBridge {
  fetch(request: unknown): Promise<FetchAnswer>;
}

/** Per-run state the isolate's callbacks write to; set when a prepared isolate is taken. */
interface RunSlot {
  logs: string[];
  fetches: number;
  limits: SandboxLimits | undefined;
}

/** A fresh isolate with its context bootstrapped, waiting for one run. */
export interface PreparedIsolate {
  readonly isolate: ivm.Isolate;
  readonly context: ivm.Context;
  readonly memoryMb: number;
  readonly slot: RunSlot;
}

export async function prepareIsolate(memoryMb: number, bridge: IsolateBridge): Promise<PreparedIsolate> {
  const isolate = new ivm.Isolate({ memoryLimit: memoryMb });
  try {
    const context = await isolate.createContext();
    const slot: RunSlot = { logs: [], fetches: 0, limits: undefined };
    const log = new ivm.Callback(
      (level: unknown, text: unknown) => {
        const max = slot.limits?.maxLogLines ?? 0;
        if (slot.logs.length > max) return;
        if (slot.logs.length === max) slot.logs.push(`… more console output was dropped`);
        else {
          const line = `${level === 'log' ? '' : `[${String(level)}] `}${String(text)}`;
          slot.logs.push(line.length > MAX_LOG_LINE ? `${line.slice(0, MAX_LOG_LINE)}…` : line);
        }
      },
      { ignored: true },
    );
    const fetch = new ivm.Reference(async (request: unknown): Promise<FetchAnswer> => {
      slot.fetches += 1;
      const max = slot.limits?.maxFetches ?? 0;
      if (slot.fetches > max) return { error: `at most ${max} fetch calls per run` };
      return bridge.fetch(request);
    });
    await context.evalClosure(ISOLATE_BOOTSTRAP, [log, fetch]);
    return { isolate, context, memoryMb, slot };
  } catch (error) {
    isolate.dispose();
    throw error;
  }
}

function parameterList(parameters: Readonly<Record<string, unknown>>): [string[], unknown[]] {
  const names = Object.keys(parameters);
  for (const name of names) {
    if (!PARAMETER_NAME.test(name)) throw new Error(`"${name}" cannot be a variable name in user code`);
  }
  return [names, names.map((name) => parameters[name])];
}

/**
 * Runs `code` once in `prepared` (disposed right after, whatever happens): compiled as the body of an
 * async function, given the parameters as JSON copies, stopped at the wall-clock limit even while awaiting,
 * and answered with a JSON copy of its result or an error naming the user's line.
 */
export async function runInIsolate(
  prepared: PreparedIsolate,
  code: string,
  parameters: Readonly<Record<string, unknown>>,
  limits: SandboxLimits,
): Promise<SandboxOutcome> {
  const { isolate, context, slot } = prepared;
  slot.limits = limits;
  const started = performance.now();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    if (!isolate.isDisposed) isolate.dispose();
  }, limits.timeoutMs);
  const circumstances = () => ({
    timedOut,
    timeoutMs: limits.timeoutMs,
    memoryMb: prepared.memoryMb,
    codeLines: code.split('\n').length,
  });
  try {
    const [names, values] = parameterList(parameters);
    const script = await isolate.compileScript(wrapUserCode(code, names, limits.maxOutputChars), {
      filename: USER_CODE_FILENAME,
      lineOffset: -1,
    });
    const entry = await script.run(context, {
      reference: true,
      timeout: limits.timeoutMs,
    });
    const json: unknown = await entry.apply(undefined, [new ivm.ExternalCopy(values).copyInto()], {
      result: { promise: true, copy: true },
      timeout: limits.timeoutMs,
    });
    const result: unknown = typeof json === 'string' ? JSON.parse(json) : null;
    return { ok: true, result, logs: slot.logs, durationMs: performance.now() - started };
  } catch (error) {
    return {
      ok: false,
      error: toSandboxError(error, circumstances()),
      logs: slot.logs,
      durationMs: performance.now() - started,
    };
  } finally {
    clearTimeout(timer);
    // Tearing an isolate down takes about a millisecond: done after the answer has gone out.
    setImmediate(() => {
      if (!isolate.isDisposed) isolate.dispose();
    });
  }
}
