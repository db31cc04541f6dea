/**
 * Prediction API benchmark: a Loomflow server (from source, through tsx) on SQLite in its own process.
 * 1. Throughput of non-streaming `POST /api/v1/prediction/{id}` for a Start → Direct Reply agentflow
 *    (autocannon, keep-alive, BENCH_REQUESTS requests at BENCH_CONNECTIONS at once). Target ≥ 1,000 req/s.
 * 2. Streaming latency: time from the fake OpenAI server starting its answer (first token) to the client reading
 *    the first `token` frame, for a Start → LLM agentflow, p50 over BENCH_STREAMS runs. Target ≤ 5 ms.
 * Run: npx tsx bench/prediction.bench.ts. Prints figures; asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startFakeOpenAI } from '@loomflow/testkit/fake-openai';
import { HttpSession, newAccount, registerAndLogin } from '@loomflow/testkit/server';
import { node, saveFlow, twoNodeFlow } from './support/agentflow.ts';
import { freePort } from './support/free-port.ts';
import { load } from './support/load.ts';
import { startServer, stopProcess } from './support/loomflow-server.ts';
import { cpuMs } from './support/process-stats.ts';
import { loadAverage, percentile } from './support/stats.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 50);

/** The same load on `GET /api/v1/ping`: what HTTP alone costs on this machine right now. */
async function baseline(base: string, pid: number): Promise<void> {
  const options = { url: `${base}/api/v1/ping`, connections: CONNECTIONS };
  await autocannon({ ...options, amount: 300 });
  const cpuBefore = cpuMs(pid);
  const { seconds } = await load({ ...options, amount: REQUESTS });
  console.log(
    `baseline GET /api/v1/ping                 ${(REQUESTS / seconds).toFixed(0).padStart(6)} req/s   server CPU ${((cpuMs(pid) - cpuBefore) / REQUESTS).toFixed(2)} ms per request`,
  );
}

async function throughput(base: string, flowId: string, pid: number): Promise<void> {
  const options = {
    url: `${base}/api/v1/prediction/${flowId}`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ question: 'bench' }),
    connections: CONNECTIONS,
  };
  await autocannon({ ...options, amount: 300 });
  const cpuBefore = cpuMs(pid);
  const { result, seconds } = await load({ ...options, amount: REQUESTS });
  const cpuPerRequest = (cpuMs(pid) - cpuBefore) / REQUESTS;
  console.log(
    `non-streaming prediction (Direct Reply)  ${(REQUESTS / seconds).toFixed(0).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${result.errors + result.non2xx}   (target ≥ 1000 req/s)`,
  );
  console.log(
    `server CPU per prediction                 ${cpuPerRequest.toFixed(2)} ms   (one core could serve ≈ ${(1000 / cpuPerRequest).toFixed(0)} req/s)`,
  );
}

async function firstTokenLatency(base: string, session: HttpSession): Promise<void> {
  let answerStartedAt = 0;
  const fake = await startFakeOpenAI({ requireApiKey: false });
  try {
    fake.script({
      reply: () => {
        answerStartedAt = performance.now();
        return 'one two three four five';
      },
      times: Infinity,
    });
    const credential = await session.post<{ id: string }>('/api/v1/credentials', {
      name: 'bench model',
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: 'sk-bench' },
    });
    const flowId = await saveFlow(
      session,
      twoNodeFlow(
        node('llmAgentflow_0', 'llmAgentflow', 'LLM', {
          llmModel: 'chatOpenAI',
          llmModelConfig: {
            llmModel: 'chatOpenAI',
            modelName: 'gpt-4o-mini',
            basepath: fake.url,
            streaming: true,
            FLOWISE_CREDENTIAL_ID: credential.body.id,
          },
          llmMessages: [],
        }),
      ),
    );
    const gaps: number[] = [];
    for (let run = 0; run < STREAMS + 5; run += 1) {
      const response = await fetch(`${base}/api/v1/prediction/${flowId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ question: 'stream', streaming: true }),
      });
      if (!response.body) throw new Error('no stream');
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let text = '';
      let gap: number | undefined;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        if (gap === undefined && text.includes('"event":"token"')) gap = performance.now() - answerStartedAt;
      }
      if (gap === undefined) throw new Error(`no token frame in: ${text.slice(0, 500)}`);
      if (run >= 5) gaps.push(gap);
    }
    console.log(
      `fake LLM first token → client token frame  p50 ${percentile(gaps, 0.5).toFixed(2)} ms   p90 ${percentile(gaps, 0.9).toFixed(2)} ms   (target ≤ 5 ms, ${STREAMS} runs)`,
    );
  } finally {
    await fake.close();
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'loomflow-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = await startServer(dataDir, port);
  try {
    const session = new HttpSession(base);
    await registerAndLogin(session, newAccount('bench'));
    console.log(
      `Loomflow prediction benchmark (SQLite, ${REQUESTS} requests at ${CONNECTIONS} connections, load average ${loadAverage()})`,
    );
    const directReply = await saveFlow(
      session,
      twoNodeFlow(
        node('directReplyAgentflow_0', 'directReplyAgentflow', 'Reply', {
          directReplyMessage: 'Hi {{ question }}',
        }),
      ),
    );
    const probe = await session.post<{ text?: string }>(`/api/v1/prediction/${directReply}`, {
      question: 'probe',
    });
    if (probe.status !== 200)
      throw new Error(`the flow does not run: ${probe.status} ${JSON.stringify(probe.body)}`);
    await baseline(base, child.pid ?? 0);
    await throughput(base, directReply, child.pid ?? 0);
    await firstTokenLatency(base, session);
  } finally {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
