import path from 'node:path';
import type pg from 'pg';
import type { Dispatcher } from 'undici';
import type { OutboundPolicy } from '../net/outbound-policy.ts';
import { outboundDispatcher, outboundFetch } from '../net/outbound-sdk-fetch.ts';
import type { VectorStoreOutbound } from './external/external-providers.ts';
import { EmbeddedCollection } from './embedded/embedded-collection.ts';
import { EXTERNAL_PROVIDERS, type CredentialData } from './external/external-provider-names.ts';
import { openPostgres } from './pgvector/pgvector-provider.ts';
import type { VectorCollection, VectorCollectionRequest, VectorStoreFactory } from './vector-store.ts';

/**
 * Options of `createVectorStoreFactory`:
 * - `dataDir` (required): DATA_DIR. Embedded collections live in `<dataDir>/vectors/<collection>/`.
 * - `readCredential(credentialId, workspaceId)`: the decrypted data of a credential (e.g. CredentialService
 *   .decryptForRun with the request's workspace); needed for PostgreSQL users, Qdrant, Chroma, Pinecone and Redis
 *   credentials. Without it, a request naming a credential is refused.
 * - `outbound`: the server's outbound policy; Postgres and external stores reach their servers under its
 *   'vector-store' purpose, raw TCP clients connecting to the address it checked (a local Qdrant or PostgreSQL
 *   works on open source; enterprise needs HTTP_ALLOW_LIST or Outbound access; cloud never).
 *   Without it, addresses are not checked.
 * Call `close()` at shutdown: it closes embedded collections and PostgreSQL pools.
 */
export interface VectorStoreFactoryOptions {
  readonly dataDir: string;
  readonly readCredential?: (
    credentialId: string,
    workspaceId: string | undefined,
  ) => Promise<CredentialData>;
  readonly outbound?: OutboundPolicy;
}

export interface ClosableVectorStoreFactory extends VectorStoreFactory {
  close(): Promise<void>;
}

const COLLECTION_NAME = /^[A-Za-z0-9_-]{1,120}$/;

interface SharedEmbedded {
  collection: Promise<EmbeddedCollection>;
  users: number;
}

function vectorStoreOutbound(policy: OutboundPolicy | undefined): VectorStoreOutbound | undefined {
  if (!policy) return undefined;
  const purpose = policy.for('vector-store');
  let dispatcher: Dispatcher | undefined;
  return {
    policy: purpose,
    fetch: outboundFetch(purpose),
    // Made when a store that needs it (Chroma) is first opened: undici stays off the start path.
    get dispatcher() {
      dispatcher ??= outboundDispatcher(purpose);
      return dispatcher;
    },
  };
}

export function createVectorStoreFactory(options: VectorStoreFactoryOptions): ClosableVectorStoreFactory {
  const root = path.join(options.dataDir, 'vectors');
  const outbound = vectorStoreOutbound(options.outbound);
  const embedded = new Map<string, SharedEmbedded>();
  const pools = new Map<string, pg.Pool>();

  const credentialOf = async (request: VectorCollectionRequest): Promise<CredentialData> => {
    if (!request.credentialId) return undefined;
    if (!options.readCredential) throw new Error('This server cannot read credentials for vector stores');
    return options.readCredential(request.credentialId, request.workspaceId);
  };

  /** One embedded collection object per folder, shared by every caller; `close` of the last user closes it. */
  const openEmbedded = async (request: VectorCollectionRequest): Promise<VectorCollection> => {
    const folder = path.join(root, request.collection);
    let shared = embedded.get(folder);
    if (!shared) {
      const opening = EmbeddedCollection.open(folder, request.dimensions);
      shared = { collection: opening, users: 0 };
      embedded.set(folder, shared);
      opening.catch(() => embedded.delete(folder));
    }
    const entry = shared;
    const collection = await entry.collection;
    entry.users += 1;
    let released = false;
    const release = async (final: () => Promise<void>): Promise<void> => {
      if (released) return;
      released = true;
      entry.users -= 1;
      if (entry.users === 0 && embedded.get(folder) === entry) {
        embedded.delete(folder);
        await final();
      }
    };
    return {
      query: (query) => collection.query(query),
      count: () => collection.count(),
      beginWrite: () => collection.beginWrite(),
      drop: async () => {
        embedded.delete(folder);
        released = true;
        await collection.drop();
      },
      close: () => release(() => collection.close()),
    };
  };

  return {
    providers: ['embeddedVectorStore', 'postgres', ...EXTERNAL_PROVIDERS],
    async open(request) {
      if (!COLLECTION_NAME.test(request.collection))
        throw new Error(
          `Vector collection name "${request.collection}" must be letters, digits, _ or - (at most 120)`,
        );
      if (!Number.isInteger(request.dimensions) || request.dimensions < 1)
        throw new Error(`Vector dimensions must be a positive whole number (got ${request.dimensions})`);
      if (request.provider === 'embeddedVectorStore') return openEmbedded(request);
      const credential = await credentialOf(request);
      if (request.provider === 'postgres') return openPostgres(request, credential, outbound?.policy, pools);
      // LangChain and the store clients are loaded only by servers that use an external store.
      const { openExternal } = await import('./external/external-providers.ts');
      return openExternal(request, credential, outbound);
    },
    async close() {
      const open = [...embedded.values()];
      embedded.clear();
      for (const entry of open) await (await entry.collection).close();
      const opened = [...pools.values()];
      pools.clear();
      for (const pool of opened) await pool.end();
    },
  };
}
