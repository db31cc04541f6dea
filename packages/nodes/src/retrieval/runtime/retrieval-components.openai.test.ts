import { Document } from '@langchain/core/documents';
import { BaseRetriever } from '@langchain/core/retrievers';
import { VectorStore } from '@langchain/core/vectorstores';
import { OpenAIEmbeddings } from '@langchain/openai';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_MODEL_COMPONENTS } from '../../chat-models/runtime/chat-model.component.ts';
import { bufferMemoryComponent } from '../../memory/runtime/buffer-memory.component.ts';
import { createChatModelProvider } from '../../runtime/chat-model-provider.ts';
import { findChatflowComponent } from '../../runtime/chatflow-component-registry.ts';
import type {
  ChatflowComponent,
  ChatflowInitContext,
  ChatflowMemoryStore,
} from '../../runtime/chatflow-component.ts';
import type {
  ChatTurn,
  DocumentRetriever,
  NodeEmission,
  RuntimeServices,
} from '../../runtime/node-executor.ts';
import { conversationalRetrievalQAChainComponent } from './conversational-retrieval-qa-chain.component.ts';
import { documentStoreVSComponent } from './document-store-vs.component.ts';
import { retrievalQAChainComponent } from './retrieval-qa-chain.component.ts';

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI({ apiKey: 'sk-test-key', embeddingDimensions: 512 });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  searches.length = 0;
});

const CHUNKS = [
  { pageContent: 'Shipping takes three to five working days inside the country.', source: 'shipping.txt' },
  { pageContent: 'Refunds are paid back within fourteen days to the card used.', source: 'refunds.txt' },
  { pageContent: 'Gift cards cannot be exchanged for cash.', source: 'gift-cards.txt' },
];

type RetrieveRequest = Parameters<DocumentRetriever['retrieve']>[0];
const searches: Omit<RetrieveRequest, 'signal'>[] = [];

function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  a.forEach((value, index) => {
    const other = b[index] ?? 0;
    dot += value * other;
    na += value * value;
    nb += other * other;
  });
  return dot / Math.sqrt(na * nb);
}

/** The store "policies" as the server would search it: the fake server's deterministic embeddings, cosine order. */
const retriever: DocumentRetriever = {
  async retrieve(request) {
    const { signal: _signal, ...rest } = request;
    searches.push(rest);
    if (request.storeId !== 'policies')
      throw new Error(`Document store ${request.storeId} is not in this workspace`);
    const embeddings = new OpenAIEmbeddings({
      apiKey: 'sk-test-key',
      model: 'text-embedding-3-small',
      dimensions: 512,
      configuration: { baseURL: fake.url },
    });
    const [query, ...vectors] = await embeddings.embedDocuments([
      request.query,
      ...CHUNKS.map((chunk) => chunk.pageContent),
    ]);
    return CHUNKS.map((chunk, index) => ({
      pageContent: chunk.pageContent,
      metadata: { source: chunk.source },
      score: cosine(query ?? [], vectors[index] ?? []),
    }))
      .filter((hit) => !request.filter || hit.metadata.source === request.filter.source)
      .sort((a, b) => b.score - a.score)
      .slice(0, request.topK ?? 2);
  },
};

const services = {
  chatModels: createChatModelProvider(),
  credentials: {
    read: (id: string) =>
      id === 'openai'
        ? Promise.resolve({ openAIApiKey: 'sk-test-key' })
        : Promise.reject(new Error(`Credential ${id} not found`)),
  },
  retriever,
} as unknown as RuntimeServices;

const stored: Record<string, ChatTurn[]> = {
  'session-1': [
    { role: 'user', content: 'I bought a kettle last week.' },
    { role: 'assistant', content: 'I hope you enjoy it.' },
  ],
};
const memory: ChatflowMemoryStore = { pastMessages: (id) => Promise.resolve(stored[id] ?? []) };

function initContext(
  inputs: Record<string, unknown>,
  extra: Partial<ChatflowInitContext> = {},
): ChatflowInitContext {
  return {
    nodeId: 'node_0',
    nodeLabel: 'Node',
    inputs,
    outputs: {},
    credentialId: undefined,
    run: { chatflowId: 'flow-1', chatId: 'chat-1', sessionId: 'session-1', workspaceId: 'ws-1' },
    question: 'How long do refunds take?',
    chatHistory: [],
    vars: {},
    memory,
    services,
    signal: new AbortController().signal,
    resolveTemplate: (text) => text,
    ...extra,
  };
}

