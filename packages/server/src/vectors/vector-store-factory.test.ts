import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { axis } from './vector-store.contract.ts';
import { createVectorStoreFactory } from './vector-store-factory.ts';
import type { VectorCollectionRequest } from './vector-store.ts';
import { OutboundPolicy } from '../net/outbound-policy.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'loomflow-factory-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const request = (overrides: Partial<VectorCollectionRequest>): VectorCollectionRequest => ({
  provider: 'embeddedVectorStore',
  collection: 'ds_one',
  dimensions: 4,
  config: {},
  credentialId: undefined,
  ...overrides,
});

describe('createVectorStoreFactory', () => {
  it('keeps embedded collections under DATA_DIR/vectors, shared by concurrent users, persisted after close', async () => {
    const factory = createVectorStoreFactory({ dataDir });
    expect(factory.providers).toEqual([
      'embeddedVectorStore',
      'postgres',
      'qdrant',
      'chroma',
      'pinecone',
      'redis',
    ]);
    const [writer, reader] = await Promise.all([factory.open(request({})), factory.open(request({}))]);
    const batch = await writer.beginWrite();
    await batch.upsert([{ id: 'a', vector: axis(4, 0), content: 'alpha', metadata: {} }]);
    await batch.commit();
    expect(await reader.count()).toBe(1);
    await writer.close();
    expect((await reader.query({ vector: axis(4, 0), topK: 1 }))[0]?.content).toBe('alpha');
    await reader.close();
    await factory.close();
    const again = createVectorStoreFactory({ dataDir });
    const reopened = await again.open(request({}));
    expect(await reopened.count()).toBe(1);
    await again.close();
  });

  it('refuses bad requests before touching anything', async () => {
    const outbound = new OutboundPolicy({
      platform: 'enterprise',
      denyList: [],
      allowList: [],
      adminAllowList: () => [],
    });
    const factory = createVectorStoreFactory({ dataDir, outbound });
    await expect(factory.open(request({ collection: '../escape' }))).rejects.toThrow(
      /letters, digits, _ or -/,
    );
    await expect(factory.open(request({ dimensions: 0 }))).rejects.toThrow(/positive whole number/);
    await expect(factory.open(request({ provider: 'faiss' }))).rejects.toThrow(
      'Unknown vector store "faiss"',
    );
    await expect(factory.open(request({ provider: 'qdrant' }))).rejects.toThrow(
      'Qdrant: Qdrant Server URL is required',
    );
    await expect(
      factory.open(request({ provider: 'qdrant', config: { qdrantServerUrl: 'ftp://qdrant' } })),
    ).rejects.toThrow(/must start with http/);
    await expect(
      factory.open(request({ provider: 'qdrant', config: { qdrantServerUrl: 'http://127.0.0.1:6333' } })),
    ).rejects.toThrow(/Qdrant: http:\/\/127.0.0.1:6333 cannot be used: .*HTTP_ALLOW_LIST/);
    await expect(
      factory.open(request({ provider: 'pinecone', config: { pineconeIndex: 'i' } })),
    ).rejects.toThrow('Pinecone: choose a Pinecone API credential');
    await expect(factory.open(request({ provider: 'postgres' }))).rejects.toThrow(/Host is required/);
    await expect(
      factory.open(
        request({ provider: 'postgres', config: { host: 'db', database: 'x', tableName: 'a b' } }),
      ),
    ).rejects.toThrow(/Table name "a b" is not usable/);
    await expect(factory.open(request({ provider: 'redis', credentialId: 'c1' }))).rejects.toThrow(
      'This server cannot read credentials for vector stores',
    );
  });

  it('reads credentials with the request workspace', async () => {
    const calls: [string, string | undefined][] = [];
    const factory = createVectorStoreFactory({
      dataDir,
      readCredential: (id, workspaceId) => {
        calls.push([id, workspaceId]);
        return Promise.resolve({ pineconeApiKey: 'key' });
      },
    });
    const collection = await factory.open(
      request({
        provider: 'pinecone',
        config: { pineconeIndex: 'docs' },
        credentialId: 'cred-1',
        workspaceId: 'ws-1',
      }),
    );
    expect(calls).toEqual([['cred-1', 'ws-1']]);
    await collection.close();
  });
});
