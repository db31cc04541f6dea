/**
 * Prediction performance against a bare relay, measured in the same run (issue 24).
 *
 * Three processes besides this one: the testkit fake OpenAI server (in this process, answering at once, latency 0),
 * a bare relay (bench/support/bare-relay.ts: one Fastify route that makes the same chat completion call with
 * `fetch` and answers — the least any server can do) and a Loomflow server on SQLite, built as `npm start` runs it
 * (BENCH_FROM_SOURCE=1 runs it through tsx). The flow is Start → LLM (chatOpenAI on the fake, memory on, window
 * of MEMORY_WINDOW exchanges); requests carry one of SESSIONS chatIds so session histories grow and memory reads
 * matter. Every figure is measured for both servers,
 * interleaved (relay, Loomflow, relay, Loomflow…) so a busy machine slows both alike; the table prints both, Loomflow
 * as a share (or multiple) of the relay, and the goal.
 *
 * Figures:
 * - predictions/s at 8 connections: non-streaming predictions (autocannon, keep-alive), median of BENCH_ROUNDS.
 * - server CPU per prediction: user + system CPU of the server process (/proc/<pid>/stat) over those loads / count.
 * - p50 at 1 client: sequential non-streaming predictions, client-side time (BENCH_SEQUENTIAL each).
 * - streaming overhead: client-side time from the request start to the first token frame, and to the end of the
 *   stream, p50 over BENCH_STREAMS each; the figure is Loomflow's p50 minus the relay's.
 * - CPU per extra LLM node: server CPU per prediction of Start → LLM×20 minus that of Start → LLM, divided by 19
 *   (relay: 20 sequential calls against 1), BENCH_CHAIN_REQUESTS predictions at 8 connections each.
 * - throughput after BENCH_FILLER more predictions on the same flow and chatIds, against before (also normalised by
 *   the relay's own before/after, to cancel machine load drift); and Loomflow's CPU per prediction after against
 *   before (CPU-bound, the rate is its inverse: the view of the same figure a busy machine moves least).
 * - RSS of each server process after all the load.
 * - save p50 of a 200-node flow (~1.5 MB flowData): PUT /api/v1/chatflows/:id, BENCH_SAVES times.
 *
 * Both servers first get BENCH_WARM_UP predictions (JIT, caches, heap growth: measured on this machine, Loomflow's CPU per
 * prediction falls from ~11 ms in its first 400 to ~4 ms and settles near 2.5 ms only after ~4,000, while its RSS
 * climbs from 270 to 450 MB; the relay's stays flat); every size above is an env knob.
 * Run: npx tsx bench/prediction-relay.bench.ts (about 2–3 minutes). Prints figures; asserts nothing.
 */
import { type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { HttpSession, newAccount, registerAndLogin } from '@loomflow/testkit/server';
import { chainFlow, llmNode, openAICredential, saveFlow, twoNodeFlow } from './support/agentflow.ts';
import { startBareRelay } from './support/bare-relay-process.ts';
import { bigFlow } from './support/big-flow.ts';
import { freePort } from './support/free-port.ts';
import { startServer, stopProcess } from './support/loomflow-server.ts';
import { rssMb } from './support/process-stats.ts';
import { loadAverage, median } from './support/stats.ts';
import { measureThroughput, type Throughput } from './support/throughput.ts';
import { timePost, timeStream, type Endpoint, type StreamTiming } from './support/timed-requests.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 150);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 80);
const CHAIN_LENGTH = 20;
const CHAIN_REQUESTS = Number(process.env.BENCH_CHAIN_REQUESTS ?? 40);
const FILLER = Number(process.env.BENCH_FILLER ?? 3000);
const SAVES = Number(process.env.BENCH_SAVES ?? 30);
const BIG_FLOW_NODES = 200;
const BIG_FLOW_BYTES = 1.5 * 1024 * 1024;
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 3000);
const SESSIONS = 8;
const MEMORY_WINDOW = 10;

/** One server under measurement: its process and the endpoints each figure uses. */
interface Target {
  readonly pid: number;
  readonly predict: Endpoint;
  readonly stream: Endpoint;
  /** Matches a streamed text once it holds a frame with a token. */
  readonly firstToken: RegExp;
  readonly single: Endpoint;
  readonly chain: Endpoint;
}

interface Pair<T> {
  readonly relay: T;
  readonly loomflow: T;
}

const format = (value: number, digits = 2): string => (Number.isFinite(value) ? value.toFixed(digits) : '–');