async function model(): Promise<unknown> {
  const chatOpenAI = CHAT_MODEL_COMPONENTS.find((component) => component.name === 'chatOpenAI');
  if (!chatOpenAI) throw new Error('chatOpenAI component missing');
  return chatOpenAI.init(
    initContext({ modelName: 'gpt-4o-mini', basepath: fake.url }, { credentialId: 'openai' }),
  );
}

async function store(output?: string): Promise<unknown> {
  return init(
    documentStoreVSComponent,
    initContext({ selectedStore: 'policies:Policies' }, output ? { outputs: { output } } : {}),
  );
}

async function runChain(
  component: ChatflowComponent,
  inputs: Record<string, unknown>,
  extra: Partial<ChatflowInitContext> & { streaming?: boolean } = {},
) {
  const { streaming = true, ...initExtra } = extra;
  const context = initContext(inputs, initExtra);
  const instance = await component.init(context);
  const emitted: NodeEmission[] = [];
  if (!component.run) throw new Error(`${component.name} does not run`);
  const answer = await component.run({
    ...context,
    instance,
    streaming,
    emit: (emission) => emitted.push(emission),
  });
  return { answer, emitted };
}

/** Init as the runtime sees it: a throw and a rejection alike become a rejection. */
async function init(component: ChatflowComponent, context: ChatflowInitContext): Promise<unknown> {
  return component.init(context);
}

function tokens(emitted: readonly NodeEmission[]): string {
  return emitted.flatMap((emission) => (emission.type === 'token' ? [emission.text] : [])).join('');
}

describe('documentStoreVS', () => {
  it('gives a LangChain retriever whose documents carry their source, searched in the chosen store', async () => {
    const retrieverObject = await store();
    expect(retrieverObject).toBeInstanceOf(BaseRetriever);
    if (!(retrieverObject instanceof BaseRetriever)) return;
    const documents = await retrieverObject.invoke('refunds paid back to the card');
    expect(documents[0]).toBeInstanceOf(Document);
    expect(documents[0]?.metadata).toMatchObject({ source: 'refunds.txt' });
    expect(searches).toEqual([{ storeId: 'policies', query: 'refunds paid back to the card' }]);
  });

  it('gives a read-only vector store whose text searches pass k, filter and MMR to the store', async () => {
    const vectorStore = await store('vectorStore');
    expect(vectorStore).toBeInstanceOf(VectorStore);
    if (!(vectorStore instanceof VectorStore)) return;
    const scored = await vectorStore.similaritySearchWithScore('gift cards cash', 1);
    expect(scored).toHaveLength(1);
    expect(scored[0]?.[0].metadata.source).toBe('gift-cards.txt');
    expect(scored[0]?.[1]).toBeGreaterThan(0);
    await vectorStore.similaritySearch('days', 3, { source: 'shipping.txt' });
    await vectorStore
      .asRetriever({ k: 2, searchType: 'mmr', searchKwargs: { fetchK: 10, lambda: 0.3 } })
      .invoke('refunds');
    expect(searches.slice(1)).toEqual([
      { storeId: 'policies', query: 'days', topK: 3, filter: { source: 'shipping.txt' } },
      { storeId: 'policies', query: 'refunds', topK: 2, mmr: { fetchK: 10, lambda: 0.3 } },
    ]);
    await expect(vectorStore.addDocuments([new Document({ pageContent: 'x' })])).rejects.toThrow(
      'upsert the store from its page',
    );
    await expect(vectorStore.similaritySearch('x', 2, { source: ['a'] })).rejects.toThrow(
      'filter matches text, numbers or true/false values only',
    );
  });

  it('refuses an empty choice, and says so when the run has no retrieval', async () => {
    await expect(init(documentStoreVSComponent, initContext({ selectedStore: '' }))).rejects.toThrow(
      'choose a document store in "Select Store"',
    );
    const withoutPort = { ...services, retriever: undefined } as unknown as RuntimeServices;
    await expect(
      init(documentStoreVSComponent, initContext({ selectedStore: 'policies' }, { services: withoutPort })),
    ).rejects.toThrow('document store retrieval is not available in this run');
  });

  it('reports a store of another workspace when searched', async () => {
    const other = await init(documentStoreVSComponent, initContext({ selectedStore: 'elsewhere' }));
    if (!(other instanceof BaseRetriever)) throw new Error('not a retriever');
    await expect(other.invoke('anything')).rejects.toThrow(
      'Document store elsewhere is not in this workspace',
    );
  });
});

