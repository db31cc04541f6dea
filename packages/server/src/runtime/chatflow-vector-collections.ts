import { createHash } from 'node:crypto';
import type { VectorCollectionSpec, VectorPortCollection, VectorStorePort } from '@loomflow/nodes/runtime';
import type { VectorCollection, VectorStoreFactory } from '../vectors/vector-store.ts';

const MAX_NAME = 120;
/** Stores whose collections live in a space every workspace shares (the server's disk, its own database). */
const SHARED_SPACE = new Set(['embeddedVectorStore', 'postgres']);

/**
 * The collection name in the factory: in shared spaces (embedded store, PostgreSQL) it starts with the
 * workspace, so two workspaces naming the same table or collection never see each other's vectors.
 */
export function workspaceCollectionName(workspaceId: string, spec: VectorCollectionSpec): string {
  if (!SHARED_SPACE.has(spec.provider)) return spec.collection;
  const name = `w${workspaceId.replace(/[^A-Za-z0-9]/g, '').toLowerCase()}_${spec.collection}`;
  if (name.length <= MAX_NAME) return name;
  return `${name.slice(0, 70)}_${createHash('sha256').update(name).digest('hex').slice(0, 40)}`;
}

/** The server's collection as chatflow nodes use it: batches committed at once, vectors as plain numbers. */
function portCollection(collection: VectorCollection): VectorPortCollection {
  const write = async (
    change: (batch: Awaited<ReturnType<VectorCollection['beginWrite']>>) => Promise<void>,
  ) => {
    const batch = await collection.beginWrite();
    try {
      await change(batch);
      await batch.commit();
    } catch (error) {
      await batch.abort().catch(() => undefined);
      throw error;
    }
  };
  return {
    async query(query) {
      const hits = await collection.query({
        vector: Float32Array.from(query.vector),
        topK: query.topK,
        ...(query.filter ? { filter: query.filter } : {}),
        ...(query.scope ? { scope: query.scope } : {}),
        ...(query.mmr ? { mmr: query.mmr } : {}),
      });
      return hits.map((hit) => ({
        id: hit.id,
        pageContent: hit.content,
        metadata: hit.metadata,
        score: hit.score,
      }));
    },
    upsert: (records) =>
      write((batch) =>
        batch.upsert(
          records.map((record) => ({
            id: record.id,
            vector: Float32Array.from(record.vector),
            content: record.pageContent,
            metadata: record.metadata,
          })),
        ),
      ),
    delete: (ids) => write((batch) => batch.delete(ids)),
    count: () => collection.count(),
  };
}

/**
 * The collections chatflow vector store nodes open, kept open across runs (one per workspace, store, collection,
 * settings and dimensions) over the server's vector store factory; closed when the server stops.
 */
export class ChatflowVectorCollections {
  private readonly opened = new Map<string, Promise<VectorCollection>>();

  constructor(private readonly factory: VectorStoreFactory) {}

  /** The vectors port of one run: credentials are read from this workspace. */
  portFor(workspaceId: string): VectorStorePort {
    return {
      open: async (spec) => portCollection(await this.open(workspaceId, spec)),
    };
  }

  private open(workspaceId: string, spec: VectorCollectionSpec): Promise<VectorCollection> {
    if (!this.factory.providers.includes(spec.provider))
      return Promise.reject(new Error(`This server has no "${spec.provider}" vector store`));
    const collection = workspaceCollectionName(workspaceId, spec);
    const key = JSON.stringify([
      workspaceId,
      spec.provider,
      collection,
      spec.dimensions,
      spec.credentialId,
      spec.config,
    ]);
    let opening = this.opened.get(key);
    if (!opening) {
      opening = this.factory.open({
        provider: spec.provider,
        collection,
        dimensions: spec.dimensions,
        config: spec.config,
        credentialId: spec.credentialId,
        workspaceId,
      });
      opening.catch(() => this.opened.delete(key));
      this.opened.set(key, opening);
    }
    return opening;
  }

  async closeAll(): Promise<void> {
    const all = [...this.opened.values()];
    this.opened.clear();
    for (const collection of all) {
      try {
        await (await collection).close();
      } catch {
        // closing what failed to open
      }
    }
  }
}
