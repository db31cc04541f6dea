/**
 * The sandbox process: runs user code in V8 isolates (isolated-vm) away from the server process. It is started
 * by `SandboxClient` with `--no-node-snapshot` (isolated-vm needs it on Node 20+) and an empty environment, so
 * it holds no server secret, and it answers run requests over IPC.
 */
import { errorMessage } from '@loomflow/core';
import { guardedFetch } from '../net/guarded-fetch.ts';
import type { OutboundAddressPolicy } from '../net/outbound-address-policy.ts';
import { OutboundPolicy } from '../net/outbound-policy.ts';
import { prepareIsolate, runInIsolate, type FetchAnswer, type PreparedIsolate } from './isolate-runner.ts';
import type { HostReply, HostRequest, HostRun, SandboxLimits } from './sandbox.types.ts';

/** Isolates prepared ahead, so a run does not wait for one to be created. */
const SPARES = 2;

/** The enterprise Outbound access list, as the latest run brought it. */
let adminAllowList: readonly string[] = [];
/** User code's fetch policy; everything private refused until `init` brings the settings. */
let policy: OutboundAddressPolicy = new OutboundPolicy({
  platform: 'cloud',
  denyList: [],
  allowList: [],
  adminAllowList: () => adminAllowList,
}).for('user-code');
let defaultMemoryMb = 128;
const spares: Promise<PreparedIsolate>[] = [];

function send(reply: HostReply): void {
  process.send?.(reply);
}

interface BridgedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/** The request user code passed to fetch, keeping only well-typed fields (it was copied out of the isolate). */
function readRequest(raw: unknown): BridgedRequest {
  if (typeof raw !== 'object' || raw === null) throw new Error('fetch needs a URL');
  const url = 'url' in raw && typeof raw.url === 'string' ? raw.url : '';
  const method = 'method' in raw && typeof raw.method === 'string' ? raw.method : 'GET';
  const headers: Record<string, string> = {};
  if ('headers' in raw && typeof raw.headers === 'object' && raw.headers !== null) {
    for (const [name, value] of Object.entries(raw.headers)) {
      if (typeof value === 'string') headers[name] = value;
    }
  }
  const body = 'body' in raw && typeof raw.body === 'string' ? raw.body : undefined;
  return { url, method, headers, ...(body !== undefined ? { body } : {}) };
}

function bridgeFor(limits: () => SandboxLimits | undefined) {
  return {
    async fetch(raw: unknown): Promise<FetchAnswer> {
      try {
        const current = limits();
        const response = await guardedFetch(readRequest(raw), {
          policy,
          timeoutMs: current?.timeoutMs ?? 10_000,
          maxResponseBytes: current?.maxFetchBytes ?? 1024 * 1024,
        });
        return { response: { ...response } };
      } catch (error) {
        return { error: errorMessage(error) };
      }
    },
  };
}

function prepare(memoryMb: number): Promise<PreparedIsolate> {
  let prepared: PreparedIsolate | undefined;
  const promise = prepareIsolate(
    memoryMb,
    bridgeFor(() => prepared?.slot.limits),
  ).then((value) => (prepared = value));
  promise.catch(() => undefined);
  return promise;
}

function refill(): void {
  while (spares.length < SPARES) spares.push(prepare(defaultMemoryMb));
}

async function take(memoryMb: number): Promise<PreparedIsolate> {
  if (memoryMb === defaultMemoryMb) {
    const spare = spares.shift();
    if (spare) {
      try {
        return await spare;
      } catch {
        // fall through to a fresh one
      }
    }
  }
  return prepare(memoryMb);
}

async function run(request: HostRun): Promise<void> {
  adminAllowList = request.adminAllowList;
  try {
    const prepared = await take(request.limits.memoryMb);
    const outcome = await runInIsolate(prepared, request.code, request.parameters, request.limits);
    send({ type: 'result', id: request.id, outcome });
    // Prepared after answering, so making the next isolate never delays this run.
    setImmediate(refill);
  } catch (error) {
    send({
      type: 'result',
      id: request.id,
      outcome: {
        ok: false,
        error: { kind: 'unavailable', message: `The sandbox could not run the code: ${errorMessage(error)}` },
        logs: [],
        durationMs: 0,
      },
    });
  }
}

function isHostRequest(message: unknown): message is HostRequest {
  return typeof message === 'object' && message !== null && 'type' in message;
}

process.on('message', (message: unknown) => {
  if (!isHostRequest(message)) return;
  if (message.type === 'init') {
    policy = new OutboundPolicy({
      platform: message.platform,
      denyList: message.denyList,
      allowList: message.allowList,
      adminAllowList: () => adminAllowList,
    }).for('user-code');
    defaultMemoryMb = message.defaultMemoryMb;
    refill();
    send({ type: 'ready' });
  } else void run(message);
});
process.on('disconnect', () => process.exit(0));
