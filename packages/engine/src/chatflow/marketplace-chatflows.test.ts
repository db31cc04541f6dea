import { parseFlowData, type FlowData, type FlowNode } from '@loomflow/core';
import { findNodeDefinition } from '@loomflow/nodes';
import {
  CHAT_MODEL_PROVIDER,
  findChatflowComponent,
  inMemoryVectorPort,
  type RuntimeServices,
} from '@loomflow/nodes/runtime';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { marketplaceFlows, templateFlowData } from '@loomflow/testkit/fixtures';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNUSED_SERVICES } from '../test-support/fake-executors.ts';
import { isStickyNote } from './chatflow-graph.ts';
import { runChatflow } from './run-chatflow.ts';
import { upsertChatflow } from './upsert-chatflow.ts';

/**
 * Flowise's marketplace chatflows built only from nodes the chatflow runtime has run end to end with the real
 * components and LangChain providers, once their chat model nodes point at the fake LLM.
 */

const FAKE_CREDENTIAL = 'fake-openai-credential';

function isChatModelNode(node: FlowNode): boolean {
  const category = findNodeDefinition(node.data.name)?.category ?? node.data.category;
  return category === 'Chat Models';
}

function isTextLlmNode(node: FlowNode): boolean {
  return (findNodeDefinition(node.data.name)?.category ?? node.data.category) === 'LLMs';
}

/** Every chat model node becomes ChatOpenAI, every LLM node OpenAI (completions), at the fake server. */
function pointModelsAt(flowData: FlowData, baseUrl: string): FlowData {
  const nodes = flowData.nodes.map((node): FlowNode => {
    if (isChatModelNode(node)) {
      const inputs = { ...(node.data.inputs ?? {}), modelName: 'gpt-4o-mini', basepath: baseUrl };
      return { ...node, data: { ...node.data, name: 'chatOpenAI', credential: FAKE_CREDENTIAL, inputs } };
    }
    if (isTextLlmNode(node)) {
      const inputs = { modelName: 'gpt-3.5-turbo-instruct', temperature: 0.7, basepath: baseUrl };
      return { ...node, data: { ...node.data, name: 'openAI', credential: FAKE_CREDENTIAL, inputs } };
    }
    return node;
  });
  return { ...flowData, nodes };
}

/** Nodes that need something of the user's besides a model (a database): their flows get a test of their own. */
const NEEDS_A_DATABASE = new Set(['sqlDatabaseChain']);

function needsDatabase(flowData: FlowData): boolean {
  return flowData.nodes.some((node) => NEEDS_A_DATABASE.has(node.data.name));
}

/** The SQL chains read this SQLite file (an empty file is an empty SQLite database). */
function pointSqlChainsAt(flowData: FlowData, file: string): FlowData {
  const nodes = flowData.nodes.map((node): FlowNode => {
    if (!NEEDS_A_DATABASE.has(node.data.name)) return node;
    const inputs = { ...(node.data.inputs ?? {}), database: 'sqlite', url: file };
    return { ...node, data: { ...node.data, inputs } };
  });
  return { ...flowData, nodes };
}

/** Embeddings nodes become OpenAI Embeddings at the fake server. */
function pointEmbeddingsAt(flowData: FlowData, baseUrl: string): FlowData {
  const nodes = flowData.nodes.map((node): FlowNode => {
    if ((findNodeDefinition(node.data.name)?.category ?? node.data.category) !== 'Embeddings') return node;
    const inputs = { ...(node.data.inputs ?? {}), modelName: 'text-embedding-3-small', basepath: baseUrl };
    return { ...node, data: { ...node.data, name: 'openAIEmbeddings', credential: FAKE_CREDENTIAL, inputs } };
  });
  return { ...flowData, nodes };
}

/** Vector store nodes keep their settings and get a credential: the test's vectors port is in memory. */
function pointVectorStoresAtPort(flowData: FlowData): FlowData {
  const nodes = flowData.nodes.map((node): FlowNode =>
    findChatflowComponent(node.data.name)?.upsert === undefined
      ? node
      : { ...node, data: { ...node.data, credential: FAKE_CREDENTIAL } },
  );
  return { ...flowData, nodes };
}

