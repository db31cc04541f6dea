import { InvokeModelCommand, type BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { Embeddings } from '@langchain/core/embeddings';

/** Cohere on Bedrock embeds at most this many texts per call. */
export const COHERE_TEXTS_PER_CALL = 96;

/**
 * Bedrock embedding models through InvokeModel, in each family's body format (as Flowise sends them): Amazon
 * Titan one text per call (`inputText` → `embedding`), Cohere Embed a batch (`texts`, `input_type` →
 * `embeddings`). `@langchain/aws`'s BedrockEmbeddings speaks Titan only and logs its errors to the console.
 */
export class BedrockInvokeEmbeddings extends Embeddings {
  constructor(
    private readonly client: BedrockRuntimeClient,
    private readonly model: string,
    private readonly inputType: string | undefined,
    private readonly signal: AbortSignal | undefined,
  ) {
    super({ maxRetries: 0 });
  }

  private get isCohere(): boolean {
    return this.model.startsWith('cohere.');
  }

  private async invoke(body: Readonly<Record<string, unknown>>): Promise<unknown> {
    const answer = await this.client.send(
      new InvokeModelCommand({
        modelId: this.model,
        body: JSON.stringify(body),
        contentType: 'application/json',
        accept: 'application/json',
      }),
      this.signal ? { abortSignal: this.signal } : {},
    );
    try {
      return JSON.parse(new TextDecoder().decode(answer.body));
    } catch {
      throw new Error(`Bedrock model ${this.model} answered something that is not JSON`);
    }
  }

  private static vectors(value: unknown, field: 'embedding' | 'embeddings'): unknown {
    return typeof value === 'object' && value !== null ? Reflect.get(value, field) : undefined;
  }

  private async embedTitan(text: string): Promise<number[]> {
    const vector = BedrockInvokeEmbeddings.vectors(
      await this.invoke({ inputText: text.replace(/\n/g, ' ') }),
      'embedding',
    );
    if (!isVector(vector)) throw new Error(`Bedrock model ${this.model} answered without an embedding`);
    return vector;
  }

  private async embedCohere(texts: readonly string[]): Promise<number[][]> {
    const vectors = BedrockInvokeEmbeddings.vectors(
      await this.invoke({
        texts: texts.map((text) => text.replace(/\n/g, ' ')),
        input_type: this.inputType,
        truncate: 'END',
      }),
      'embeddings',
    );
    if (!Array.isArray(vectors) || vectors.length !== texts.length || !vectors.every(isVector))
      throw new Error(`Bedrock model ${this.model} answered without one embedding per text`);
    return vectors;
  }

  async embedDocuments(texts: string[]): Promise<number[][]> {
    if (!this.isCohere) return Promise.all(texts.map((text) => this.embedTitan(text)));
    const vectors: number[][] = [];
    for (let start = 0; start < texts.length; start += COHERE_TEXTS_PER_CALL)
      vectors.push(...(await this.embedCohere(texts.slice(start, start + COHERE_TEXTS_PER_CALL))));
    return vectors;
  }

  async embedQuery(text: string): Promise<number[]> {
    if (!this.isCohere) return this.embedTitan(text);
    const [vector] = await this.embedCohere([text]);
    if (!vector) throw new Error(`Bedrock model ${this.model} answered without an embedding`);
    return vector;
  }
}

function isVector(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'number');
}
