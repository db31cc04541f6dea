import type { BaseLLM } from '@langchain/core/language_models/llms';
import { Ollama, type OllamaInput } from '@langchain/ollama';
import { refusalRetryRules } from '../../chat-models/runtime/refusals-not-retried.ts';
import type { LlmBuildRequest } from './llm-builder.ts';
import { oneRequestGenerateFetch } from './ollama-generate-one-request.ts';

const DEFAULT_OLLAMA_URL = 'http://localhost:11434';

/** Ollama's sampling options the node declares, by parameter name (all numbers). */
const NUMBER_OPTIONS = [
  'temperature',
  'topP',
  'topK',
  'mirostat',
  'mirostatEta',
  'mirostatTau',
  'numCtx',
  'numGpu',
  'numThread',
  'repeatLastN',
  'repeatPenalty',
  'tfsZ',
] as const;

/**
 * Ollama (`ollama`, LLMs): Ollama's `/api/generate` at the node's Base URL (checked by the server's policy), the
 * prompt in, text out. Streams when the caller does; otherwise one non-streaming request. Usage comes from
 * Ollama's token counts.
 */
export async function buildOllamaLlm(request: LlmBuildRequest): Promise<BaseLLM> {
  const { config, options } = request;
  const baseUrl = config.string('baseUrl') ?? DEFAULT_OLLAMA_URL;
  await options.checkBaseUrl(baseUrl, config.label);
  const base = options.fetch ?? fetch;
  const fields: OllamaInput = {
    model: config.model('modelName'),
    baseUrl,
    // A thinking model's thoughts are not the answer.
    think: false,
    fetch: request.streaming ? base : oneRequestGenerateFetch(base),
  };
  for (const name of NUMBER_OPTIONS) {
    const value = config.number(name);
    if (value !== undefined) fields[name] = value;
  }
  const stop = config.list('stop');
  if (stop !== undefined) fields.stop = stop;
  return new Ollama({ ...fields, ...refusalRetryRules(options) });
}
