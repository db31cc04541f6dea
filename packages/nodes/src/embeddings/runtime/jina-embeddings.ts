import { Embeddings } from '@langchain/core/embeddings';
import type { GuardedFetch } from '../../runtime/outbound-port.ts';
import { indexedEmbeddings, postProviderJson } from './provider-json-request.ts';

export const JINA_API_URL = 'https://api.jina.ai';

export interface JinaEmbeddingsFields {
  readonly apiKey: string;
  readonly model: string;
  /** Output dimensions (Matryoshka models); the model's own size when absent. */
  readonly dimensions?: number;
  readonly lateChunking?: boolean;
  readonly fetch: GuardedFetch;
  readonly baseUrl?: string;
  readonly signal?: AbortSignal;
}

/**
 * Jina AI embeddings through `POST /v1/embeddings` (jina.ai/embeddings): documents sent with task
 * `retrieval.passage`, queries with `retrieval.query` (v3 models; other models ignore the task).
 */
export class JinaEmbeddings extends Embeddings {
  constructor(private readonly fields: JinaEmbeddingsFields) {
    super({ maxRetries: 0 });
  }

  private async embed(texts: readonly string[], task: string): Promise<number[][]> {
    if (texts.length === 0) return [];
    const answer = await postProviderJson(
      this.fields.fetch,
      `${this.fields.baseUrl ?? JINA_API_URL}/v1/embeddings`,
      this.fields.apiKey,
      {
        model: this.fields.model,
        input: texts,
        ...(this.fields.model.includes('v3') ? { task } : {}),
        ...(this.fields.dimensions === undefined ? {} : { dimensions: this.fields.dimensions }),
        ...(this.fields.lateChunking ? { late_chunking: true } : {}),
      },
      this.fields.signal,
    );
    const data: unknown =
      typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'data') : undefined;
    return indexedEmbeddings(data, texts.length, 'Jina AI');
  }

  embedDocuments(texts: string[]): Promise<number[][]> {
    return this.embed(texts, 'retrieval.passage');
  }

  async embedQuery(text: string): Promise<number[]> {
    const [vector] = await this.embed([text], 'retrieval.query');
    if (!vector) throw new Error('Jina AI answered without an embedding');
    return vector;
  }
}
