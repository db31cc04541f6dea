import { Embeddings } from '@langchain/core/embeddings';
import type { GuardedFetch } from '../../runtime/outbound-port.ts';
import { indexedEmbeddings, postProviderJson } from './provider-json-request.ts';

/** Voyage AI's embeddings address, the `endpoint` field's default in the voyageAIApi credential. */
export const VOYAGE_EMBEDDINGS_URL = 'https://api.voyageai.com/v1/embeddings';

export interface VoyageEmbeddingsFields {
  readonly apiKey: string;
  readonly model: string;
  /** The full embeddings URL (the credential's `endpoint`). */
  readonly endpoint?: string;
  readonly fetch: GuardedFetch;
  readonly signal?: AbortSignal;
}

/**
 * Voyage AI embeddings through `POST /v1/embeddings` (docs.voyageai.com/reference/embeddings-api): documents
 * sent with `input_type: document`, queries with `input_type: query`.
 */
export class VoyageEmbeddings extends Embeddings {
  constructor(private readonly fields: VoyageEmbeddingsFields) {
    super({ maxRetries: 0 });
  }

  private async embed(texts: readonly string[], inputType: 'document' | 'query'): Promise<number[][]> {
    if (texts.length === 0) return [];
    const answer = await postProviderJson(
      this.fields.fetch,
      this.fields.endpoint ?? VOYAGE_EMBEDDINGS_URL,
      this.fields.apiKey,
      { input: texts, model: this.fields.model, input_type: inputType },
      this.fields.signal,
    );
    const data: unknown =
      typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'data') : undefined;
    return indexedEmbeddings(data, texts.length, 'Voyage AI');
  }

  embedDocuments(texts: string[]): Promise<number[][]> {
    return this.embed(texts, 'document');
  }

  async embedQuery(text: string): Promise<number[]> {
    const [vector] = await this.embed([text], 'query');
    if (!vector) throw new Error('Voyage AI answered without an embedding');
    return vector;
  }
}
