import Database from 'better-sqlite3';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  memoryOf,
  runComponent,
  testServices,
  tokensOf,
} from '../../agents/test-support/chatflow-harness.ts';
import { CHAT_MODEL_COMPONENTS } from '../../chat-models/runtime/chat-model.component.ts';
import { CHATFLOW_COMPONENTS, findChatflowComponent } from '../../runtime/chatflow-component-registry.ts';
import type { ChatflowInitContext } from '../../runtime/chatflow-component.ts';
import type { DocumentRetriever } from '../../runtime/node-executor.ts';
import { initContext as sharedInitContext } from '../../agents/test-support/chatflow-harness.ts';

/**
 * Every chatflow component that answers (chains and agents) answers with its model's Streaming on and off, to a
 * client that streams and one that does not: Flowise users often turn Streaming off, and migrated flows must not
 * answer nothing. When both stream, the answer also reaches the client as tokens.
 */

let fake: FakeOpenAI;
let directory: string;
let sqlitePath: string;
beforeAll(async () => {
  fake = await startFakeOpenAI({ apiKey: 'sk-test-key' });
  directory = mkdtempSync(join(tmpdir(), 'loomflow-answer-modes-'));
  sqlitePath = join(directory, 'shop.db');
  const db = new Database(sqlitePath);
  db.exec(
    'CREATE TABLE orders (id INTEGER PRIMARY KEY, total REAL); INSERT INTO orders (total) VALUES (20);',
  );
  db.close();
});
afterAll(async () => {
  await fake.close();
  rmSync(directory, { recursive: true, force: true });
});
beforeEach(() => {
  fake.reset();
});

const retriever: DocumentRetriever = {
  retrieve: () =>
    Promise.resolve([{ pageContent: 'Refunds take fourteen days.', metadata: { source: 'refunds.txt' } }]),
};
const services = testServices({ retriever });

function context(
  inputs: Record<string, unknown>,
  outputs: Record<string, unknown> = {},
): ChatflowInitContext {
  return sharedInitContext(inputs, { outputs, credentialId: 'openai', services });
}

async function node(name: string, inputs: Record<string, unknown> = {}, outputs = {}): Promise<unknown> {
  const component = findChatflowComponent(name);
  if (!component) throw new Error(`${name} is not registered`);
  return component.init(context(inputs, outputs));
}

/** ChatOpenAI at the fake server with the node's Streaming setting. */
function model(streaming: boolean): Promise<unknown> {
  const chatOpenAI = CHAT_MODEL_COMPONENTS.find((component) => component.name === 'chatOpenAI');
  if (!chatOpenAI) throw new Error('chatOpenAI component missing');
  return chatOpenAI.init(context({ modelName: 'gpt-4o-mini', basepath: fake.url, streaming }));
}

const retrieverNode = async () =>
  node(
    'vectorStoreRetriever',
    {
      vectorStore: await node('documentStoreVS', { selectedStore: 'policies' }, { output: 'vectorStore' }),
      name: 'policies',
      description: 'Questions about refunds',
    },
    {},
  );
const storeRetriever = () => node('documentStoreVS', { selectedStore: 'policies' }, { output: 'retriever' });
const memory = () => memoryOf([]);

interface AnswerCase {
  readonly name: string;
  /** The replies the model gives, in order: the last is the answer's source. */
  readonly replies: readonly string[];
  readonly answer: string;
  /** Text agents parse the model's whole reply before answering: their answer goes out as one token. */
  readonly wholeAnswer?: boolean;
  readonly inputs: (model: unknown) => Promise<Record<string, unknown>>;
}

const ANSWER = 'Refunds take fourteen days.';

