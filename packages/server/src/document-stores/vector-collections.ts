import type { ComponentConfig } from '@loomflow/core';
import type { VectorCollection, VectorStoreFactory } from '../vectors/vector-store.ts';
import { credentialOf } from './document-runtime.ts';

/** The collection name of a store's vectors of one generation. */
export function collectionName(storeId: string, generation: number): string {
  return `ds_${storeId.replace(/[^A-Za-z0-9]/g, '').toLowerCase()}_${String(generation)}`;
}

/** The store a collection belongs to (its workspace reads the vector store's credential). */
export interface StoreRef {
  readonly id: string;
  readonly workspaceId: string;
}

/**
 * Open vector collections, one instance per store generation shared by upserts and queries (so a query sees
 * what an upsert committed).
 */
export class VectorCollections {
  private readonly opened = new Map<string, Promise<VectorCollection>>();

  constructor(private readonly factory: VectorStoreFactory) {}

  get providers(): readonly string[] {
    return this.factory.providers;
  }

  open(
    store: StoreRef,
    generation: number,
    dimensions: number,
    config: ComponentConfig,
  ): Promise<VectorCollection> {
    const name = collectionName(store.id, generation);
    const key = `${config.name}:${name}`;
    let collection = this.opened.get(key);
    if (!collection) {
      collection = this.factory.open({
        provider: config.name,
        collection: name,
        dimensions,
        config: config.config,
        credentialId: credentialOf(config.config),
        workspaceId: store.workspaceId,
      });
      collection.catch(() => this.opened.delete(key));
      this.opened.set(key, collection);
    }
    return collection;
  }

  /** Removes the collection and everything in it (a missing one is fine). */
  async drop(
    store: StoreRef,
    generation: number,
    dimensions: number,
    config: ComponentConfig,
  ): Promise<void> {
    const name = collectionName(store.id, generation);
    const collection = await this.open(store, generation, dimensions, config);
    this.opened.delete(`${config.name}:${name}`);
    await collection.drop();
    await collection.close().catch(() => undefined);
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
