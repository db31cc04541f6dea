import type { CallbackManagerForLLMRun } from '@langchain/core/callbacks/manager';
import { LLM, type BaseLLMParams } from '@langchain/core/language_models/llms';
import { GenerationChunk } from '@langchain/core/outputs';
import { isRecord } from '@loomflow/core';
import Replicate, { type Prediction } from 'replicate';
import type { LlmTokenUsage } from './llm-usage.ts';
import { readServerSentEvents } from './replicate-sse.ts';

/** A model as Replicate names it: `owner/name` (an official model) or `owner/name:version`. */
export type ReplicateModelRef = { readonly model: string } | { readonly version: string };

export interface ReplicateLlmFields extends BaseLLMParams {
  readonly ref: ReplicateModelRef;
  /** The model's inputs besides the prompt (temperature, max_length, …). */
  readonly input: Readonly<Record<string, unknown>>;
  readonly apiKey: string;
  /** The API base (`https://api.replicate.com/v1`). */
  readonly baseUrl: string;
  readonly fetch: typeof fetch;
  /** Stream the output as the model writes it (its prediction's stream URL); else one waited prediction. */
  readonly streaming: boolean;
}

const TERMINAL = new Set(['succeeded', 'failed', 'canceled', 'aborted']);
const POLL_INTERVAL_MS = 500;

/** A language model's output: a list of text pieces (most), or one text. */
function outputText(output: unknown): string {
  if (typeof output === 'string') return output;
  if (Array.isArray(output)) return output.map((piece) => (typeof piece === 'string' ? piece : '')).join('');
  return output === undefined || output === null ? '' : JSON.stringify(output);
}

/** The token counts Replicate's language models report in the prediction's metrics. */
function usageOf(prediction: Prediction): LlmTokenUsage | undefined {
  const metrics: unknown = prediction.metrics;
  if (!isRecord(metrics)) return undefined;
  const input = metrics.input_token_count;
  const output = metrics.output_token_count;
  if (typeof input !== 'number' || typeof output !== 'number') return undefined;
  return { promptTokens: input, completionTokens: output, totalTokens: input + output };
}

function failure(prediction: Prediction): Error | undefined {
  if (prediction.status === 'succeeded') return undefined;
  const reason = typeof prediction.error === 'string' ? `: ${prediction.error}` : '';
  return new Error(`Replicate: the prediction ${prediction.id} ended ${prediction.status}${reason}`);
}

/**
 * A language model on Replicate (its predictions API), the prompt sent as the model's `prompt` input. Answers
 * through one prediction created with `Prefer: wait` (polled while it runs), or, streaming, through the
 * prediction's stream URL; usage from the prediction's token metrics.
 */
export class ReplicateLLM extends LLM {
  private readonly client: Replicate;
  private readonly settings: ReplicateLlmFields;

  constructor(fields: ReplicateLlmFields) {
    super(fields);
    this.settings = fields;
    this.client = new Replicate({
      auth: fields.apiKey,
      baseUrl: fields.baseUrl,
      fetch: fields.fetch,
      useFileOutput: false,
    });
  }

  _llmType(): string {
    return 'replicate';
  }

  private inputOf(prompt: string): Record<string, unknown> {
    return { ...this.settings.input, prompt };
  }

  private async waited(prompt: string, signal: AbortSignal | undefined): Promise<Prediction> {
    const created = await this.client.predictions.create({
      ...this.settings.ref,
      input: this.inputOf(prompt),
      wait: true,
      ...(signal ? { signal } : {}),
    });
    const done = TERMINAL.has(created.status)
      ? created
      : await this.client.wait(created, { interval: POLL_INTERVAL_MS }, () =>
          Promise.resolve(signal?.aborted === true),
        );
    if (signal?.aborted === true && !TERMINAL.has(done.status)) {
      await this.client.predictions.cancel(done.id);
      throw new Error('AbortError');
    }
    const failed = failure(done);
    if (failed) throw failed;
    return done;
  }

  async _call(prompt: string, options: this['ParsedCallOptions']): Promise<string> {
    return outputText((await this.waited(prompt, options.signal)).output);
  }

  override async *_streamResponseChunks(
    prompt: string,
    options: this['ParsedCallOptions'],
    runManager?: CallbackManagerForLLMRun,
  ): AsyncGenerator<GenerationChunk> {
    if (!this.settings.streaming) {
      const prediction = await this.waited(prompt, options.signal);
      yield new GenerationChunk({
        text: outputText(prediction.output),
        generationInfo: { tokenUsage: usageOf(prediction) },
      });
      return;
    }
    const signal = options.signal;
    const created = await this.client.predictions.create({
      ...this.settings.ref,
      input: this.inputOf(prompt),
      ...(signal ? { signal } : {}),
    });
    const streamUrl = created.urls.stream;
    if (streamUrl === undefined)
      throw new Error(`Replicate: the model of ${created.id} cannot stream its output`);
    const response = await this.settings.fetch(streamUrl, {
      headers: { accept: 'text/event-stream' },
      ...(signal ? { signal } : {}),
    });
    if (!response.ok || !response.body)
      throw new Error(`Replicate: the output stream of ${created.id} answered ${response.status}`);
    for await (const event of readServerSentEvents(response.body)) {
      if (event.event === 'output') {
        yield new GenerationChunk({ text: event.data });
        await runManager?.handleLLMNewToken(event.data);
      } else if (event.event === 'error') {
        throw new Error(`Replicate: the prediction ${created.id} failed: ${event.data}`);
      } else if (event.event === 'done') break;
    }
    const finished = await this.client.predictions.get(created.id, signal ? { signal } : {});
    const failed = TERMINAL.has(finished.status) ? failure(finished) : undefined;
    if (failed) throw failed;
    yield new GenerationChunk({ text: '', generationInfo: { tokenUsage: usageOf(finished) } });
  }
}
