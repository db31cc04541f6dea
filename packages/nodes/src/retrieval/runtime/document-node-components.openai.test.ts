import { Document } from '@langchain/core/documents';
import { Embeddings } from '@langchain/core/embeddings';
import { TextSplitter } from '@langchain/textsplitters';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChatflowComponent } from '../../runtime/chatflow-component-registry.ts';
import type { ChatflowInitContext } from '../../runtime/chatflow-component.ts';
import type { FlowFileReader, RuntimeServices } from '../../runtime/node-executor.ts';

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI({ apiKey: 'sk-test-key', embeddingDimensions: 16 });
});
afterAll(async () => {
  await fake.close();
});

const services = {
  credentials: {
    read: (id: string) =>
      id === 'openai'
        ? Promise.resolve({ openAIApiKey: 'sk-test-key' })
        : Promise.reject(new Error(`Credential ${id} not found`)),
  },
  fetch: (url: string, init?: RequestInit) => fetch(url, init),
} as unknown as RuntimeServices;

function initContext(inputs: Record<string, unknown>, credentialId?: string): ChatflowInitContext {
  return {
    nodeId: 'node_0',
    nodeLabel: 'Node',
    inputs,
    outputs: {},
    credentialId,
    run: { chatflowId: 'flow-1', chatId: 'chat-1', sessionId: 'session-1', workspaceId: 'ws-1' },
    question: '',
    chatHistory: [],
    vars: {},
    memory: { pastMessages: () => Promise.resolve([]) },
    services,
    signal: new AbortController().signal,
    resolveTemplate: (text) => text,
  };
}

async function init(name: string, inputs: Record<string, unknown>, credentialId?: string): Promise<unknown> {
  const component = findChatflowComponent(name);
  if (!component) throw new Error(`no component ${name}`);
  return component.init(initContext(inputs, credentialId));
}

describe('text splitter components', () => {
  it('give a LangChain text splitter that splits with the node settings and keeps metadata', async () => {
    const splitter = await init('recursiveCharacterTextSplitter', { chunkSize: 20, chunkOverlap: 0 });
    expect(splitter).toBeInstanceOf(TextSplitter);
    if (!(splitter instanceof TextSplitter)) return;
    const text = 'First short line here.\n\nSecond short line here.';
    expect(await splitter.splitText(text)).toEqual([
      'First short line',
      'here.',
      'Second short line',
      'here.',
    ]);
    const chunks = await splitter.splitDocuments([
      new Document({ pageContent: text, metadata: { source: 'a.txt' } }),
    ]);
    expect(chunks.length).toBe(4);
    expect(chunks.every((chunk) => chunk.metadata.source === 'a.txt')).toBe(true);
  });
});

describe('embeddings components', () => {
  it('give the LangChain embeddings built with the node credential', async () => {
    const embeddings = await init(
      'openAIEmbeddings',
      { modelName: 'text-embedding-3-small', basepath: fake.url, dimensions: 16 },
      'openai',
    );
    expect(embeddings).toBeInstanceOf(Embeddings);
    if (!(embeddings instanceof Embeddings)) return;
    const vector = await embeddings.embedQuery('hello');
    expect(vector).toHaveLength(16);
    await expect(
      init('openAIEmbeddings', { modelName: 'text-embedding-3-small' }, 'missing'),
    ).rejects.toThrow('Credential missing not found');
  });
});

describe('document loader components', () => {
  it('give the documents of a file sent with the flow, split by a connected splitter', async () => {
    const textSplitter = await init('recursiveCharacterTextSplitter', { chunkSize: 20, chunkOverlap: 0 });
    const data = Buffer.from('First short line here.\n\nSecond line.').toString('base64');
    const documents = await init('textFile', {
      txtFile: `data:text/plain;base64,${data},filename:notes.txt`,
      textSplitter,
    });
    expect(documents).toEqual([
      expect.objectContaining({
        pageContent: 'First short line',
        metadata: expect.objectContaining({ source: 'notes.txt' }),
      }),
      expect.objectContaining({ pageContent: 'here.' }),
      expect.objectContaining({ pageContent: 'Second line.' }),
    ]);
    expect(await init('plainText', { text: 'Hello world' })).toEqual([
      expect.objectContaining({ pageContent: 'Hello world' }),
    ]);
    await expect(init('textFile', { txtFile: 'FILE-STORAGE::["notes.txt"]' })).rejects.toThrow(
      'files kept in the flow’s storage cannot be read in this run',
    );
  });

  it('read files kept with the flow (FILE-STORAGE references) through the flow files port', async () => {
    const reads: string[] = [];
    const flowFiles: FlowFileReader = {
      read: ({ chatflowId, name }) => {
        reads.push(`${chatflowId}/${name}`);
        if (name !== 'notes.txt') return Promise.reject(new Error(`The flow has no file "${name}"`));
        return Promise.resolve({ data: new TextEncoder().encode('Kept with the flow.'), mime: 'text/plain' });
      },
    };
    const loader = findChatflowComponent('textFile');
    const context = initContext({ txtFile: 'FILE-STORAGE::["notes.txt"]' });
    const documents = await loader?.init({ ...context, services: { ...services, flowFiles } });
    expect(documents).toEqual([
      expect.objectContaining({
        pageContent: 'Kept with the flow.',
        metadata: expect.objectContaining({ source: 'notes.txt' }),
      }),
    ]);
    expect(reads).toEqual(['flow-1/notes.txt']);
    await expect(
      loader?.init({
        ...initContext({ txtFile: 'FILE-STORAGE::["gone.txt"]' }),
        services: { ...services, flowFiles },
      }),
    ).rejects.toThrow('The flow has no file "gone.txt"');
  });
});
