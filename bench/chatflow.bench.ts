/**
 * Chatflow runtime overhead per prediction, in process (target p50 ≤ 3 ms): an LLM Chain whose prompt reads the
 * session's conversation (`{{chat_history}}`, 20 earlier messages), and the marketplace Conversation Chain with
 * Buffer Memory, both with the real components (prompt templates, chains, memory) and an instant LangChain fake chat
 * model in place of the provider's, so what is measured is validation, ordering, templates, component init, prompt
 * formatting, streaming through LangChain and events — not a network.
 * Run: npm run chatflow -w @loomflow/bench. Prints figures; asserts nothing.
 */
import { readFileSync } from 'node:fs';
import { FakeListChatModel } from '@langchain/core/utils/testing';
import { parseFlowData, type FlowData } from '@loomflow/core';
import { runChatflow, type ChatflowRunRequest } from '@loomflow/engine';
import type { ChatTurn, RuntimeServices } from '@loomflow/nodes/runtime';
import { marketplaceFlows, templateFlowData } from '@loomflow/testkit/fixtures';

const RUNS = Number(process.env.BENCH_RUNS ?? 3000);
const WARM_UP = 300;

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

function unused(): Promise<never> {
  return Promise.reject(new Error('not used by the bench'));
}

const SERVICES: RuntimeServices = {
  chatModels: {
    create: () =>
      Promise.resolve(new FakeListChatModel({ responses: ['A short answer from the fake model.'] })),
  },
  credentials: { read: unused },
  sandbox: { run: unused },
  fetch: unused,
  customTools: { get: unused },
  flows: { invoke: unused },
};

const HISTORY: ChatTurn[] = Array.from({ length: 20 }, (_, index) => ({
  role: index % 2 === 0 ? 'user' : 'assistant',
  content: `Message ${String(index)} of the conversation so far, a sentence long.`,
}));

function parsed(text: string): FlowData {
  const result = parseFlowData(text);
  if (!result.ok) throw new Error(result.issues.map((issue) => issue.message).join('; '));
  return result.flowData;
}

function withCredentials(flowData: FlowData): FlowData {
  const nodes = flowData.nodes.map((node) =>
    node.data.category === 'Chat Models' ? { ...node, data: { ...node.data, credential: 'bench' } } : node,
  );
  return { ...flowData, nodes };
}

async function measure(label: string, flowData: FlowData): Promise<void> {
  const request = (index: number): ChatflowRunRequest => ({
    flowData,
    identity: {
      chatflowId: 'flow',
      chatId: `chat-${String(index)}`,
      sessionId: 'session',
      workspaceId: 'ws',
    },
    question: 'How do I reset my password?',
    chatHistory: HISTORY,
    vars: { team: 'support' },
    streaming: true,
    services: SERVICES,
    memory: { pastMessages: () => Promise.resolve(HISTORY) },
  });
  let tokens = 0;
  const onEmission = (): void => {
    tokens += 1;
  };
  for (let index = 0; index < WARM_UP; index += 1) await runChatflow(request(index), onEmission);
  tokens = 0;
  const times: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    const result = await runChatflow(request(index), onEmission);
    times.push(performance.now() - started);
    if (result.text === '') throw new Error('empty answer');
  }
  times.sort((left, right) => left - right);
  const format = (value: number): string => `${value.toFixed(3)} ms`;
  console.log(`${label} (${String(RUNS)} runs after ${String(WARM_UP)} warm-up; target p50 ≤ 3 ms)`);
  console.log(
    `  p50 ${format(percentile(times, 0.5))}   p95 ${format(percentile(times, 0.95))}   p99 ${format(percentile(times, 0.99))}   max ${format(times.at(-1) ?? Number.NaN)}   ${(tokens / RUNS).toFixed(0)} emissions per run`,
  );
}

async function main(): Promise<void> {
  const llmChain = parsed(
    readFileSync(new URL('../packages/engine/src/chatflow/fixtures/llm-chain.json', import.meta.url), 'utf8'),
  );
  const conversation = marketplaceFlows().find(
    (flow) => flow.folder === 'chatflows' && flow.name === 'Conversation Chain',
  );
  if (!conversation) throw new Error('the Conversation Chain template is missing');
  await measure('Chatflow overhead per prediction, LLM Chain with {{chat_history}}', llmChain);
  await measure(
    'Chatflow overhead per prediction, Conversation Chain with Buffer Memory',
    withCredentials(parsed(templateFlowData(conversation))),
  );
}

await main();