describe('conversationalRetrievalQAChain', () => {
  it('rephrases the follow-up with the conversation, retrieves for it, streams the answer and returns sources', async () => {
    fake.script('How long until refunds are paid back to the card?', 'Fourteen days.');
    const bufferMemory = await bufferMemoryComponent.init(initContext({}));
    const { answer, emitted } = await runChain(conversationalRetrievalQAChainComponent, {
      model: await model(),
      vectorStoreRetriever: await store(),
      memory: bufferMemory,
      returnSourceDocuments: true,
    });
    expect(answer.text).toBe('Fourteen days.');
    expect(tokens(emitted)).toBe('Fourteen days.');
    expect(searches[0]?.query).toBe('How long until refunds are paid back to the card?');
    expect(answer.sourceDocuments?.[0]).toEqual({
      pageContent: CHUNKS[1]?.pageContent,
      metadata: { source: 'refunds.txt' },
    });
    expect(answer.usage?.totalTokens).toBeGreaterThan(0);
    const [rephrase, respond] = fake.chatRequests();
    expect(rephrase?.messages[0]?.content).toContain(
      'Human: I bought a kettle last week.\nAssistant: I hope you enjoy it.',
    );
    expect(rephrase?.messages[0]?.content).toContain('Follow-up question: How long do refunds take?');
    expect(respond?.messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(respond?.messages[0]?.content).toContain(CHUNKS[1]?.pageContent);
    expect(respond?.messages[3]?.content).toBe('How long do refunds take?');
  });

  it('does not rephrase a first question, uses the request history without memory, and keeps sources off by default', async () => {
    fake.script('Three to five days.');
    const { answer } = await runChain(
      conversationalRetrievalQAChainComponent,
      { model: await model(), vectorStoreRetriever: await store(), responsePrompt: 'Context: {context}' },
      { question: 'How long does shipping take?', streaming: false },
    );
    expect(answer.text).toBe('Three to five days.');
    expect(answer.sourceDocuments).toBeUndefined();
    expect(fake.chatRequests()).toHaveLength(1);
    expect(fake.chatRequests()[0]?.messages[0]?.content).toMatch(/^Context: Shipping takes/);
  });

  it('refuses prompts without their variables and inputs of the wrong kind', async () => {
    const base = { model: await model(), vectorStoreRetriever: await store() };
    await expect(
      init(conversationalRetrievalQAChainComponent, initContext({ ...base, responsePrompt: 'Answer well.' })),
    ).rejects.toThrow('the Response Prompt must include {context}');
    await expect(
      init(
        conversationalRetrievalQAChainComponent,
        initContext({ ...base, rephrasePrompt: 'Say {what} about {question}' }),
      ),
    ).rejects.toThrow('the Rephrase Prompt has variables the chain cannot fill ({what})');
    await expect(
      init(
        conversationalRetrievalQAChainComponent,
        initContext({ ...base, vectorStoreRetriever: 'policies' }),
      ),
    ).rejects.toThrow('input "vectorStoreRetriever" needs a retriever, got text');
  });
});

describe('retrievalQAChain', () => {
  it('answers from the retrieved documents and streams', async () => {
    fake.script('Gift cards are not exchanged for cash.');
    const { answer, emitted } = await runChain(
      retrievalQAChainComponent,
      { model: await model(), vectorStoreRetriever: await store() },
      { question: 'Can I get cash for a gift card?' },
    );
    expect(answer.text).toBe('Gift cards are not exchanged for cash.');
    expect(tokens(emitted)).toBe(answer.text);
    const prompt = fake.chatRequests()[0]?.messages[0]?.content as string;
    expect(prompt).toContain(CHUNKS[2]?.pageContent);
    expect(prompt).toContain('Question: Can I get cash for a gift card?');
  });
});

describe('registration', () => {
  it('finds the retrieval components by node name', () => {
    for (const name of ['documentStoreVS', 'conversationalRetrievalQAChain', 'retrievalQAChain'])
      expect(findChatflowComponent(name)?.name).toBe(name);
  });
});