const CASES: readonly AnswerCase[] = [
  {
    name: 'llmChain',
    replies: [ANSWER],
    answer: ANSWER,
    inputs: async (chatModel) => ({
      model: chatModel,
      prompt: await node('promptTemplate', {
        template: 'Answer: {question}',
        promptValues: '{"question":"{{question}}"}',
      }),
    }),
  },
  {
    name: 'conversationChain',
    replies: [ANSWER],
    answer: ANSWER,
    inputs: (chatModel) => Promise.resolve({ model: chatModel, memory: memory() }),
  },
  {
    name: 'retrievalQAChain',
    replies: [ANSWER],
    answer: ANSWER,
    inputs: async (chatModel) => ({ model: chatModel, vectorStoreRetriever: await storeRetriever() }),
  },
  {
    name: 'conversationalRetrievalQAChain',
    replies: [ANSWER],
    answer: ANSWER,
    inputs: async (chatModel) => ({
      model: chatModel,
      vectorStoreRetriever: await storeRetriever(),
      memory: memory(),
    }),
  },
  {
    name: 'multiRetrievalQAChain',
    replies: ['policies', ANSWER],
    answer: ANSWER,
    inputs: async (chatModel) => ({ model: chatModel, vectorStoreRetriever: [await retrieverNode()] }),
  },
  {
    name: 'multiPromptChain',
    replies: ['refunds', ANSWER],
    answer: ANSWER,
    inputs: async (chatModel) => ({
      model: chatModel,
      promptRetriever: [
        await node('promptRetriever', {
          name: 'refunds',
          description: 'Questions about refunds',
          systemMessage: 'You answer refund questions.',
        }),
      ],
    }),
  },
  {
    name: 'sqlDatabaseChain',
    replies: ['SELECT SUM(total) AS spent FROM orders', 'The orders total 20.'],
    answer: 'The orders total 20.',
    inputs: (chatModel) => Promise.resolve({ model: chatModel, database: 'sqlite', url: sqlitePath }),
  },
  {
    name: 'toolAgent',
    replies: [ANSWER],
    answer: ANSWER,
    inputs: async (chatModel) => ({ model: chatModel, tools: [await node('calculator')], memory: memory() }),
  },
  {
    name: 'reactAgentChat',
    wholeAnswer: true,
    replies: [`Thought: I know it.\nFinal Answer: ${ANSWER}`],
    answer: ANSWER,
    inputs: async (chatModel) => ({ model: chatModel, tools: [await node('calculator')], memory: memory() }),
  },
  {
    name: 'conversationalAgent',
    wholeAnswer: true,
    replies: [JSON.stringify({ action: 'Final Answer', action_input: ANSWER })],
    answer: ANSWER,
    inputs: async (chatModel) => ({ model: chatModel, tools: [await node('calculator')], memory: memory() }),
  },
];

/** Components that answer without a chat model of the flow (the OpenAI Assistants API, code). */
const NOT_MODEL_ANSWERS = new Set(['openAIAssistant', 'customFunction']);

const MODES = [
  { modelStreaming: true, clientStreaming: true },
  { modelStreaming: true, clientStreaming: false },
  { modelStreaming: false, clientStreaming: true },
  { modelStreaming: false, clientStreaming: false },
] as const;

const TABLE = CASES.flatMap((answerCase) => MODES.map((mode) => ({ ...answerCase, ...mode })));

describe('chatflow answers with the model streaming on and off, to streaming and plain clients', () => {
  it('cover every chatflow component that answers with a chat model', () => {
    const answering = [...CHATFLOW_COMPONENTS.values()]
      .filter((component) => component.run !== undefined && !NOT_MODEL_ANSWERS.has(component.name))
      .map((component) => component.name)
      .sort();
    expect(CASES.map((answerCase) => answerCase.name).sort()).toEqual(answering);
  });

  it.each(TABLE)(
    '$name: model streaming $modelStreaming, client streaming $clientStreaming',
    async ({ name, replies, answer, wholeAnswer, inputs, modelStreaming, clientStreaming }) => {
      const component = findChatflowComponent(name);
      if (!component) throw new Error(`${name} is not registered`);
      fake.script(...replies);
      const { answer: result, emitted } = await runComponent(
        component,
        await inputs(await model(modelStreaming)),
        {
          question: 'How long do refunds take?',
          streaming: clientStreaming,
          services,
        },
      );
      expect(result.text).toBe(answer);
      const requests = fake.chatRequests();
      expect(requests).toHaveLength(replies.length);
      // The model is called as its node says: streamed only when its Streaming is on.
      expect(requests.at(-1)?.stream === true).toBe(modelStreaming);
      if (clientStreaming) expect(tokensOf(emitted)).toBe(answer);
      else expect(tokensOf(emitted)).toBe('');
      if (clientStreaming && modelStreaming && wholeAnswer !== true)
        expect(emitted.filter((emission) => emission.type === 'token').length).toBeGreaterThan(1);
    },
  );
});
