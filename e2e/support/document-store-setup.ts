import type { DocumentStore, DocumentStoreLoader, UpsertJob, UpsertJobs } from '@loomflow/core';
import type { HttpSession } from '@loomflow/testkit/server';

/** What a filled store needs: the text to split into chunks and the embeddings to upsert them with. */
export interface FilledStoreOptions {
  readonly name: string;
  /** Paragraphs: each becomes its own chunk (split at 120 characters, no overlap). */
  readonly paragraphs: readonly string[];
  /** The `source` metadata every chunk carries. */
  readonly source: string;
  readonly credentialId: string;
  /** The OpenAI-compatible server that embeds the chunks (the fake). */
  readonly embeddingsUrl: string;
}

function expectStatus(what: string, status: number, expected: number, body: unknown): void {
  if (status !== expected) throw new Error(`${what} answered ${status}: ${JSON.stringify(body)}`);
}

async function waitForUpsert(session: HttpSession, storeId: string, jobId: string): Promise<UpsertJob> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const jobs = await session.get<UpsertJobs>(`/api/v1/document-store/upsert-jobs/${storeId}`);
    const job = jobs.body.history.find((candidate) => candidate.id === jobId);
    if (job && job.status !== 'RUNNING' && job.status !== 'QUEUED') return job;
    if (Date.now() > deadline) throw new Error(`upsert ${jobId} did not end: ${JSON.stringify(job)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Creates a document store through the API, loads the paragraphs as plain text, splits them, and upserts the
 * chunks with OpenAI embeddings into the embedded vector store. Answers the store once the upsert succeeded.
 */
export async function createFilledStore(
  session: HttpSession,
  options: FilledStoreOptions,
): Promise<DocumentStore> {
  const created = await session.post<DocumentStore>('/api/v1/document-store/store', { name: options.name });
  expectStatus('creating the store', created.status, 201, created.body);
  const store = created.body;
  const loaderBody = {
    storeId: store.id,
    loaderId: 'plainText',
    loaderConfig: {
      text: options.paragraphs.join('\n\n'),
      metadata: JSON.stringify({ source: options.source }),
    },
    splitterId: 'recursiveCharacterTextSplitter',
    splitterConfig: { chunkSize: 120, chunkOverlap: 0 },
  };
  const loader = await session.post<DocumentStoreLoader>('/api/v1/document-store/loader/save', loaderBody);
  expectStatus('saving the loader', loader.status, 200, loader.body);
  const processed = await session.post(`/api/v1/document-store/loader/process/${loader.body.id}`, loaderBody);
  expectStatus('processing the loader', processed.status, 200, processed.body);
  const vectorConfig = await session.post('/api/v1/document-store/vectorstore/save', {
    storeId: store.id,
    embeddingName: 'openAIEmbeddings',
    embeddingConfig: {
      credential: options.credentialId,
      modelName: 'text-embedding-3-small',
      basepath: options.embeddingsUrl,
    },
    vectorStoreName: 'embeddedVectorStore',
    vectorStoreConfig: {},
  });
  expectStatus('saving the vector store configuration', vectorConfig.status, 200, vectorConfig.body);
  const started = await session.post<UpsertJob>('/api/v1/document-store/vectorstore/insert', {
    storeId: store.id,
  });
  expectStatus('starting the upsert', started.status, 202, started.body);
  const job = await waitForUpsert(session, store.id, started.body.id);
  if (job.status !== 'SUCCEEDED') throw new Error(`the upsert ended ${job.status}: ${JSON.stringify(job)}`);
  return store;
}
