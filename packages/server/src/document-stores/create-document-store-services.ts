import type { AppConfig } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import type { OutboundPolicy } from '../net/outbound-policy.ts';
import { outboundFetch } from '../net/outbound-sdk-fetch.ts';
import { createGuardedFetch } from '../runtime/guarded-fetch.adapter.ts';
import type { CredentialService } from '../services/credential.service.ts';
import type { FileService } from '../services/file.service.ts';
import { createVectorStoreFactory } from '../vectors/index.ts';
import { NODE_RUNTIME_DOCUMENT_COMPONENTS } from './document-components.ts';
import { createDocumentStoreServices, type DocumentStoreServices } from './document-store-services.ts';

/** Loaders may read large files and slow sites: their outbound requests get more room than a node's. */
const FETCH_TIMEOUT_MS = 120_000;
const FETCH_MAX_RESPONSE_BYTES = 100 * 1024 * 1024;

/** Document stores over the server's database, files, credentials and vector stores (under DATA_DIR/vectors). */
export async function createServerDocumentStores(
  config: AppConfig,
  db: Db,
  files: FileService,
  credentials: CredentialService,
  log: (message: string, error: unknown) => void,
  outbound: OutboundPolicy,
): Promise<DocumentStoreServices> {
  const vectorStores = createVectorStoreFactory({
    dataDir: config.dataDir,
    readCredential: (credentialId, workspaceId) => {
      if (!workspaceId) return Promise.reject(new Error('A vector store credential needs its workspace'));
      return credentials.decryptForRun(workspaceId, credentialId);
    },
    outbound,
  });
  const services = createDocumentStoreServices({
    db,
    files,
    credentials,
    fetch: createGuardedFetch({
      policy: outbound.for('loader'),
      timeoutMs: FETCH_TIMEOUT_MS,
      maxResponseBytes: FETCH_MAX_RESPONSE_BYTES,
    }),
    embeddingsFetch: outboundFetch(outbound.for('embeddings')),
    components: NODE_RUNTIME_DOCUMENT_COMPONENTS,
    vectorStores,
    log,
  });
  const recovered = await services.recover(config.queue?.mode === 'queue');
  if (recovered.interruptedJobs > 0 || recovered.repairedRecords > 0)
    log(
      `Document stores: ${String(recovered.interruptedJobs)} upsert job(s) cut short by a stop were marked FAILED; ` +
        `${String(recovered.repairedRecords)} pending vector record(s) repaired`,
      undefined,
    );
  return services;
}
