import { Embeddings } from '@langchain/core/embeddings';
import { isRecord } from '@loomflow/core';
import { watsonxUrl, type WatsonxConnection } from '../../chat-models/runtime/watsonx-connection.ts';
import { ProviderHttpError, vectorsOf } from './provider-json-request.ts';

export interface WatsonxEmbeddingsFields {
  readonly connection: WatsonxConnection;
  readonly model: string;
  /** Tokens kept of each text (the rest cut) instead of refusing a text longer than the model takes. */
  readonly truncateInputTokens?: number;
  readonly signal?: AbortSignal;
}

/** watsonx's error answer (`{errors: [{code, message}]}`) as a message. */
function messageOf(status: number, text: string): string {
  try {
    const answer: unknown = JSON.parse(text);
    const first: unknown = isRecord(answer) && Array.isArray(answer.errors) ? answer.errors[0] : undefined;
    if (isRecord(first) && typeof first.message === 'string') return `${String(status)} ${first.message}`;
  } catch {
    // not JSON
  }
  return `${String(status)} ${text.slice(0, 300)}`;
}

/**
 * IBM watsonx.ai embeddings through `POST /ml/v1/text/embeddings` (model, inputs, project or space; the vectors in
 * `results[].embedding`, in input order), with the connection's API version and bearer token.
 */
export class WatsonxEmbeddings extends Embeddings {
  constructor(private readonly fields: WatsonxEmbeddingsFields) {
    super({ maxRetries: 0 });
  }

  private async embed(texts: readonly string[]): Promise<number[][]> {
    if (texts.length === 0) return [];
    const { connection, signal } = this.fields;
    const truncate = this.fields.truncateInputTokens;
    const response = await connection.fetch(watsonxUrl(connection, '/ml/v1/text/embeddings'), {
      method: 'POST',
      headers: {
        authorization: await connection.authorization(signal),
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({
        model_id: this.fields.model,
        inputs: texts,
        ...connection.scope,
        ...(truncate === undefined ? {} : { parameters: { truncate_input_tokens: truncate } }),
      }),
      ...(signal ? { signal } : {}),
    });
    const text = await response.text();
    if (!response.ok)
      throw new ProviderHttpError(messageOf(response.status, text), response.status, response.headers);
    const answer: unknown = JSON.parse(text);
    const results = isRecord(answer) && Array.isArray(answer.results) ? answer.results : [];
    return vectorsOf(
      results.map((result) => (isRecord(result) ? result.embedding : undefined)),
      texts.length,
      'IBM watsonx',
    );
  }

  embedDocuments(texts: string[]): Promise<number[][]> {
    return this.embed(texts);
  }

  async embedQuery(text: string): Promise<number[]> {
    const [vector] = await this.embed([text]);
    if (!vector) throw new Error('IBM watsonx answered without an embedding');
    return vector;
  }
}
