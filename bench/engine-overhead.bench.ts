/**
 * Engine overhead per agentflow run, in process (target p50 ≤ 2 ms): the 6-node flow of issue 7
 * (Start → LLM → Condition → LLM / Direct Reply, plus a Custom Function) with executors that answer at once, so
 * what is measured is validation, planning, template resolution, scheduling, records and events.
 * Run: npm run engine -w @loomflow/bench. Prints figures; asserts nothing.
 */
import { readFileSync } from 'node:fs';
import { parseFlowData } from '@loomflow/core';
import { runAgentflow, type AgentflowRunRequest, type EngineEvent } from '@loomflow/engine';
import type { NodeExecutor, NodeRunResult, RuntimeServices } from '@loomflow/nodes/runtime';

const RUNS = Number(process.env.BENCH_RUNS ?? 5000);
const WARM_UP = 500;

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

function instant(
  name: string,
  answer: (inputs: Readonly<Record<string, unknown>>) => NodeRunResult,
): NodeExecutor {
  return {
    name,
    execute: (context) => {
      if (context.streamsToClient) context.emit({ type: 'token', text: 'x' });
      return Promise.resolve(answer(context.inputs));
    },
  };
}

const reply = (inputs: Readonly<Record<string, unknown>>): NodeRunResult => ({
  output: { content: typeof inputs.fakeReply === 'string' ? inputs.fakeReply : '' },
  usage: { inputTokens: 10, outputTokens: 5, totalTokens: 15 },
});

const EXECUTORS = new Map<string, NodeExecutor>([
  ['startAgentflow', instant('startAgentflow', () => ({ output: { content: 'question' } }))],
  ['llmAgentflow', instant('llmAgentflow', reply)],
  [
    'conditionAgentflow',
    instant('conditionAgentflow', () => ({ output: { content: 'Condition 0' }, takenOutputs: [0] })),
  ],
  ['directReplyAgentflow', instant('directReplyAgentflow', reply)],
  ['customFunctionAgentflow', instant('customFunctionAgentflow', reply)],
]);

function unused(): Promise<never> {
  return Promise.reject(new Error('not used by the bench'));
}

const SERVICES: RuntimeServices = {
  chatModels: { create: unused },
  credentials: { read: unused },
  sandbox: { run: unused },
  fetch: unused,
  customTools: { get: unused },
  flows: { invoke: unused },
};

async function main(): Promise<void> {
  const text = readFileSync(
    new URL('../packages/engine/src/fixtures/six-node.json', import.meta.url),
    'utf8',
  );
  const parsed = parseFlowData(text);
  if (!parsed.ok) throw new Error(parsed.issues.map((issue) => issue.message).join('; '));
  let events = 0;
  const onEvent = (event: EngineEvent): void => {
    if (event.type !== 'token') events += 1;
  };
  const request = (index: number): AgentflowRunRequest => ({
    flowData: parsed.flowData,
    identity: {
      chatflowId: 'flow',
      chatId: `chat-${String(index)}`,
      sessionId: `chat-${String(index)}`,
      executionId: `execution-${String(index)}`,
      workspaceId: 'workspace',
    },
    question: 'How do I reset my password?',
    pastMessages: [],
    vars: {},
    streaming: true,
    services: SERVICES,
    executors: (name) => EXECUTORS.get(name),
  });
  for (let index = 0; index < WARM_UP; index += 1) await runAgentflow(request(index), onEvent);
  const times: number[] = [];
  events = 0;
  const began = performance.now();
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    const result = await runAgentflow(request(index), onEvent);
    times.push(performance.now() - started);
    if (result.state !== 'FINISHED' || result.executionData.length !== 5) {
      throw new Error(`unexpected run: ${result.state} ${result.error ?? ''}`);
    }
  }
  const total = performance.now() - began;
  times.sort((left, right) => left - right);
  const format = (value: number): string => `${value.toFixed(3)} ms`;
  console.log(
    `Engine overhead per run, 6-node agentflow, instant executors (${String(RUNS)} runs after ${String(WARM_UP)} warm-up; target p50 ≤ 2 ms)`,
  );
  console.log(
    `  p50 ${format(percentile(times, 0.5))}   p95 ${format(percentile(times, 0.95))}   p99 ${format(percentile(times, 0.99))}   max ${format(times.at(-1) ?? Number.NaN)}`,
  );
  console.log(
    `  ${(RUNS / (total / 1000)).toFixed(0)} runs/s sequential, ${(events / RUNS).toFixed(0)} events per run`,
  );
}

await main();
