/**
 * Queue mode benchmark (issue 14): Loomflow processes from source (tsx) on the local PostgreSQL and Redis, a
 * Start → LLM agentflow on the fake OpenAI server answering each call after BENCH_LLM_MS (50 ms).
 * 1. Throughput of non-streaming `POST /api/v1/prediction/{id}` through one server with 1, then 2 workers
 *    (WORKER_CONCURRENCY = BENCH_WORKER_CONCURRENCY each, BENCH_CONNECTIONS clients at once). Target ≥ 1.8×.
 * 2. Added latency: p50 of one-at-a-time predictions, queue mode (1 worker) minus in-process mode. Target ≤ 5 ms.
 * Run: npx tsx bench/queue/queue.bench.ts (Redis on 127.0.0.1:6379). Prints figures; asserts nothing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { createTestDatabase, HttpSession, registerAndLogin } from '@loomflow/testkit/server';
import { freePort } from '../support/free-port.ts';

const CLI = fileURLToPath(new URL('../../packages/server/src/cli.ts', import.meta.url));
const LLM_MS = Number(process.env.BENCH_LLM_MS ?? 50);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 600);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const WORKER_CONCURRENCY = Number(process.env.BENCH_WORKER_CONCURRENCY ?? 4);
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 100);

interface Proc {
  readonly child: ChildProcess;
  readonly url: string;
}

async function startProcess(command: 'start' | 'worker', env: Record<string, string>): Promise<Proc> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, command], {
    env: {
      ...process.env,
      ...env,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      HTTP_ALLOW_LIST: '127.0.0.1',
      ...(command === 'start' ? { PORT: String(port) } : { WORKER_PORT: String(port) }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${String(port)}`;
  const probe = command === 'start' ? `${url}/api/v1/ping` : `${url}/readyz`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(probe)).ok) return { child, url };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`loomflow ${command} did not start within 90 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function stop(proc: Proc): Promise<void> {
  if (proc.child.exitCode !== null) return;
  const exited = new Promise((resolve) => proc.child.once('exit', resolve));
  proc.child.kill('SIGTERM');
  await exited;
}

function llmFlow(credentialId: string, baseUrl: string): string {
  const node = (id: string, name: string, label: string, inputs: Record<string, unknown>) => ({
    id,
    type: 'agentFlow',
    position: { x: 0, y: 0 },
    data: {
      id,
      name,
      label,
      category: 'Agent Flows',
      inputs,
      outputAnchors: [{ id: `${id}-output-${name}`, name, label }],
    },
  });
  const start = node('startAgentflow_0', 'startAgentflow', 'Start', { startInputType: 'chatInput' });
  const llm = node('llmAgentflow_0', 'llmAgentflow', 'LLM', {
    llmModel: 'chatOpenAI',
    llmModelConfig: {
      llmModel: 'chatOpenAI',
      modelName: 'gpt-4o-mini',
      basepath: baseUrl,
      FLOWISE_CREDENTIAL_ID: credentialId,
    },
    llmMessages: [],
  });
  const edge = {
    id: 'e0',
    source: start.id,
    target: llm.id,
    sourceHandle: `${start.id}-output-startAgentflow`,
    targetHandle: llm.id,
    type: 'agentFlow',
  };
  return JSON.stringify({ nodes: [start, llm], edges: [edge], viewport: { x: 0, y: 0, zoom: 1 } });
}

/** Signs up on the server and saves the LLM flow; answers the flow's id. */
async function prepareFlow(base: string, fake: FakeOpenAI): Promise<string> {
  const session = new HttpSession(base);
  await registerAndLogin(session);
  const credential = await session.post<{ id: string }>('/api/v1/credentials', {
    name: 'bench model',
    credentialName: 'openAIApi',
    plainDataObj: { openAIApiKey: 'sk-bench' },
  });
  const saved = await session.post<{ id: string }>('/api/v1/chatflows', {
    name: 'queue bench',
    type: 'AGENTFLOW',
    flowData: llmFlow(credential.body.id, fake.url),
  });
  if (saved.status !== 201) throw new Error(`saving the flow failed: ${String(saved.status)}`);
  return saved.body.id;
}

function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

function predictionOptions(base: string, flowId: string) {
  return {
    url: `${base}/api/v1/prediction/${flowId}`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ question: 'bench' }),
  };
}

