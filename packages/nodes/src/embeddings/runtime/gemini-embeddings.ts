import { Embeddings } from '@langchain/core/embeddings';
import { GoogleGenerativeAI, type GenerativeModel, type TaskType } from '@google/generative-ai';
import { runWithFetch } from '../../runtime/scoped-global-fetch.ts';

export interface GeminiEmbeddingsFields {
  readonly apiKey: string;
  readonly model: string;
  readonly taskType?: TaskType;
  readonly stripNewLines: boolean;
  /**
   * The outbound policy's fetch for embeddings. Google's SDK takes none and calls the global fetch, so its calls
   * run in a scope that routes the global fetch here; the process's fetch when absent.
   */
  readonly fetch?: typeof fetch;
}

/**
 * Gemini embeddings on LangChain's Embeddings base. LangChain's own class turns a failed batch (a 429 among
 * them) into empty vectors, which would be stored silently; here a failure is thrown, so it can be retried.
 * Every request goes through `fields.fetch` when given.
 */
export class GeminiEmbeddings extends Embeddings {
  private readonly model: GenerativeModel;

  constructor(private readonly fields: GeminiEmbeddingsFields) {
    super({ maxRetries: 0 });
    this.model = new GoogleGenerativeAI(fields.apiKey).getGenerativeModel({ model: fields.model });
  }

  private request(text: string) {
    const cleaned = this.fields.stripNewLines ? text.replace(/\n/g, ' ') : text;
    return {
      content: { role: 'user', parts: [{ text: cleaned }] },
      ...(this.fields.taskType === undefined ? {} : { taskType: this.fields.taskType }),
    };
  }

  private send<T>(call: () => Promise<T>): Promise<T> {
    return this.fields.fetch ? runWithFetch(this.fields.fetch, call) : call();
  }

  async embedDocuments(texts: string[]): Promise<number[][]> {
    if (texts.length === 0) return [];
    const { embeddings } = await this.send(() =>
      this.model.batchEmbedContents({ requests: texts.map((text) => this.request(text)) }),
    );
    if (embeddings.length !== texts.length)
      throw new Error(`Gemini answered ${embeddings.length} vectors for ${texts.length} texts`);
    return embeddings.map((embedding) => embedding.values);
  }

  async embedQuery(text: string): Promise<number[]> {
    const { embedding } = await this.send(() => this.model.embedContent(this.request(text)));
    return embedding.values;
  }
}
