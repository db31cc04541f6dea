import type { DocumentStore, UpsertJob, UpsertJobs, VectorQueryResponse } from '@loomflow/core';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import {
  createApiKey,
  registerAndLogin,
  startTestServer,
  type HttpSession,
  type TestDatabase,
  type TestDatabaseKind,
  type TestServer,
} from '@loomflow/testkit/server';

/** Test support for document stores: a server with fake embeddings, an owner, an API key and helpers. */
export interface DocumentStoreFixture {
  readonly server: TestServer;
  readonly fake: FakeOpenAI;
  readonly owner: HttpSession;
  readonly apiKey: string;
  readonly credentialId: string;
  close(): Promise<void>;
}

export const EMBEDDING_DIMENSIONS = 32;

export async function startDocumentStoreFixture(
  database: TestDatabaseKind | { existing: TestDatabase },
): Promise<DocumentStoreFixture> {
  const fake = await startFakeOpenAI({ embeddingDimensions: EMBEDDING_DIMENSIONS, requireApiKey: false });
  const server = await startTestServer({
    ...(typeof database === 'string' ? { database } : { existingDatabase: database.existing }),
    env: { HTTP_ALLOW_LIST: '127.0.0.1' },
  });
  const owner = server.session();
  await registerAndLogin(owner);
  const key = await createApiKey(owner, 'documents');
  const credential = await owner.post<{ id: string }>('/api/v1/credentials', {
    name: 'fake openai',
    credentialName: 'openAIApi',
    plainDataObj: { openAIApiKey: 'sk-fake' },
  });
  return {
    server,
    fake,
    owner,
    apiKey: key.apiKeySecret,
    credentialId: credential.body.id,
    async close() {
      await server.close();
      await fake.close();
    },
  };
}

/** Sends files as multipart `files` with the API key. */
export async function uploadFiles(
  baseUrl: string,
  apiKey: string,
  path: string,
  files: readonly { name: string; type?: string; body: string | Uint8Array }[],
  fields: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append('files', new Blob([file.body], { type: file.type ?? 'text/plain' }), file.name);
  const response = await fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}` },
    body: form,
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text,
  };
}

export function embeddingConfig(fixture: Pick<DocumentStoreFixture, 'fake' | 'credentialId'>) {
  return {
    credential: fixture.credentialId,
    modelName: 'text-embedding-3-small',
    basepath: fixture.fake.url,
  };
}

/** Texts sent to the fake embeddings so far. */
export function embeddedTexts(fake: FakeOpenAI): string[] {
  return fake
    .embeddingRequests()
    .flatMap((request) =>
      typeof request.input === 'string'
        ? [request.input]
        : request.input.filter((item): item is string => typeof item === 'string'),
    );
}

export async function createStore(session: HttpSession, name: string): Promise<DocumentStore> {
  const created = await session.post<DocumentStore>('/api/v1/document-store/store', { name });
  if (created.status !== 201) throw new Error(`store not created: ${JSON.stringify(created.body)}`);
  return created.body;
}

export async function saveVectorConfig(session: HttpSession, fixture: DocumentStoreFixture, storeId: string) {
  const saved = await session.post<DocumentStore>('/api/v1/document-store/vectorstore/save', {
    storeId,
    embeddingName: 'openAIEmbeddings',
    embeddingConfig: embeddingConfig(fixture),
    vectorStoreName: 'embeddedVectorStore',
    vectorStoreConfig: {},
  });
  if (saved.status !== 200) throw new Error(`vector config not saved: ${JSON.stringify(saved.body)}`);
}

/** Starts an upsert and waits for its end. */
export async function upsert(session: HttpSession, storeId: string): Promise<UpsertJob> {
  const started = await session.post<UpsertJob>('/api/v1/document-store/vectorstore/insert', { storeId });
  if (started.status !== 202) throw new Error(`upsert not started: ${JSON.stringify(started.body)}`);
  return waitForJob(session, storeId, started.body.id);
}

export async function waitForJob(session: HttpSession, storeId: string, jobId: string): Promise<UpsertJob> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const jobs = await session.get<UpsertJobs>(`/api/v1/document-store/upsert-jobs/${storeId}`);
    const job = jobs.body.history.find((candidate) => candidate.id === jobId);
    if (job && job.status !== 'RUNNING' && job.status !== 'QUEUED') return job;
    if (Date.now() > deadline) throw new Error(`upsert ${jobId} did not end: ${JSON.stringify(job)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A new store named `name` holding `text` (a plain text loader), its vectors made by the embeddings node
 * `embeddingName` with `embeddingConfig` in the embedded vector store, upserted; the job's end status and error.
 */
export async function upsertTextWithEmbeddings(
  session: HttpSession,
  name: string,
  text: string,
  embeddingName: string,
  embeddingConfig: Record<string, unknown>,
): Promise<{
  readonly storeId: string;
  readonly status: UpsertJob['status'];
  readonly error: string | null;
}> {
  const store = await createStore(session, name);
  const body = { storeId: store.id, loaderId: 'plainText', loaderConfig: { text } };
  const loader = await session.post<{ id: string }>('/api/v1/document-store/loader/save', body);
  await session.post(`/api/v1/document-store/loader/process/${loader.body.id}`, body);
  const saved = await session.post('/api/v1/document-store/vectorstore/save', {
    storeId: store.id,
    embeddingName,
    embeddingConfig,
    vectorStoreName: 'embeddedVectorStore',
    vectorStoreConfig: {},
  });
  if (saved.status !== 200) throw new Error(`vector config not saved: ${JSON.stringify(saved.body)}`);
  const job = await upsert(session, store.id);
  return { storeId: store.id, status: job.status, error: job.error };
}

/** The texts of the store's `topK` chunks nearest the query. */
export async function queryStore(
  session: HttpSession,
  storeId: string,
  query: string,
  topK = 1,
): Promise<string[]> {
  const found = await session.post<VectorQueryResponse>('/api/v1/document-store/vectorstore/query', {
    storeId,
    query,
    topK,
  });
  return found.body.docs.map((doc) => doc.pageContent);
}