/** Requests per second over REQUESTS predictions, timed from the first request to the last response. */
function throughput(base: string, flowId: string): Promise<{ rate: number; errors: number; p50: number }> {
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    let lastAt = startedAt;
    const instance = autocannon(
      { ...predictionOptions(base, flowId), connections: CONNECTIONS, amount: REQUESTS },
      (error: unknown, result) => {
        if (error) reject(error instanceof Error ? error : new Error('autocannon failed'));
        else
          resolve({
            rate: REQUESTS / ((lastAt - startedAt) / 1000),
            errors: result.errors + result.non2xx,
            p50: result.latency.p50,
          });
      },
    );
    instance.on('response', () => {
      lastAt = performance.now();
    });
  });
}

async function timedPrediction(base: string, flowId: string): Promise<number> {
  const { url, headers, body } = predictionOptions(base, flowId);
  const startedAt = performance.now();
  const response = await fetch(url, { method: 'POST', headers, body });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`prediction failed: ${String(response.status)}`);
  return performance.now() - startedAt;
}

/**
 * p50 of SEQUENTIAL predictions sent one at a time to each server, alternating between them (after 10 each to
 * warm up), so the machine's load changes weigh on both alike.
 */
async function alternatingP50(
  inProcessBase: string,
  queueBase: string,
  flowId: string,
): Promise<{ inProcess: number; queue: number }> {
  const inProcess: number[] = [];
  const queue: number[] = [];
  for (let index = 0; index < SEQUENTIAL + 10; index += 1) {
    const first = await timedPrediction(inProcessBase, flowId);
    const second = await timedPrediction(queueBase, flowId);
    if (index < 10) continue;
    inProcess.push(first);
    queue.push(second);
  }
  return { inProcess: percentile(inProcess, 0.5), queue: percentile(queue, 0.5) };
}

async function main(): Promise<void> {
  const fake = await startFakeOpenAI({ requireApiKey: false, firstTokenLatencyMs: LLM_MS });
  const database = await createTestDatabase('postgres');
  const queueEnv = {
    ...database.env,
    DATABASE_POOL_MAX: '10',
    MODE: 'queue',
    QUEUE_NAME: `loomflow-bench-${randomBytes(4).toString('hex')}`,
    WORKER_CONCURRENCY: String(WORKER_CONCURRENCY),
  };
  const procs: Proc[] = [];
  try {
    console.log(
      `queue bench: LLM ${String(LLM_MS)} ms, ${String(REQUESTS)} requests at ${String(CONNECTIONS)} connections, WORKER_CONCURRENCY ${String(WORKER_CONCURRENCY)}, load ${loadavg()[0]?.toFixed(2) ?? '?'}`,
    );
    // An in-process server and a queue-mode server (with one worker) on the same database.
    const inProcess = await startProcess('start', { ...database.env, DATABASE_POOL_MAX: '10' });
    procs.push(inProcess);
    const flowId = await prepareFlow(inProcess.url, fake);
    const server = await startProcess('start', queueEnv);
    procs.push(server);
    procs.push(await startProcess('worker', queueEnv));
    const p50 = await alternatingP50(inProcess.url, server.url, flowId);
    await stop(inProcess);

    await throughput(server.url, flowId); // warm-up
    const one = await throughput(server.url, flowId);
    procs.push(await startProcess('worker', queueEnv));
    await throughput(server.url, flowId); // warm-up of the second worker
    const two = await throughput(server.url, flowId);

    console.log(
      `throughput, 1 worker     ${one.rate.toFixed(1).padStart(7)} req/s   p50 ${String(one.p50)} ms   errors ${String(one.errors)}`,
    );
    console.log(
      `throughput, 2 workers    ${two.rate.toFixed(1).padStart(7)} req/s   p50 ${String(two.p50)} ms   errors ${String(two.errors)}`,
    );
    console.log(`scaling                  ${(two.rate / one.rate).toFixed(2)}×   (target ≥ 1.8×)`);
    console.log(
      `p50 one at a time        in-process ${p50.inProcess.toFixed(1)} ms   queue ${p50.queue.toFixed(1)} ms`,
    );
    console.log(`added latency (p50)      ${(p50.queue - p50.inProcess).toFixed(1)} ms   (target ≤ 5 ms)`);
  } finally {
    await Promise.all(procs.map((proc) => stop(proc)));
    await fake.close();
    await database.drop();
  }
}

await main();
