/**
 * Prediction throughput on a flow with a long history (issue 24: ≥ 90 % of an empty flow's at 100k stored messages).
 *
 * A Loomflow server on SQLite (built; BENCH_FROM_SOURCE=1 runs it through tsx) and the testkit fake OpenAI server
 * (answering at once). Two identical Start → LLM flows (chatOpenAI on the fake, memory on, window of MEMORY_WINDOW
 * exchanges): "full" gets BENCH_STORED messages (default 100,000) over BENCH_FILL_SESSIONS sessions, written straight into the server's
 * SQLite file while it is stopped (copies of the flow's own first messages, see support/chat-history-fill.ts);
 * "empty" starts with none. The measured requests use the same SESSIONS chatIds on both flows (on the full flow
 * those sessions are among the filled ones, so session history reads matter).
 *
 * Figures (non-streaming predictions at BENCH_CONNECTIONS, default 8; BENCH_REQUESTS per flow per round, median of
 * BENCH_ROUNDS rounds, the two flows interleaved):
 * - at the start of the soak: req/s on the full flow, on the empty flow, and full as a share of empty (goal ≥ 90 %);
 * - BENCH_SOAK more predictions on the full flow (default 3,000), then the same again: full flow end/start ratio
 *   (goal ≥ 95 %), and full as a share of empty at the end.
 * Each phase also prints the server's CPU per prediction on both flows and the rate ratio it implies (empty CPU /
 * full CPU): on a busy machine req/s moves with the other processes, CPU per prediction much less.
 * Load averages are printed at the start and the end: the machine's other work moves these figures.
 *
 * Both flows first get BENCH_WARM_UP predictions (JIT, caches, heap growth: measured on this machine, Loomflow's CPU per
 * prediction falls from ~11 ms in its first 400 to ~4 ms and settles near 2.5 ms only after ~4,000, while its RSS
 * climbs from 270 to 450 MB; the relay's stays flat).
 * Run: npx tsx bench/prediction-soak.bench.ts (about 2–3 minutes). Prints figures; asserts nothing.
 */
import { type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeOpenAI } from '@loomflow/testkit/fake-openai';
import { HttpSession, newAccount, registerAndLogin } from '@loomflow/testkit/server';
import { llmNode, openAICredential, saveFlow, twoNodeFlow } from './support/agentflow.ts';
import { fillChatHistory } from './support/chat-history-fill.ts';
import { freePort } from './support/free-port.ts';
import { startServer, stopProcess } from './support/loomflow-server.ts';
import { loadAverage, median } from './support/stats.ts';
import { measureThroughput, type Throughput } from './support/throughput.ts';
import { type Endpoint } from './support/timed-requests.ts';

const STORED = Number(process.env.BENCH_STORED ?? 100_000);
const FILL_SESSIONS = Number(process.env.BENCH_FILL_SESSIONS ?? 100);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SOAK = Number(process.env.BENCH_SOAK ?? 3000);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 1500);
const SESSIONS = 8;
const MEMORY_WINDOW = 10;

interface Flows {
  readonly full: Endpoint;
  readonly empty: Endpoint;
}

interface Phase {
  readonly full: number;
  readonly empty: number;
  /** Server CPU per prediction, ms. */
  readonly fullCpu: number;
  readonly emptyCpu: number;
  /** This process's CPU (client and fake OpenAI) per prediction, ms. */
  readonly clientCpu: number;
  readonly errors: number;
}

function predictions(base: string, flowId: string): Endpoint {
  return {
    url: `${base}/api/v1/prediction/${flowId}`,
    body: (index) => JSON.stringify({ question: `soak ${index}`, chatId: `soak-${index % SESSIONS}` }),
  };
}

async function phase(flows: Flows, pid: number): Promise<Phase> {
  const full: Throughput[] = [];
  const empty: Throughput[] = [];
  const measure = async (endpoint: Endpoint, results: Throughput[]): Promise<void> => {
    results.push(await measureThroughput(endpoint, pid, REQUESTS, CONNECTIONS));
  };
  for (let round = 0; round < ROUNDS; round += 1) {
    // empty, full, full, empty…: neither flow always runs first after the other's load
    if (round % 2 === 0) {
      await measure(flows.empty, empty);
      await measure(flows.full, full);
    } else {
      await measure(flows.full, full);
      await measure(flows.empty, empty);
    }
  }
  return {
    full: median(full.map((result) => result.rps)),
    empty: median(empty.map((result) => result.rps)),
    fullCpu: median(full.map((result) => result.cpuPerRequest)),
    emptyCpu: median(empty.map((result) => result.cpuPerRequest)),
    clientCpu: median([...full, ...empty].map((result) => result.clientCpuPerRequest)),
    errors: [...full, ...empty].reduce((sum, result) => sum + result.errors, 0),
  };
}

