import { performance } from 'node:perf_hooks';
import { DOCUMENT_STORE_MESSAGES, vectorQueryRequestSchema, type VectorQueryResponse } from '@loomflow/core';
import type { DocumentRetriever } from '@loomflow/nodes/runtime';
import { AppError, badRequest, notFound } from '../errors/app-error.ts';
import type { DocumentComponents } from './document-components.ts';
import { parseComponent } from './document-store-mappers.ts';
import type { DocumentStoreRepos } from './document-store-repos.ts';
import { credentialOf, type DocumentRuntime } from './document-runtime.ts';
import { liveVectorStoreOf } from './upsert-plan.ts';
import type { VectorCollections } from './vector-collections.ts';

type QueryBody = ReturnType<typeof vectorQueryRequestSchema.parse>;

function numberOf(value: unknown): number | undefined {
  const parsed = typeof value === 'string' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : undefined;
}

/** Queries of a store's vectors: the playground (`vectorstore/query`) and the agentflow retrieval port. */
export class RetrievalService {
  constructor(
    private readonly repos: DocumentStoreRepos,
    private readonly components: DocumentComponents,
    private readonly collections: VectorCollections,
    private readonly runtime: (workspaceId: string) => DocumentRuntime,
  ) {}

  async query(workspaceId: string, request: unknown): Promise<VectorQueryResponse> {
    const body = vectorQueryRequestSchema.parse(request);
    const started = performance.now();
    const hits = await this.search(workspaceId, body);
    return {
      docs: hits.map((hit) => ({
        id: hit.id,
        pageContent: hit.content,
        metadata: { ...hit.metadata },
        score: hit.score,
      })),
      timeTaken: Math.round((performance.now() - started) * 100) / 100,
    };
  }

  /** The retrieval port of agentflow runs, bound to the flow's workspace. */
  retrieverFor(workspaceId: string): DocumentRetriever {
    return {
      retrieve: async ({ storeId, query, signal, topK, filter, scoreThreshold, mmr }) => {
        signal.throwIfAborted();
        const store = await this.repos.stores.find(workspaceId, storeId);
        if (!store)
          throw new Error(`Document store ${storeId} is not in this workspace: choose another in the node`);
        const config = parseComponent(store.vectorStoreConfig)?.config ?? {};
        try {
          const hits = await this.search(
            workspaceId,
            vectorQueryRequestSchema.parse({
              storeId,
              query: query.trim() || ' ',
              topK: Math.min(100, Math.max(1, Math.floor(topK ?? numberOf(config.topK) ?? 4))),
              ...(filter ? { filter } : {}),
              ...(scoreThreshold === undefined ? {} : { scoreThreshold }),
              ...(mmr ? { searchType: 'mmr', fetchK: mmr.fetchK, lambda: mmr.lambda } : {}),
            }),
          );
          return hits.map((hit) => ({
            pageContent: hit.content,
            metadata: { ...hit.metadata, source: hit.metadata.source ?? store.name },
            score: hit.score,
          }));
        } catch (error) {
          if (error instanceof AppError) throw new Error(`Document store "${store.name}": ${error.message}`);
          throw error;
        }
      },
    };
  }

  private async search(workspaceId: string, body: QueryBody) {
    const store = await this.repos.stores.find(workspaceId, body.storeId);
    if (!store) throw notFound(DOCUMENT_STORE_MESSAGES.notFound);
    const live = liveVectorStoreOf(store);
    const embedding = parseComponent(store.embeddingConfig);
    if (!live || !embedding || store.vectorDimensions === null)
      throw badRequest('This document store has no vectors yet: upsert it first');
    const executor = await this.components.embeddings(embedding.name);
    if (!executor) throw badRequest(`Unknown embeddings "${embedding.name}": choose one of the Embeddings`);
    const runtime = this.runtime(workspaceId);
    const embeddings = await executor.create({
      inputs: embedding.config,
      credentialId: credentialOf(embedding.config),
      credentials: runtime.credentials,
      fetch: runtime.embeddingsFetch,
    });
    const vector = Float32Array.from(await embeddings.embedQuery(body.query));
    if (vector.length !== store.vectorDimensions)
      throw badRequest(
        `The embeddings now give ${String(vector.length)} dimensions but the vectors have ${String(store.vectorDimensions)}: upsert the store again`,
      );
    const collection = await this.collections.open(
      store,
      store.vectorGeneration,
      store.vectorDimensions,
      live,
    );
    return collection.query({
      vector,
      topK: body.topK,
      ...(body.filter ? { filter: body.filter } : {}),
      ...(body.scoreThreshold === undefined ? {} : { scoreThreshold: body.scoreThreshold }),
      ...(body.searchType === 'mmr'
        ? { mmr: { fetchK: Math.max(body.topK, body.fetchK ?? body.topK * 5), lambda: body.lambda ?? 0.5 } }
        : {}),
    });
  }
}