/** Flows whose vector stores hold documents upserted beforehand (Pinecone…): their flows get a test of their own. */
function needsVectors(flowData: FlowData): boolean {
  return flowData.nodes.some((node) => findChatflowComponent(node.data.name)?.upsert !== undefined);
}

/** A Plain Text loader feeding a vector store node: the document its upsert writes. */
function withDocument(flowData: FlowData, storeId: string, text: string, source: string): FlowData {
  const loaderId = `plainText_${storeId}`;
  const loader: FlowNode = {
    id: loaderId,
    type: 'customNode',
    position: { x: 0, y: 0 },
    data: {
      id: loaderId,
      name: 'plainText',
      label: `Text for ${storeId}`,
      inputs: { text, metadata: JSON.stringify({ source }) },
    },
  };
  const nodes = flowData.nodes.map((node): FlowNode =>
    node.id === storeId
      ? {
          ...node,
          data: {
            ...node.data,
            inputs: { ...node.data.inputs, document: [`{{${loaderId}.data.instance}}`] },
          },
        }
      : node,
  );
  return { ...flowData, nodes: [...nodes, loader] };
}

const allRunnable = marketplaceFlows()
  .filter((flow) => flow.folder === 'chatflows')
  .flatMap((flow) => {
    const parsed = parseFlowData(templateFlowData(flow));
    if (!parsed.ok) throw new Error(`${flow.name} does not parse`);
    const runs = parsed.flowData.nodes.every(
      (node) =>
        isStickyNote(node) ||
        isChatModelNode(node) ||
        isTextLlmNode(node) ||
        findChatflowComponent(node.data.name),
    );
    return runs ? [[flow.name, parsed.flowData] as const] : [];
  });
const runnable = allRunnable.filter(([, flowData]) => !needsDatabase(flowData) && !needsVectors(flowData));
const withVectors = allRunnable.filter(([, flowData]) => needsVectors(flowData));
const withDatabase = allRunnable.filter(([, flowData]) => needsDatabase(flowData));

const services: RuntimeServices = {
  ...UNUSED_SERVICES,
  // LLM nodes (text completion) call through the run's fetch: here the process's, to the fake.
  fetch: (url, init) => fetch(url, init),
  chatModels: CHAT_MODEL_PROVIDER,
  credentials: {
    read: (id) =>
      id === FAKE_CREDENTIAL
        ? Promise.resolve({ openAIApiKey: 'test-key' })
        : Promise.reject(new Error(`Credential ${id} not found`)),
  },
};

