/**
 * Sandbox benchmark: cold start of the sandbox process, a run on a freshly created isolate, and the overhead of
 * a warm call (a trivial function on a prepared isolate, through IPC), p50/p99.
 * Run: npm run bench:sandbox   (builds the server bundle first: the production sandbox-host.js is measured).
 * Prints figures; asserts nothing.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SandboxClient } from '../packages/server/src/sandbox/sandbox-client.ts';
import { OutboundPolicy } from '../packages/server/src/net/outbound-policy.ts';

const HOST = fileURLToPath(new URL('../packages/server/dist/sandbox-host.js', import.meta.url));
const CALLS = Number(process.env.BENCH_CALLS ?? 500);
const CONFIG = { timeoutMs: 10_000, memoryMb: 128, maxConcurrent: 4, maxQueued: 1000 };

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function summary(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(2)} ms   p99 ${percentile(sorted, 99).toFixed(2)} ms`;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timed(sandbox: SandboxClient, code: string, memoryMb?: number): Promise<number> {
  const started = performance.now();
  const outcome = await sandbox.run({ code, parameters: { $x: 1 }, ...(memoryMb ? { memoryMb } : {}) });
  if (!outcome.ok) throw new Error(`run failed: ${outcome.error.message}`);
  return performance.now() - started;
}

async function main(): Promise<void> {
  if (!existsSync(HOST)) throw new Error('Build the server first: npm run build -w @loomflow/server');
  const outbound = new OutboundPolicy({
    platform: 'open source',
    denyList: [],
    allowList: [],
    adminAllowList: () => [],
  });
  const sandbox = new SandboxClient(CONFIG, outbound, HOST);
  try {
    const spawnStarted = performance.now();
    await sandbox.warmUp();
    const processStart = performance.now() - spawnStarted;
    const firstRun = await timed(sandbox, 'return $x + 1');

    // A run that cannot use a prepared isolate (another memory limit): isolate + context created on demand.
    const cold: number[] = [];
    for (let index = 0; index < 50; index += 1) cold.push(await timed(sandbox, 'return $x + 1', 64));

    // Warm calls: a prepared isolate is waiting (calls 10 ms apart), as between a server's requests.
    const warm: number[] = [];
    for (let index = 0; index < CALLS; index += 1) {
      await pause(10);
      warm.push(await timed(sandbox, 'return $x + 1'));
    }
    // Back to back: the next isolate is often still being prepared when the call comes.
    const backToBack: number[] = [];
    for (let index = 0; index < CALLS; index += 1) backToBack.push(await timed(sandbox, 'return $x + 1'));

    const burstStarted = performance.now();
    await Promise.all(Array.from({ length: 200 }, () => timed(sandbox, 'return $x + 1')));
    const perSecond = 200 / ((performance.now() - burstStarted) / 1000);

    console.log(`Loomflow sandbox benchmark (isolated-vm, ${CALLS} warm calls, Node ${process.version})`);
    console.log(`cold start: sandbox process to ready     ${processStart.toFixed(0)} ms`);
    console.log(`first run after start                    ${firstRun.toFixed(2)} ms`);
    console.log(`cold run (new isolate created per call)  ${summary(cold)}`);
    console.log(`warm call, trivial function              ${summary(warm)}   (target p50 ≤ 2 ms)`);
    console.log(`back-to-back calls, trivial function     ${summary(backToBack)}`);
    console.log(`burst of 200 runs, 4 at a time           ${perSecond.toFixed(0)} runs/s`);
  } finally {
    await sandbox.close();
  }
}

await main();