function row(figure: string, loomflow: string, relay: string, share: string, goal: string): void {
  console.log(
    `${figure.padEnd(44)} ${loomflow.padStart(10)} ${relay.padStart(10)} ${share.padStart(14)}   ${goal}`,
  );
}

async function interleavedThroughput(
  targets: Pair<Target>,
  rounds: number,
  endpoint: (target: Target) => Endpoint,
  amount: number,
): Promise<Pair<Throughput[]>> {
  const results: Pair<Throughput[]> = { relay: [], loomflow: [] };
  const measure = async (side: keyof Pair<Target>): Promise<void> => {
    const target = targets[side];
    results[side].push(await measureThroughput(endpoint(target), target.pid, amount, CONNECTIONS));
  };
  for (let round = 0; round < rounds; round += 1) {
    // relay, Loomflow, Loomflow, relay…: neither server always runs first
    const order: (keyof Pair<Target>)[] = round % 2 === 0 ? ['relay', 'loomflow'] : ['loomflow', 'relay'];
    for (const side of order) await measure(side);
  }
  return results;
}

function errorsOf(results: Pair<Throughput[]>): number {
  return [...results.relay, ...results.loomflow].reduce((sum, result) => sum + result.errors, 0);
}

async function sequentialLatency(targets: Pair<Target>): Promise<Pair<number[]>> {
  const times: Pair<number[]> = { relay: [], loomflow: [] };
  for (let index = 0; index < SEQUENTIAL; index += 1) {
    times.relay.push(await timePost(targets.relay.predict, index));
    times.loomflow.push(await timePost(targets.loomflow.predict, index));
  }
  return times;
}

async function streamTimings(targets: Pair<Target>): Promise<Pair<StreamTiming[]>> {
  const timings: Pair<StreamTiming[]> = { relay: [], loomflow: [] };
  for (let index = 0; index < STREAMS + 5; index += 1) {
    const relay = await timeStream(targets.relay.stream, index, targets.relay.firstToken);
    const loomflow = await timeStream(targets.loomflow.stream, index, targets.loomflow.firstToken);
    if (index < 5) continue;
    timings.relay.push(relay);
    timings.loomflow.push(loomflow);
  }
  return timings;
}

async function warmUp(targets: Pair<Target>): Promise<void> {
  for (const target of [targets.relay, targets.loomflow]) {
    await measureThroughput(target.predict, target.pid, WARM_UP, CONNECTIONS);
    await measureThroughput(target.chain, target.pid, 10, CONNECTIONS);
    await timeStream(target.stream, 0, target.firstToken);
  }
}

async function saveTimes(session: HttpSession, flowId: string, flowData: string): Promise<number[]> {
  const times: number[] = [];
  for (let save = 0; save < SAVES; save += 1) {
    const startedAt = performance.now();
    const saved = await session.put(`/api/v1/chatflows/${flowId}`, { name: `big ${save}`, flowData });
    times.push(performance.now() - startedAt);
    if (saved.status !== 200) throw new Error(`saving the 200-node flow failed: ${saved.status}`);
  }
  return times;
}

interface Setup {
  readonly targets: Pair<Target>;
  readonly session: HttpSession;
  readonly fake: FakeOpenAI;
}

async function loomflowTarget(session: HttpSession, fake: FakeOpenAI, pid: number): Promise<Target> {
  const options = {
    basepath: fake.url,
    credentialId: await openAICredential(session),
    memoryWindow: MEMORY_WINDOW,
  };
  const flowId = await saveFlow(session, twoNodeFlow(llmNode(0, options)));
  const singleId = await saveFlow(session, twoNodeFlow(llmNode(0, options)), 'single');
  const chainId = await saveFlow(
    session,
    chainFlow(Array.from({ length: CHAIN_LENGTH }, (_, index) => llmNode(index, options))),
    'chain',
  );
  const prediction = (id: string) => `${session.baseUrl}/api/v1/prediction/${id}`;
  return {
    pid,
    predict: {
      url: prediction(flowId),
      body: (index) => JSON.stringify({ question: `bench ${index}`, chatId: `bench-${index % SESSIONS}` }),
    },
    stream: {
      url: prediction(flowId),
      body: (index) =>
        JSON.stringify({
          question: `stream ${index}`,
          chatId: `stream-${index % SESSIONS}`,
          streaming: true,
        }),
    },
    firstToken: /"event":"token","data":"[^"]/,
    single: { url: prediction(singleId), body: () => JSON.stringify({ question: 'chain' }) },
    chain: { url: prediction(chainId), body: () => JSON.stringify({ question: 'chain' }) },
  };
}