describe('Flowise marketplace chatflows against the fake LLM', () => {
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAI({ apiKey: 'test-key' });
  });
  afterAll(async () => {
    await fake.close();
  });

  it('include the chatflows built from prompts, LLM / Conversation chains and memories', () => {
    expect(runnable.map(([name]) => name)).toEqual(
      expect.arrayContaining(['Conversation Chain', 'LLM Chain']),
    );
  });

  it.each(runnable)('%s runs to its answer, streaming tokens', async (_name, flowData) => {
    fake.reset();
    const tokens: string[] = [];
    const result = await runChatflow(
      {
        flowData: pointModelsAt(flowData, fake.url),
        identity: { chatflowId: 'flow-1', chatId: 'chat-1', sessionId: 'session-1', workspaceId: 'ws-1' },
        question: 'socks',
        chatHistory: [],
        vars: {},
        streaming: true,
        services,
        memory: { pastMessages: () => Promise.resolve([]) },
      },
      ({ emission }) => {
        if (emission.type === 'token') tokens.push(emission.text);
      },
    );
    expect(result.text).toContain('Echo:');
    expect(tokens.join('')).toBe(result.text);
    expect(result.usage?.totalTokens).toBeGreaterThan(0);
    // The question reached the model: in a chat request's messages, or an LLM node's completions prompt.
    const [first] = fake.requests.filter((request) => /\/(chat\/)?completions$/.test(request.path));
    expect(JSON.stringify(first?.body)).toContain('socks');
  });

  it('include the SQL DB Chain, which runs against a SQLite file', () => {
    expect(withDatabase.map(([name]) => name)).toEqual(['SQL DB Chain']);
  });

  it.each(withDatabase)('%s runs the SELECT its model writes and answers', async (_name, flowData) => {
    const directory = mkdtempSync(path.join(tmpdir(), 'loomflow-sql-chain-'));
    try {
      const file = path.join(directory, 'shop.db');
      writeFileSync(file, '');
      fake.reset();
      fake.script('SELECT 3 AS socks', 'There are 3 socks.');
      const result = await runChatflow({
        flowData: pointSqlChainsAt(pointModelsAt(flowData, fake.url), file),
        identity: { chatflowId: 'flow-1', chatId: 'chat-1', sessionId: 'session-1', workspaceId: 'ws-1' },
        question: 'How many socks?',
        chatHistory: [],
        vars: {},
        streaming: false,
        services,
        memory: { pastMessages: () => Promise.resolve([]) },
      });
      expect(result.text).toContain('There are 3 socks.');
      const requests = fake.chatRequests();
      expect(JSON.stringify(requests[0]?.messages)).toContain('How many socks?');
      // The second model call sees the row the query returned.
      expect(JSON.stringify(requests[1]?.messages)).toContain('3');
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('include Multiple Documents QnA, whose Pinecone stores are upserted first', () => {
    expect(withVectors.map(([name]) => name)).toEqual(['Multiple Documents QnA']);
  });

  it.each(withVectors)(
    '%s answers from the documents upserted into its vector stores',
    async (_name, flowData) => {
      fake.reset();
      const vectors = inMemoryVectorPort();
      // The embeddings nodes reach the fake server through the run's fetch.
      const withPort: RuntimeServices = { ...services, vectors, fetch: (url, init) => fetch(url, init) };
      const pointed = pointVectorStoresAtPort(pointEmbeddingsAt(pointModelsAt(flowData, fake.url), fake.url));
      const upserted = withDocument(
        withDocument(pointed, 'pinecone_0', 'Apple sold 232 million iPhones in fiscal 2023.', 'apple'),
        'pinecone_1',
        'Tesla delivered 1.8 million cars in 2023.',
        'tesla',
      );
      const identity = {
        chatflowId: 'flow-1',
        chatId: 'chat-1',
        sessionId: 'session-1',
        workspaceId: 'ws-1',
      };
      const memory = { pastMessages: () => Promise.resolve([]) };
      for (const stopNodeId of ['pinecone_0', 'pinecone_1']) {
        const outcome = await upsertChatflow({
          flowData: upserted,
          identity,
          vars: {},
          services: withPort,
          memory,
          stopNodeId,
        });
        expect(outcome.numAdded).toBe(1);
      }
      // Each Pinecone node keeps its own index namespace, as in Flowise.
      expect([...vectors.opened.keys()].sort()).toEqual([
        'pinecone:newindex_pinecone-form10k',
        'pinecone:newindex_pinecone-form10k-2',
      ]);

      fake.script(
        { type: 'tool_calls', toolCalls: [{ name: 'search_apple', arguments: { input: 'iPhones sold' } }] },
        'Apple sold 232 million iPhones.',
      );
      const result = await runChatflow({
        flowData: pointed,
        identity,
        question: 'How many iPhones did Apple sell?',
        chatHistory: [],
        vars: {},
        streaming: false,
        services: withPort,
        memory,
      });
      expect(result.text).toBe('Apple sold 232 million iPhones.');
      expect(result.sourceDocuments).toContainEqual(
        expect.objectContaining({
          pageContent: 'Apple sold 232 million iPhones in fiscal 2023.',
          metadata: { source: 'apple' },
        }),
      );
      // The tool's answer reached the model: the Apple document, filtered by the node's {"source":"apple"}.
      expect(JSON.stringify(fake.chatRequests()[1]?.messages)).toContain('232 million iPhones');
      expect(JSON.stringify(fake.chatRequests()[1]?.messages)).not.toContain('Tesla');
    },
  );
});
