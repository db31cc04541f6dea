import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Document } from '@langchain/core/documents';
import { SyntheticEmbeddings } from '@langchain/core/utils/testing';
import {
  findChatflowComponent,
  type ChatflowInitContext,
  type RuntimeServices,
} from '@loomflow/nodes/runtime';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createVectorStoreFactory } from '../vectors/index.ts';
import { ChatflowVectorCollections, workspaceCollectionName } from './chatflow-vector-collections.ts';

const directory = mkdtempSync(path.join(tmpdir(), 'loomflow-chatflow-vectors-'));
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TABLE = `lf_chatflow_vectors_${process.pid}`;

/** Why the postgres vector store node cannot be tried here (pgvector missing), or undefined. */
async function pgvectorMissing(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  try {
    await client.connect();
  } catch (error) {
    if (process.env.CI === 'true') throw error;
    return `PostgreSQL at ${POSTGRES_URL} is unreachable`;
  }
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS vector');
    return undefined;
  } catch (error) {
    return `CREATE EXTENSION vector failed (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    await client.end();
  }
}

const factory = createVectorStoreFactory({
  dataDir: directory,
  readCredential: () => Promise.resolve({ user: 'postgres', password: '' }),
});
const collections = new ChatflowVectorCollections(factory);

afterAll(async () => {
  await collections.closeAll();
  await factory.close();
  rmSync(directory, { recursive: true, force: true });
});

const record = (id: string, vector: number[], pageContent: string) => ({
  id,
  vector,
  pageContent,
  metadata: { source: `${id}.txt` },
});

function contextFor(
  services: RuntimeServices,
  inputs: Record<string, unknown>,
  chatId = 'chat-1',
): ChatflowInitContext {
  return {
    nodeId: 'postgres_0',
    nodeLabel: 'Postgres',
    inputs: { embeddings: new SyntheticEmbeddings({ vectorSize: 16 }), ...inputs },
    outputs: { output: 'retriever' },
    credentialId: 'pg-credential',
    run: { chatflowId: 'flow-1', chatId, sessionId: chatId, workspaceId: 'ws-1' },
    question: '',
    chatHistory: [],
    vars: {},
    memory: { pastMessages: () => Promise.resolve([]) },
    services,
    signal: new AbortController().signal,
    resolveTemplate: (text) => text,
  };
}

describe('chatflow vector collections', () => {
  it('keep embedded collections per workspace: the same name in another workspace is another collection', async () => {
    const spec = {
      provider: 'embeddedVectorStore',
      collection: 'faq',
      dimensions: 3,
      config: {},
      credentialId: undefined,
    };
    const mine = await collections.portFor('ws-a').open(spec);
    await mine.upsert([record('a', [1, 0, 0], 'Socks'), record('b', [0, 1, 0], 'Hats')]);
    const hits = await mine.query({ vector: [1, 0.1, 0], topK: 1 });
    expect(hits).toEqual([
      expect.objectContaining({ id: 'a', pageContent: 'Socks', metadata: { source: 'a.txt' } }),
    ]);
    expect(hits[0]?.score).toBeGreaterThan(0.9);
    expect(await mine.count()).toBe(2);

    const theirs = await collections.portFor('ws-b').open(spec);
    expect(await theirs.count()).toBe(0);
    await mine.delete(['b']);
    expect(await mine.count()).toBe(1);
  });

  it('name shared-space collections after the workspace, and leave external stores’ own names alone', () => {
    const spec = { collection: 'docs', dimensions: 3, config: {}, credentialId: undefined };
    expect(workspaceCollectionName('Ws-1', { ...spec, provider: 'postgres' })).toBe('wws1_docs');
    expect(workspaceCollectionName('ws-1', { ...spec, provider: 'qdrant' })).toBe('docs');
    const long = workspaceCollectionName('ws-1', {
      ...spec,
      provider: 'embeddedVectorStore',
      collection: 'x'.repeat(120),
    });
    expect(long.length).toBeLessThanOrEqual(120);
  });

  it('refuses a store the server does not have', async () => {
    await expect(
      collections.portFor('ws-a').open({
        provider: 'milvus',
        collection: 'c',
        dimensions: 3,
        config: {},
        credentialId: undefined,
      }),
    ).rejects.toThrow('This server has no "milvus" vector store');
  });
});

const missing = await pgvectorMissing();
if (missing) console.warn(`Postgres vector store node against PostgreSQL NOT RUN: ${missing}`);

describe.skipIf(missing !== undefined)(
  'the Postgres vector store node against PostgreSQL with pgvector',
  () => {
    afterAll(async () => {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`DROP TABLE IF EXISTS "${TABLE}"`);
      await client.end();
    });

    it('upserts its documents into its table and retrieves them', async () => {
      const component = findChatflowComponent('postgres');
      const services = { vectors: collections.portFor('ws-pg') } as RuntimeServices;
      const inputs = { host: '127.0.0.1', database: 'test', port: 5432, tableName: TABLE };
      const documents = [
        new Document({ pageContent: 'Wool socks keep feet warm.', metadata: { source: 'socks.txt' } }),
        new Document({ pageContent: 'Refunds take fourteen days.', metadata: { source: 'refunds.txt' } }),
      ];
      const result = await component?.upsert?.(
        contextFor(services, { ...inputs, document: [documents] }),
        {},
      );
      expect(result?.numAdded).toBe(2);
      const retriever = (await component?.init(contextFor(services, { ...inputs, topK: 1 }))) as {
        invoke(query: string): Promise<Document[]>;
      };
      const found = await retriever.invoke('Refunds take fourteen days.');
      expect(found.map((document) => String(document.metadata.source))).toEqual(['refunds.txt']);
    });

    it('with File Upload on, keeps a chat’s upserted file from other chats (SQL scope)', async () => {
      const component = findChatflowComponent('postgres');
      const services = { vectors: collections.portFor('ws-pg') } as RuntimeServices;
      const inputs = {
        host: '127.0.0.1',
        database: 'test',
        port: 5432,
        tableName: TABLE,
        fileUpload: true,
      };
      const locker = new Document({ pageContent: 'My locker code is 4411.', metadata: { source: 'me.txt' } });
      await component?.upsert?.(contextFor(services, { ...inputs, document: [[locker]] }), {
        chatId: 'chat-A',
      });
      const sources = async (chatId: string): Promise<string[]> => {
        const retriever = (await component?.init(contextFor(services, { ...inputs, topK: 3 }, chatId))) as {
          invoke(query: string): Promise<Document[]>;
        };
        const found = await retriever.invoke('My locker code is 4411.');
        return found.map((document) => String(document.metadata.source));
      };
      expect(await sources('chat-A')).toContain('me.txt');
      const forB = await sources('chat-B');
      expect(forB).not.toContain('me.txt');
      expect(forB).toContain('refunds.txt');
    });
  },
);
