import type { GuardedFetch } from '@loomflow/nodes/runtime';
import type { Db } from '../db/database.ts';
import { ChatflowVectorCollections } from '../runtime/chatflow-vector-collections.ts';
import type { CredentialService } from '../services/credential.service.ts';
import type { FileService } from '../services/file.service.ts';
import { nowIso } from '../util/clock.ts';
import type { VectorStoreFactory } from '../vectors/vector-store.ts';
import { ApiUpsertService } from './api-upsert.service.ts';
import type { DocumentComponents } from './document-components.ts';
import { DocumentFiles } from './document-files.ts';
import { createDocumentStoreRepos } from './document-store-repos.ts';
import { documentRuntime } from './document-runtime.ts';
import { DocumentStoreService } from './document-store.service.ts';
import { LoaderProcessing } from './loader-processing.ts';
import { RetrievalService } from './retrieval.service.ts';
import { UpsertJobRunner } from './upsert-job-runner.ts';
import { recoverAfterRestart } from './upsert-recovery.ts';
import { VectorCollections } from './vector-collections.ts';

/** Everything document stores need, wired over one database. */
export interface DocumentStoreServices {
  readonly stores: DocumentStoreService;
  readonly loaders: LoaderProcessing;
  readonly files: DocumentFiles;
  readonly upserts: UpsertJobRunner;
  readonly retrieval: RetrievalService;
  readonly apiUpserts: ApiUpsertService;
  readonly components: DocumentComponents;
  readonly collections: VectorCollections;
  /** The collections of chatflow vector store nodes, over the same vector store factory. */
  readonly chatflowVectors: ChatflowVectorCollections;
  /**
   * Marks jobs a dead process left running FAILED and repairs pending records (called once at start); in queue
   * mode jobs are left to the workers' stalled check (upsert-recovery.ts).
   */
  recover(queueMode?: boolean): Promise<{ interruptedJobs: number; repairedRecords: number }>;
  /** Cancels running upserts and closes the vector collections (the server stops). */
  close(): Promise<void>;
}

export interface DocumentStoreDependencies {
  readonly db: Db;
  readonly files: FileService;
  readonly credentials: CredentialService;
  /** Loaders' fetch ('loader' purpose). */
  readonly fetch: GuardedFetch;
  /** Embeddings' fetch ('embeddings' purpose); the loaders' when absent. */
  readonly embeddingsFetch?: GuardedFetch;
  readonly components: DocumentComponents;
  readonly vectorStores: VectorStoreFactory & { close?(): Promise<void> };
  readonly log: (message: string, error: unknown) => void;
}

export function createDocumentStoreServices(dependencies: DocumentStoreDependencies): DocumentStoreServices {
  const repos = createDocumentStoreRepos(dependencies.db);
  const runtime = documentRuntime(dependencies.credentials, {
    loader: dependencies.fetch,
    embeddings: dependencies.embeddingsFetch ?? dependencies.fetch,
  });
  const collections = new VectorCollections(dependencies.vectorStores);
  const chatflowVectors = new ChatflowVectorCollections(dependencies.vectorStores);
  const files = new DocumentFiles(repos, dependencies.files);
  const upserts = new UpsertJobRunner(repos, dependencies.components, collections, runtime, dependencies.log);
  const stores = new DocumentStoreService(repos, dependencies.components, files, collections, upserts);
  const loaders = new LoaderProcessing(repos, dependencies.components, files, runtime);
  return {
    stores,
    loaders,
    files,
    upserts,
    retrieval: new RetrievalService(repos, dependencies.components, collections, runtime),
    apiUpserts: new ApiUpsertService(repos, stores, loaders, upserts),
    components: dependencies.components,
    collections,
    chatflowVectors,
    recover: (queueMode = false) =>
      recoverAfterRestart(repos, collections, nowIso(), dependencies.log, queueMode),
    async close() {
      await upserts.stopAll();
      await collections.closeAll();
      await chatflowVectors.closeAll();
      await dependencies.vectorStores.close?.();
    },
  };
}
