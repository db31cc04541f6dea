import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type {
  DocumentStore,
  DocumentStoreLoader,
  UpsertJob,
  UpsertJobs,
  VectorQueryResponse,
} from '@loomflow/core';
import { startFakeOpenAI } from '@loomflow/testkit/fake-openai';
import {
  createTestDatabase,
  HttpSession,
  login,
  newAccount,
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
} from '@loomflow/testkit/server';
import { describe, expect, it } from 'vitest';
import { EMBEDDING_DIMENSIONS } from '../test-support/document-store-test-support.ts';

const CLI = fileURLToPath(new URL('../cli.ts', import.meta.url));
const OLD = 'The vault combination is 31-07-19 and only the manager knows it.';
const NEW = 'The vault now opens with a fingerprint reader installed last spring.';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (typeof address === 'object' && address) resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

async function startChild(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'start'], {
    // MODE: Vitest sets MODE=test for itself; the server reads MODE as its run mode.
    env: { ...process.env, MODE: 'main', ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${String(port)}/api/v1/ping`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function waitFor(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(TEST_DATABASE_KINDS)('an upsert killed midway on %s', (kind) => {
  it('leaves the store queryable with its previous content after a restart', async () => {
    const database = await createTestDatabase(kind);
    // Each embeddings request takes a while, so the kill lands while one is in flight.
    const fake = await startFakeOpenAI({
      embeddingDimensions: EMBEDDING_DIMENSIONS,
      requireApiKey: false,
      firstTokenLatencyMs: 1500,
    });
    const port = await freePort();
    const env = { ...database.env, HTTP_ALLOW_LIST: '127.0.0.1' };
    let child: ChildProcess | undefined = await startChild(env, port);
    try {
      const account = newAccount();
      const owner = new HttpSession(`http://127.0.0.1:${String(port)}`);
      await registerAndLogin(owner, account);
      const credential = await owner.post<{ id: string }>('/api/v1/credentials', {
        name: 'fake',
        credentialName: 'openAIApi',
        plainDataObj: { openAIApiKey: 'sk-fake' },
      });
      const store = await owner.post<DocumentStore>('/api/v1/document-store/store', { name: 'Vault' });
      const storeId = store.body.id;
      const loaderBody = (text: string) => ({
        storeId,
        loaderId: 'plainText',
        loaderConfig: { text, metadata: '{"source":"vault.txt"}' },
      });
      const saved = await owner.post<DocumentStoreLoader>(
        '/api/v1/document-store/loader/save',
        loaderBody(OLD),
      );
      await owner.post(`/api/v1/document-store/loader/process/${saved.body.id}`, loaderBody(OLD));
      await owner.post('/api/v1/document-store/vectorstore/save', {
        storeId,
        embeddingName: 'openAIEmbeddings',
        embeddingConfig: {
          credential: credential.body.id,
          modelName: 'text-embedding-3-small',
          basepath: fake.url,
        },
        vectorStoreName: 'embeddedVectorStore',
        vectorStoreConfig: {},
      });
      const first = await owner.post<UpsertJob>('/api/v1/document-store/vectorstore/insert', { storeId });
      await waitFor(async () => {
        const jobs = await owner.get<UpsertJobs>(`/api/v1/document-store/upsert-jobs/${storeId}`);
        return jobs.body.history.some((job) => job.id === first.body.id && job.status === 'SUCCEEDED');
      }, 'the first upsert');

      // The text changes; the second upsert is killed while its embeddings request is in flight.
      await owner.post(`/api/v1/document-store/loader/process/${saved.body.id}`, loaderBody(NEW));
      const requestsBefore = fake.embeddingRequests().length;
      const second = await owner.post<UpsertJob>('/api/v1/document-store/vectorstore/insert', { storeId });
      expect(second.status).toBe(202);
      await waitFor(() => fake.embeddingRequests().length > requestsBefore, 'the second upsert to embed');
      child.kill('SIGKILL');
      await new Promise((resolve) => child?.once('exit', resolve));
      child = undefined;

      const restarted = await startTestServer({
        existingDatabase: database,
        env: { HTTP_ALLOW_LIST: '127.0.0.1' },
      });
      try {
        const session = restarted.session();
        await login(session, account);
        const jobs = await session.get<UpsertJobs>(`/api/v1/document-store/upsert-jobs/${storeId}`);
        expect(jobs.body.active).toBeNull();
        expect(jobs.body.history[0]).toMatchObject({ id: second.body.id, status: 'FAILED' });
        expect(jobs.body.history[0]?.error).toContain('The server stopped while this upsert was running');
        const query = await session.post<VectorQueryResponse>('/api/v1/document-store/vectorstore/query', {
          storeId,
          query: 'What is the vault combination?',
        });
        expect(query.status, JSON.stringify(query.body)).toBe(200);
        expect(query.body.docs.map((doc) => doc.pageContent)).toEqual([OLD]);
        const storeAfter = await session.get<DocumentStore>(`/api/v1/document-store/store/${storeId}`);
        expect(storeAfter.body.status).toBe('STALE');
      } finally {
        await restarted.close();
      }
    } finally {
      child?.kill('SIGKILL');
      await fake.close();
      await database.drop();
    }
  }, 120_000);
});
