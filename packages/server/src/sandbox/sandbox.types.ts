import type { PlatformType, SandboxOutcome } from '@loomflow/core';

/** One run of user code. */
export interface SandboxRunRequest {
  /** The body of an async function; `return` gives the result. */
  readonly code: string;
  /** Named values the code sees as variables, e.g. `{ $city: 'Paris', $vars: {...}, $flow: {...} }`. */
  readonly parameters: Readonly<Record<string, unknown>>;
  /** Overrides the configured limits for this run. */
  readonly timeoutMs?: number;
  readonly memoryMb?: number;
}

export interface SandboxLimits {
  readonly timeoutMs: number;
  readonly memoryMb: number;
  /** Largest JSON result, in characters. */
  readonly maxOutputChars: number;
  readonly maxLogLines: number;
  readonly maxFetches: number;
  readonly maxFetchBytes: number;
}

export const DEFAULT_LIMITS: Omit<SandboxLimits, 'timeoutMs' | 'memoryMb'> = {
  maxOutputChars: 1_000_000,
  maxLogLines: 200,
  maxFetches: 20,
  maxFetchBytes: 5 * 1024 * 1024,
};

/** Runs user JavaScript in a fresh V8 isolate per run (the engine's sandbox port). */
export interface CodeSandbox {
  run(request: SandboxRunRequest): Promise<SandboxOutcome>;
  /** Starts the sandbox process ahead of the first run. */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

/** Messages between the server and its sandbox process. */
export interface HostInit {
  readonly type: 'init';
  /** The outbound policy's settings; user code's fetch is judged as purpose 'user-code'. */
  readonly platform: PlatformType;
  readonly denyList: readonly string[];
  readonly allowList: readonly string[];
  readonly defaultMemoryMb: number;
}
export interface HostRun {
  readonly type: 'run';
  readonly id: number;
  readonly code: string;
  readonly parameters: Readonly<Record<string, unknown>>;
  readonly limits: SandboxLimits;
  /** The enterprise Outbound access list as it is now (changes apply from the next run). */
  readonly adminAllowList: readonly string[];
}
export type HostRequest = HostInit | HostRun;

export type HostReply =
  | { readonly type: 'ready' }
  | { readonly type: 'result'; readonly id: number; readonly outcome: SandboxOutcome };