function relayTarget(base: string, pid: number): Target {
  return {
    pid,
    predict: { url: `${base}/predict`, body: (index) => JSON.stringify({ question: `bench ${index}` }) },
    stream: {
      url: `${base}/predict/stream`,
      body: (index) => JSON.stringify({ question: `stream ${index}` }),
    },
    firstToken: /"content":"[^"]/,
    single: { url: `${base}/predict`, body: () => JSON.stringify({ question: 'chain', calls: 1 }) },
    chain: { url: `${base}/predict`, body: () => JSON.stringify({ question: 'chain', calls: CHAIN_LENGTH }) },
  };
}

async function run({ targets, session, fake }: Setup): Promise<void> {
  await warmUp(targets);
  fake.reset();

  const before = await interleavedThroughput(targets, ROUNDS, (target) => target.predict, REQUESTS);
  const rps = {
    relay: median(before.relay.map((r) => r.rps)),
    loomflow: median(before.loomflow.map((r) => r.rps)),
  };
  const shares = before.loomflow.map(
    (result, round) => result.rps / (before.relay[round]?.rps ?? Number.NaN),
  );
  const cpu = {
    relay: median(before.relay.map((r) => r.cpuPerRequest)),
    loomflow: median(before.loomflow.map((r) => r.cpuPerRequest)),
  };
  row(
    `predictions/s, ${CONNECTIONS} clients`,
    format(rps.loomflow, 0),
    format(rps.relay, 0),
    `${format(median(shares) * 100, 0)} %`,
    '≥ 50 % of the relay',
  );
  row(
    'server CPU per prediction (ms)',
    format(cpu.loomflow),
    format(cpu.relay),
    `× ${format(cpu.loomflow / cpu.relay, 1)}`,
    '≤ 4 ms',
  );

  const latency = await sequentialLatency(targets);
  const p50 = { relay: median(latency.relay), loomflow: median(latency.loomflow) };
  row(
    'p50, 1 client (ms)',
    format(p50.loomflow),
    format(p50.relay),
    `× ${format(p50.loomflow / p50.relay, 1)}`,
    '≤ 5 ms',
  );

  const streams = await streamTimings(targets);
  const first = {
    relay: median(streams.relay.map((t) => t.firstToken)),
    loomflow: median(streams.loomflow.map((t) => t.firstToken)),
  };
  const end = {
    relay: median(streams.relay.map((t) => t.end)),
    loomflow: median(streams.loomflow.map((t) => t.end)),
  };
  row(
    'streaming: first token p50 (ms)',
    format(first.loomflow),
    format(first.relay),
    `+${format(first.loomflow - first.relay)} ms`,
    'overhead ≤ 1.5 ms',
  );
  row(
    'streaming: end of stream p50 (ms)',
    format(end.loomflow),
    format(end.relay),
    `+${format(end.loomflow - end.relay)} ms`,
    'overhead ≤ 2 ms',
  );

  const single = await interleavedThroughput(targets, 1, (target) => target.single, CHAIN_REQUESTS);
  const chain = await interleavedThroughput(targets, 1, (target) => target.chain, CHAIN_REQUESTS);
  const perNode = (side: keyof Pair<Target>): number =>
    ((chain[side][0]?.cpuPerRequest ?? Number.NaN) - (single[side][0]?.cpuPerRequest ?? Number.NaN)) /
    (CHAIN_LENGTH - 1);
  row(
    `CPU per extra LLM node, ${CHAIN_LENGTH}-node chain (ms)`,
    format(perNode('loomflow')),
    format(perNode('relay')),
    `× ${format(perNode('loomflow') / perNode('relay'), 1)}`,
    '≤ 1.5 ms',
  );

  const fillerStartedAt = performance.now();
  const filler = await measureThroughput(targets.loomflow.predict, targets.loomflow.pid, FILLER, CONNECTIONS);
  fake.reset();
  const after = await interleavedThroughput(targets, ROUNDS, (target) => target.predict, REQUESTS);
  const rpsAfter = {
    relay: median(after.relay.map((r) => r.rps)),
    loomflow: median(after.loomflow.map((r) => r.rps)),
  };
  const ratio = rpsAfter.loomflow / rps.loomflow;
  const relayDrift = rpsAfter.relay / rps.relay;
  row(
    `throughput after ${FILLER} more predictions`,
    `${format(ratio * 100, 0)} %`,
    `${format(relayDrift * 100, 0)} %`,
    `${format((ratio / relayDrift) * 100, 0)} % norm.`,
    `≥ 95 % of before (${format(rpsAfter.loomflow, 0)} vs ${format(rps.loomflow, 0)} req/s)`,
  );
  const cpuAfter = median(after.loomflow.map((r) => r.cpuPerRequest));
  row(
    `  CPU per prediction after / before (ms)`,
    format(cpuAfter),
    format(cpu.loomflow),
    `${format((cpu.loomflow / cpuAfter) * 100, 0)} % rate`,
    'load-proof view of the same: before/after CPU ≥ 95 %',
  );
  row(
    'RSS after load (MB)',
    format(rssMb(targets.loomflow.pid), 0),
    format(rssMb(targets.relay.pid), 0),
    `× ${format(rssMb(targets.loomflow.pid) / rssMb(targets.relay.pid), 1)}`,
    '≤ 220 MB',
  );

  const bigFlowData = await bigFlow(session, BIG_FLOW_NODES, BIG_FLOW_BYTES, {
    basepath: fake.url,
    credentialId: await openAICredential(session),
    memoryWindow: MEMORY_WINDOW,
  });
  const bigFlowId = await saveFlow(session, bigFlowData, 'big');
  const saves = await saveTimes(session, bigFlowId, bigFlowData);
  row(
    `${BIG_FLOW_NODES}-node flow (${format(bigFlowData.length / 1024 / 1024, 1)} MB) save p50 (ms)`,
    format(median(saves), 1),
    '–',
    '',
    '≤ 25 ms',
  );

  const shareText = (results: Pair<Throughput[]>): string =>
    results.loomflow
      .map(
        (result, round) => `${format((result.rps / (results.relay[round]?.rps ?? Number.NaN)) * 100, 0)} %`,
      )
      .join(' ');
  const cpuText = (results: Pair<Throughput[]>): string =>
    results.loomflow.map((result) => format(result.cpuPerRequest)).join(' ');
  console.log(`\nLoomflow/relay req/s per round: before ${shareText(before)}; after ${shareText(after)}`);
  console.log(`Loomflow CPU ms per prediction per round: before ${cpuText(before)}; after ${cpuText(after)}`);
  const clientText = (results: Pair<Throughput[]>): string =>
    results.loomflow.map((result) => format(result.clientCpuPerRequest)).join(' ');
  console.log(
    `bench process (client + fake OpenAI) CPU ms per Loomflow prediction per round: before ${clientText(before)}; after ${clientText(after)}`,
  );
  const errors = errorsOf(before) + errorsOf(after) + errorsOf(single) + errorsOf(chain) + filler.errors;
  console.log(
    `filler: ${FILLER} predictions at ${format(filler.rps, 0)} req/s in ${format((performance.now() - fillerStartedAt) / 1000, 1)} s (with the after rounds); errors in all loads: ${errors}`,
  );
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'loomflow-bench-'));
  const fake = await startFakeOpenAI({ requireApiKey: false, firstTokenLatencyMs: 0, perTokenLatencyMs: 0 });
  const children: ChildProcess[] = [];
  try {
    const relayPort = await freePort();
    const relay = await startBareRelay(relayPort, fake.url);
    children.push(relay);
    const port = await freePort();
    const server = await startServer(dataDir, port);
    children.push(server);
    const session = new HttpSession(`http://127.0.0.1:${port}`);
    await registerAndLogin(session, newAccount('bench'));
    const targets = {
      relay: relayTarget(`http://127.0.0.1:${relayPort}`, relay.pid ?? 0),
      loomflow: await loomflowTarget(session, fake, server.pid ?? 0),
    };
    console.log(
      `Loomflow prediction vs bare relay (Start → LLM on the fake OpenAI server, SQLite; ${REQUESTS} requests × ${ROUNDS} rounds at ${CONNECTIONS} connections; load average ${loadAverage()}; relay pid ${relay.pid ?? '?'}, Loomflow pid ${server.pid ?? '?'})\n`,
    );
    row('figure', 'Loomflow', 'bare relay', 'Loomflow/relay', 'goal');
    await run({ targets, session, fake });
    console.log(`load average at the end: ${loadAverage()}`);
  } finally {
    for (const child of children.reverse()) await stopProcess(child);
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
