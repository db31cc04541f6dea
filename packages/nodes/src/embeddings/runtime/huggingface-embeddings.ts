import { Embeddings } from '@langchain/core/embeddings';
import type { GuardedFetch } from '../../runtime/outbound-port.ts';
import { postProviderJson, vectorsOf } from './provider-json-request.ts';

/** Hugging Face's router (Inference Providers); feature extraction runs on its `hf-inference` provider. */
export const HUGGING_FACE_ROUTER_URL = 'https://router.huggingface.co';
export const DEFAULT_HUGGING_FACE_EMBEDDING_MODEL = 'sentence-transformers/distilbert-base-nli-mean-tokens';

export interface HuggingFaceEmbeddingsFields {
  readonly apiKey: string;
  readonly model: string;
  /** A dedicated Inference Endpoint's URL: the texts are posted to it as they are (no model in the path). */
  readonly endpoint?: string;
  readonly routerUrl?: string;
  readonly fetch: GuardedFetch;
  readonly signal?: AbortSignal;
}

/**
 * Hugging Face Inference feature extraction (`{inputs: [texts]}` → one vector per text), on the router's
 * `hf-inference/models/{model}/pipeline/feature-extraction`, or on a dedicated endpoint. New lines become spaces.
 */
export class HuggingFaceInferenceEmbeddings extends Embeddings {
  constructor(private readonly fields: HuggingFaceEmbeddingsFields) {
    super({ maxRetries: 0 });
  }

  private url(): string {
    if (this.fields.endpoint !== undefined) return this.fields.endpoint;
    const model = this.fields.model.split('/').map(encodeURIComponent).join('/');
    return `${this.fields.routerUrl ?? HUGGING_FACE_ROUTER_URL}/hf-inference/models/${model}/pipeline/feature-extraction`;
  }

  async embedDocuments(texts: string[]): Promise<number[][]> {
    if (texts.length === 0) return [];
    const inputs = texts.map((text) => text.replace(/\n/g, ' '));
    const answer = await postProviderJson(
      this.fields.fetch,
      this.url(),
      this.fields.apiKey,
      { inputs },
      this.fields.signal,
    );
    return vectorsOf(answer, texts.length, 'Hugging Face');
  }

  async embedQuery(text: string): Promise<number[]> {
    const [vector] = await this.embedDocuments([text]);
    if (!vector) throw new Error('Hugging Face answered without an embedding');
    return vector;
  }
}
