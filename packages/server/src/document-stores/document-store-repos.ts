import type { Db } from '../db/database.ts';
import { DocumentChunkRepository } from '../db/repositories/document-chunk.repository.ts';
import { DocumentStoreFileRepository } from '../db/repositories/document-store-file.repository.ts';
import { DocumentStoreLoaderRepository } from '../db/repositories/document-store-loader.repository.ts';
import { DocumentStoreRepository } from '../db/repositories/document-store.repository.ts';
import { FlowUsageRepository } from '../db/repositories/flow-usage.repository.ts';
import { UpsertJobRepository } from '../db/repositories/upsert-job.repository.ts';
import { UpsertRecordRepository } from '../db/repositories/upsert-record.repository.ts';

/** The repositories of document stores. */
export interface DocumentStoreRepos {
  readonly db: Db;
  readonly stores: DocumentStoreRepository;
  readonly loaders: DocumentStoreLoaderRepository;
  readonly files: DocumentStoreFileRepository;
  readonly chunks: DocumentChunkRepository;
  readonly records: UpsertRecordRepository;
  readonly jobs: UpsertJobRepository;
  readonly flows: FlowUsageRepository;
}

export function createDocumentStoreRepos(db: Db): DocumentStoreRepos {
  return {
    db,
    stores: new DocumentStoreRepository(db),
    loaders: new DocumentStoreLoaderRepository(db),
    files: new DocumentStoreFileRepository(db),
    chunks: new DocumentChunkRepository(db),
    records: new UpsertRecordRepository(db),
    jobs: new UpsertJobRepository(db),
    flows: new FlowUsageRepository(db),
  };
}
