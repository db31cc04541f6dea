import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { SandboxOutcome } from '@loomflow/core';
import type { SandboxConfig } from '../config/runtime-safety-config.ts';
import type { OutboundPolicy } from '../net/outbound-policy.ts';
import {
  DEFAULT_LIMITS,
  type CodeSandbox,
  type HostReply,
  type HostRequest,
  type SandboxLimits,
  type SandboxRunRequest,
} from './sandbox.types.ts';

/** Extra time the sandbox process gets past a run's limit before it is presumed stuck and restarted. */
const BACKSTOP_MS = 3000;
const START_TIMEOUT_MS = 20_000;

function unavailable(message: string): SandboxOutcome {
  return { ok: false, error: { kind: 'unavailable', message }, logs: [], durationMs: 0 };
}

/**
 * The host script: `override` (a built `sandbox-host.js`, for benchmarks), else the one beside this module:
 * TypeScript in development and tests (run through tsx), built JS in `dist/`.
 */
function hostEntry(override?: string): { path: string; execArgv: string[] } {
  const fromSource = override === undefined && import.meta.url.endsWith('.ts');
  const path =
    override ??
    fileURLToPath(new URL(fromSource ? './sandbox-host.ts' : './sandbox-host.js', import.meta.url));
  const execArgv = ['--no-node-snapshot'];
  if (fromSource) {
    execArgv.push('--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href);
  }
  return { path, execArgv };
}

interface Pending {
  readonly child: ChildProcess;
  readonly resolve: (outcome: SandboxOutcome) => void;
  readonly timer: NodeJS.Timeout;
}

/**
 * The server's side of the sandbox: one child process (started on first use, restarted if it dies or hangs)
 * that runs each request in a fresh isolate. Runs beyond `maxConcurrent` wait in line; beyond `maxQueued`
 * they are refused at once.
 */
export class SandboxClient implements CodeSandbox {
  private child: ChildProcess | undefined;
  private starting: Promise<ChildProcess> | undefined;
  private readonly pending = new Map<number, Pending>();
  private readonly waiting: (() => void)[] = [];
  private nextId = 1;
  private running = 0;
  private closed = false;

  constructor(
    private readonly config: SandboxConfig,
    private readonly outbound: OutboundPolicy,
    private readonly hostScript?: string,
  ) {}

  async warmUp(): Promise<void> {
    await this.process();
  }

  async run(request: SandboxRunRequest): Promise<SandboxOutcome> {
    if (this.closed) return unavailable('The sandbox is shut down');
    if (this.running >= this.config.maxConcurrent) {
      if (this.waiting.length >= this.config.maxQueued)
        return unavailable('The sandbox is busy with other runs: try again in a moment');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running += 1;
    try {
      return await this.dispatch(request);
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const resolve of this.waiting.splice(0)) resolve();
    const child = this.child;
    this.child = undefined;
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
  }

  private limits(request: SandboxRunRequest): SandboxLimits {
    return {
      ...DEFAULT_LIMITS,
      timeoutMs: request.timeoutMs ?? this.config.timeoutMs,
      memoryMb: request.memoryMb ?? this.config.memoryMb,
    };
  }

  private async dispatch(request: SandboxRunRequest): Promise<SandboxOutcome> {
    let child: ChildProcess;
    try {
      child = await this.process();
    } catch (error) {
      return unavailable(
        `The sandbox could not start: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const id = this.nextId++;
    const limits = this.limits(request);
    return new Promise<SandboxOutcome>((resolve) => {
      const timer = setTimeout(() => {
        // The run outlived its own limit by far: the sandbox process is stuck. Replace it.
        this.restart(child, 'The sandbox stopped answering and was restarted');
      }, limits.timeoutMs + BACKSTOP_MS);
      this.pending.set(id, { child, resolve, timer });
      const message: HostRequest = {
        type: 'run',
        id,
        code: request.code,
        parameters: request.parameters,
        limits,
        adminAllowList: this.outbound.snapshot().adminAllowList,
      };
      child.send(message, (error) => {
        if (error) this.settle(id, unavailable(`The sandbox could not take the run: ${error.message}`));
      });
    });
  }

  private settle(id: number, outcome: SandboxOutcome): void {
    const pending = this.pending.get(id);
    if (!pending) return;
    clearTimeout(pending.timer);
    this.pending.delete(id);
    pending.resolve(outcome);
  }

  private restart(child: ChildProcess, reason: string): void {
    if (this.child === child) this.child = undefined;
    child.kill('SIGKILL');
    this.settleAll(child, reason);
  }

  /** Ends every run that was given to `child`. */
  private settleAll(child: ChildProcess, reason: string): void {
    for (const [id, pending] of [...this.pending]) {
      if (pending.child === child) this.settle(id, unavailable(reason));
    }
  }

  private process(): Promise<ChildProcess> {
    if (this.child && this.child.exitCode === null && this.child.connected)
      return Promise.resolve(this.child);
    this.starting ??= this.spawn().finally(() => {
      this.starting = undefined;
    });
    return this.starting;
  }

  private spawn(): Promise<ChildProcess> {
    const entry = hostEntry(this.hostScript);
    const child = fork(entry.path, [], {
      execArgv: entry.execArgv,
      env: {},
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    return new Promise<ChildProcess>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error('the sandbox process did not start in time'));
      }, START_TIMEOUT_MS);
      child.on('message', (reply: unknown) => {
        if (!isHostReply(reply)) return;
        if (reply.type === 'ready') {
          clearTimeout(timer);
          this.child = child;
          resolve(child);
        } else this.settle(reply.id, reply.outcome);
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`the sandbox process exited (${signal ?? `code ${String(code)}`})`));
        if (this.child === child) this.child = undefined;
        this.settleAll(child, 'The sandbox process ended during the run; it restarts on the next one');
      });
      const init: HostRequest = {
        type: 'init',
        platform: this.outbound.platform,
        denyList: this.outbound.snapshot().denyList,
        allowList: this.outbound.snapshot().allowList,
        defaultMemoryMb: this.config.memoryMb,
      };
      child.send(init);
    });
  }
}

function isHostReply(value: unknown): value is HostReply {
  return typeof value === 'object' && value !== null && 'type' in value;
}