const percent = (value: number): string => `${(value * 100).toFixed(0)} %`;

/** CPU per prediction on each flow and the rate it allows the full flow against the empty one (load-proof). */
const cpuText = (figures: Phase): string =>
  `full ${figures.fullCpu.toFixed(2)} ms, empty ${figures.emptyCpu.toFixed(2)} ms — rate ${percent(figures.emptyCpu / figures.fullCpu)}; bench process ${figures.clientCpu.toFixed(2)} ms`;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'loomflow-soak-'));
  const fake = await startFakeOpenAI({ requireApiKey: false, firstTokenLatencyMs: 0, perTokenLatencyMs: 0 });
  let server: ChildProcess | undefined;
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = await startServer(dataDir, port);
    const session = new HttpSession(base);
    await registerAndLogin(session, newAccount('soak'));
    const options = {
      basepath: fake.url,
      credentialId: await openAICredential(session),
      memoryWindow: MEMORY_WINDOW,
    };
    const fullId = await saveFlow(session, twoNodeFlow(llmNode(0, options)), 'full history');
    const emptyId = await saveFlow(session, twoNodeFlow(llmNode(0, options)), 'empty history');
    const seeded = await session.post(`/api/v1/prediction/${fullId}`, { question: 'seed', chatId: 'seed' });
    if (seeded.status !== 200)
      throw new Error(`the flow does not run: ${seeded.status} ${JSON.stringify(seeded.body)}`);
    await stopProcess(server);

    const filledAt = performance.now();
    const chatIds = Array.from({ length: FILL_SESSIONS }, (_, index) =>
      index < SESSIONS ? `soak-${index}` : `filler-${index}`,
    );
    const stored = fillChatHistory({
      sqlitePath: path.join(dataDir, 'database.sqlite'),
      flowId: fullId,
      chatIds,
      messagesPerSession: Math.ceil(STORED / FILL_SESSIONS),
    });
    const fillSeconds = (performance.now() - filledAt) / 1000;
    server = await startServer(dataDir, port);
    const pid = server.pid ?? 0;
    const flows = { full: predictions(base, fullId), empty: predictions(base, emptyId) };
    console.log(
      `Loomflow prediction soak (Start → LLM on the fake OpenAI server, SQLite; full flow: ${stored} stored messages over ${FILL_SESSIONS} sessions, written in ${fillSeconds.toFixed(1)} s; ${REQUESTS} requests × ${ROUNDS} rounds per flow at ${CONNECTIONS} connections; load average ${loadAverage()})`,
    );

    await measureThroughput(flows.empty, pid, WARM_UP, CONNECTIONS);
    await measureThroughput(flows.full, pid, WARM_UP, CONNECTIONS);
    fake.reset();
    const start = await phase(flows, pid);
    console.log(
      `start: full flow ${start.full.toFixed(0)} req/s, empty flow ${start.empty.toFixed(0)} req/s — full/empty ${percent(start.full / start.empty)} (goal ≥ 90 %); CPU per prediction ${cpuText(start)}`,
    );
    const soak = await measureThroughput(flows.full, pid, SOAK, CONNECTIONS);
    fake.reset();
    const end = await phase(flows, pid);
    console.log(`soak:  ${SOAK} more predictions on the full flow at ${soak.rps.toFixed(0)} req/s`);
    console.log(
      `end:   full flow ${end.full.toFixed(0)} req/s, empty flow ${end.empty.toFixed(0)} req/s — full/empty ${percent(end.full / end.empty)} (goal ≥ 90 %); CPU per prediction ${cpuText(end)}`,
    );
    console.log(
      `full flow end/start ${percent(end.full / start.full)}, by CPU per prediction ${percent(start.fullCpu / end.fullCpu)} (goal ≥ 95 %; the empty flow's own end/start, machine drift: ${percent(end.empty / start.empty)}); errors ${start.errors + soak.errors + end.errors}`,
    );
    console.log(`load average at the end: ${loadAverage()}`);
  } finally {
    if (server) await stopProcess(server);
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
