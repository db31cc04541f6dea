/**
 * Server benchmark: cold start to listening, idle RSS, throughput/latency of GET /api/v1/settings and of an
 * authenticated list call (GET /api/v1/apikey with a login session) under concurrent load, then the first chatflow
 * prediction (which loads the node runtime) and the RSS after it.
 * Run: npm run bench:server   (builds the server bundle first; BENCH_SERVER_CLI runs another build's cli.js).
 * Prints figures; asserts nothing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { HttpSession, createApiKey, newAccount, registerAndLogin } from '@loomflow/testkit/server';
import { timeFirstPrediction } from './support/first-prediction.ts';
import { freePort } from './support/free-port.ts';

const CLI =
  process.env.BENCH_SERVER_CLI ?? fileURLToPath(new URL('../packages/server/dist/cli.js', import.meta.url));
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

function rssMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kilobytes / 1024;
}

async function startServer(dataDir: string, port: number): Promise<{ child: ChildProcess; startMs: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [CLI, 'start'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // The first prediction's model is the fake OpenAI server on this machine.
      HTTP_ALLOW_LIST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/ping`);
      if (response.ok) return { child, startMs: performance.now() - started };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function load(title: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
  const errors = result.errors + result.non2xx;
  console.log(
    `${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${errors}`,
  );
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'loomflow-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { child, startMs } = await startServer(dataDir, port);
  try {
    const session = new HttpSession(base);
    await registerAndLogin(session, newAccount('bench'));
    for (let index = 0; index < 20; index += 1) await createApiKey(session, `bench key ${index}`);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idleRss = rssMegabytes(child.pid ?? 0);

    console.log(
      `Loomflow server benchmark (${DURATION_SECONDS}s per load, ${CONNECTIONS} connections, SQLite)`,
    );
    console.log(`cold start to listening             ${startMs.toFixed(0)} ms   (target ≤ 1500 ms)`);
    console.log(`idle RSS                            ${idleRss.toFixed(1)} MB   (target ≤ 150 MB)`);
    await load('GET /api/v1/settings', `${base}/api/v1/settings`);
    const cookie = [...session.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    await load('GET /api/v1/apikey (session, 20 keys)', `${base}/api/v1/apikey`, { cookie });
    console.log(`RSS after load                      ${rssMegabytes(child.pid ?? 0).toFixed(1)} MB`);
    const firstPredictionMs = await timeFirstPrediction(session);
    console.log(`first chatflow prediction           ${firstPredictionMs.toFixed(0)} ms   (fake LLM)`);
    console.log(`RSS after first prediction          ${rssMegabytes(child.pid ?? 0).toFixed(1)} MB`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
