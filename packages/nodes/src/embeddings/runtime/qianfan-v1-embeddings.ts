import { Embeddings } from '@langchain/core/embeddings';
import { isRecord } from '@loomflow/core';
import { ChatModelConfigError } from '../../chat-models/runtime/chat-model-config.ts';

/** Baidu's v1 API host (token and wenxinworkshop endpoints). */
export const QIANFAN_V1_URL = 'https://aip.baidubce.com';

export interface QianfanV1Options {
  readonly label: string;
  /** The v1 host, without a trailing slash. */
  readonly baseUrl: string;
  readonly accessKey: string;
  readonly secretKey: string;
  /** The model as the node names it (`Embedding-V1`, `bge-large-zh`, `tao-8k`…). */
  readonly model: string;
  /** Every request goes through it (the server's outbound policy). */
  readonly fetch: (url: string, init?: RequestInit) => Promise<Response>;
}

/** The endpoint name of a model in the v1 path: `embedding-v1` as it is, the others with underscores. */
export function qianfanV1Endpoint(model: string): string {
  const lower = model.trim().toLowerCase();
  return lower === 'embedding-v1' ? lower : lower.replaceAll('-', '_');
}

/** Baidu's error codes of a token that is wrong or expired: fetched again once. */
const TOKEN_ERRORS = new Set([110, 111]);

/**
 * Baidu Qianfan's v1 embeddings with Flowise's access key / secret key pair: an access token from
 * `/oauth/2.0/token` (client credentials, kept while valid), then `POST
 * /rpc/2.0/ai_custom/v1/wenxinworkshop/embeddings/<endpoint>?access_token=…` with `{input: [texts]}`. Baidu answers
 * errors as `{error_code, error_msg}`; the keys and the token never appear in an error.
 */
export class QianfanV1Embeddings extends Embeddings {
  private token: Promise<string> | undefined;

  constructor(private readonly options: QianfanV1Options) {
    super({ maxRetries: 0 });
  }

  private async fetchToken(): Promise<string> {
    const { baseUrl, accessKey, secretKey, label } = this.options;
    const query = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: accessKey,
      client_secret: secretKey,
    });
    const response = await this.options.fetch(`${baseUrl}/oauth/2.0/token?${query.toString()}`, {
      method: 'POST',
    });
    const body: unknown = await response.json().catch(() => undefined);
    const token = isRecord(body) ? body.access_token : undefined;
    if (typeof token === 'string' && token !== '') return token;
    const reason =
      isRecord(body) && typeof body.error_description === 'string'
        ? body.error_description
        : `HTTP ${String(response.status)}`;
    throw new ChatModelConfigError(
      `${label}: Baidu refused the credential's access and secret keys (${reason}); check them in the credential`,
    );
  }

  private accessToken(fresh: boolean): Promise<string> {
    if (fresh || this.token === undefined) {
      const token = this.fetchToken();
      token.catch(() => (this.token = undefined));
      this.token = token;
    }
    return this.token;
  }

  private async embedBatch(texts: string[], retried = false): Promise<number[][]> {
    const { baseUrl, model, label } = this.options;
    const token = await this.accessToken(retried);
    const url = `${baseUrl}/rpc/2.0/ai_custom/v1/wenxinworkshop/embeddings/${qianfanV1Endpoint(model)}`;
    const response = await this.options.fetch(`${url}?access_token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ input: texts }),
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (isRecord(body) && typeof body.error_code === 'number') {
      if (TOKEN_ERRORS.has(body.error_code) && !retried) return this.embedBatch(texts, true);
      const message = typeof body.error_msg === 'string' ? body.error_msg : 'error';
      throw new Error(`${label}: Baidu Qianfan answered error ${String(body.error_code)}: ${message}`);
    }
    const data = isRecord(body) && Array.isArray(body.data) ? body.data : undefined;
    if (!response.ok || data === undefined)
      throw new Error(`${label}: Baidu Qianfan answered HTTP ${String(response.status)} without embeddings`);
    const vectors: number[][] = [];
    for (const item of data) {
      const vector = isRecord(item) ? item.embedding : undefined;
      const index = isRecord(item) && typeof item.index === 'number' ? item.index : vectors.length;
      if (!Array.isArray(vector) || !vector.every((value): value is number => typeof value === 'number'))
        throw new Error(`${label}: Baidu Qianfan answered an embedding that is not a list of numbers`);
      vectors[index] = vector;
    }
    return vectors;
  }

  /** One request per call: RetryingEmbeddings cuts the documents into batches. */
  embedDocuments(texts: string[]): Promise<number[][]> {
    return this.embedBatch(texts);
  }

  async embedQuery(text: string): Promise<number[]> {
    const [vector] = await this.embedBatch([text]);
    if (vector === undefined) throw new Error(`${this.options.label}: Baidu Qianfan answered no embedding`);
    return vector;
  }
}
