import { BEDROCK_CHAT_MODELS } from './bedrock.models.ts';
import { COHERE_CHAT_MODELS } from './cohere.models.ts';
import { GOOGLE_VERTEX_CHAT_MODELS } from './google-vertex.models.ts';
import { OPENAI_COMPATIBLE_MODELS } from './openai-compatible.models.ts';
import type { ProviderModelInfo } from './provider-model-info.ts';
import { WATSONX_CHAT_MODELS } from './watsonx.models.ts';

/** What a model costs, in US dollars per 1,000 tokens. */
export interface ModelPrice {
  readonly inputPer1K: number;
  readonly outputPer1K: number;
}

/** Prices given per million tokens (as providers publish them), kept per 1,000 tokens. */
const perMillion = (input: number, output: number): ModelPrice => ({
  inputPer1K: input / 1000,
  outputPer1K: output / 1000,
});

/**
 * Prices as the providers published them in May 2026 (Flowise keeps the same kind of table in its models.json).
 * OpenAI list prices (standard tier, USD per 1M tokens, input / output). Keys are canonical model names: dated
 * snapshots (`gpt-4o-2024-08-06`) and `-latest` aliases find them through the lookup's rules (model-price-lookup.ts).
 */
const OPENAI_PRICES: Readonly<Record<string, ModelPrice>> = {
  'gpt-5.5': perMillion(5, 30),
  'gpt-5.5-pro': perMillion(30, 180),
  'gpt-5.4': perMillion(2.5, 15),
  'gpt-5.4-pro': perMillion(30, 180),
  'gpt-5.4-mini': perMillion(0.75, 4.5),
  'gpt-5.4-nano': perMillion(0.2, 1.25),
  'gpt-5.2': perMillion(1.75, 14),
  'gpt-5.2-pro': perMillion(21, 168),
  'gpt-5.2-chat': perMillion(1.75, 14),
  'gpt-5.1': perMillion(1.25, 10),
  'gpt-5': perMillion(1.25, 10),
  'gpt-5-pro': perMillion(15, 120),
  'gpt-5-chat': perMillion(1.25, 10),
  'gpt-5-mini': perMillion(0.25, 2),
  'gpt-5-nano': perMillion(0.05, 0.4),
  'gpt-4.1': perMillion(2, 8),
  'gpt-4.1-mini': perMillion(0.4, 1.6),
  'gpt-4.1-nano': perMillion(0.1, 0.4),
  'gpt-4o': perMillion(2.5, 10),
  'gpt-4o-mini': perMillion(0.15, 0.6),
  'o4-mini': perMillion(1.1, 4.4),
  o3: perMillion(2, 8),
  'o3-pro': perMillion(20, 80),
  'o3-mini': perMillion(1.1, 4.4),
  o1: perMillion(15, 60),
  'o1-mini': perMillion(1.1, 4.4),
  'gpt-4-turbo': perMillion(10, 30),
  'gpt-4': perMillion(30, 60),
  'gpt-4-32k': perMillion(60, 120),
  'gpt-3.5-turbo': perMillion(0.5, 1.5),
};

/** Azure OpenAI bills its global deployments at OpenAI's prices; `gpt-35-turbo` is Azure's name for GPT-3.5. */
const AZURE_OPENAI_PRICES: Readonly<Record<string, ModelPrice>> = {
  ...OPENAI_PRICES,
  'gpt-35-turbo': perMillion(0.5, 1.5),
};

/** Anthropic (USD per 1M tokens, base input / output; prompt caching not counted). */
const ANTHROPIC_PRICES: Readonly<Record<string, ModelPrice>> = {
  'claude-opus-4-7': perMillion(5, 25),
  'claude-opus-4-6': perMillion(5, 25),
  'claude-opus-4-5': perMillion(5, 25),
  'claude-opus-4-1': perMillion(15, 75),
  'claude-opus-4-0': perMillion(15, 75),
  'claude-opus-4': perMillion(15, 75),
  'claude-sonnet-4-6': perMillion(3, 15),
  'claude-sonnet-4-5': perMillion(3, 15),
  'claude-sonnet-4-0': perMillion(3, 15),
  'claude-sonnet-4': perMillion(3, 15),
  'claude-haiku-4-5': perMillion(1, 5),
  'claude-3-7-sonnet': perMillion(3, 15),
  'claude-3-5-sonnet': perMillion(3, 15),
  'claude-3-5-haiku': perMillion(0.8, 4),
  'claude-3-opus': perMillion(15, 75),
  'claude-3-haiku': perMillion(0.25, 1.25),
};

/** Google Gemini API, paid tier (USD per 1M tokens; prompts up to 200K tokens, text input). */
const GOOGLE_GEMINI_PRICES: Readonly<Record<string, ModelPrice>> = {
  'gemini-3.1-pro-preview': perMillion(2, 12),
  'gemini-3-pro-preview': perMillion(2, 12),
  'gemini-3.1-flash-lite-preview': perMillion(0.25, 1.5),
  'gemini-3-flash-preview': perMillion(0.5, 3),
  'gemini-2.5-pro': perMillion(1.25, 10),
  'gemini-2.5-flash': perMillion(0.3, 2.5),
  'gemini-2.5-flash-lite': perMillion(0.1, 0.4),
  'gemini-2.0-flash': perMillion(0.1, 0.4),
  'gemini-2.0-flash-lite': perMillion(0.075, 0.3),
  'gemini-1.5-pro': perMillion(1.25, 5),
  'gemini-1.5-flash': perMillion(0.075, 0.3),
  'gemini-1.5-flash-8b': perMillion(0.0375, 0.15),
};

/** Mistral AI (USD per 1M tokens; the `-latest` aliases priced as Mistral prices the model they point to). */
const MISTRAL_PRICES: Readonly<Record<string, ModelPrice>> = {
  'mistral-large': perMillion(2, 6),
  'mistral-medium': perMillion(0.4, 2),
  'mistral-small': perMillion(0.1, 0.3),
  'magistral-medium': perMillion(2, 5),
  'magistral-small': perMillion(0.5, 1.5),
  codestral: perMillion(0.3, 0.9),
  'devstral-small': perMillion(0.1, 0.3),
  'ministral-8b': perMillion(0.1, 0.1),
  'ministral-3b': perMillion(0.04, 0.04),
  'pixtral-large': perMillion(2, 6),
  'open-mistral-nemo': perMillion(0.15, 0.15),
  'open-mixtral-8x22b': perMillion(2, 6),
  'open-mixtral-8x7b': perMillion(0.7, 0.7),
  'open-mistral-7b': perMillion(0.25, 0.25),
  'mistral-tiny': perMillion(0.25, 0.25),
};

/** Groq on-demand (USD per 1M tokens). Compound systems bill the models they call, so they have no price here. */
const GROQ_PRICES: Readonly<Record<string, ModelPrice>> = {
  'openai/gpt-oss-120b': perMillion(0.15, 0.6),
  'openai/gpt-oss-20b': perMillion(0.075, 0.3),
  'meta-llama/llama-4-maverick-17b-128e-instruct': perMillion(0.2, 0.6),
  'meta-llama/llama-4-scout-17b-16e-instruct': perMillion(0.11, 0.34),
  'moonshotai/kimi-k2-instruct': perMillion(1, 3),
  'qwen/qwen3-32b': perMillion(0.29, 0.59),
  'llama-3.3-70b-versatile': perMillion(0.59, 0.79),
  'llama-3.1-8b-instant': perMillion(0.05, 0.08),
  'deepseek-r1-distill-llama-70b': perMillion(0.75, 0.99),
  'gemma2-9b-it': perMillion(0.2, 0.2),
};

/** The priced models of each OpenAI-compatible provider node (keys lower-cased, as the lookup compares them). */
const OPENAI_COMPATIBLE_PRICES: Readonly<Record<string, Readonly<Record<string, ModelPrice>>>> =
  Object.fromEntries(
    Object.entries(OPENAI_COMPATIBLE_MODELS).map(([node, models]) => [
      node,
      Object.fromEntries(
        models.flatMap((model) =>
          model.pricePerMillion
            ? [[model.name.toLowerCase(), perMillion(...model.pricePerMillion)] as const]
            : [],
        ),
      ),
    ]),
  );

/** Amazon Bedrock on-demand, from the Bedrock model list (bedrock.models.ts). */
const BEDROCK_PRICES: Readonly<Record<string, ModelPrice>> = Object.fromEntries(
  BEDROCK_CHAT_MODELS.map((model) => [model.name, perMillion(model.inputPerMillion, model.outputPerMillion)]),
);

/** The list prices of a maintained model list (a model without a published price is left out). */
const listedPrices = (models: readonly ProviderModelInfo[]): Readonly<Record<string, ModelPrice>> =>
  Object.fromEntries(
    models.flatMap((model) =>
      model.pricePerMillion ? [[model.name, perMillion(...model.pricePerMillion)]] : [],
    ),
  );

/** Models a chat model node names, priced per node type; Ollama runs locally, so every model of it costs 0. */
export const CHAT_MODEL_PRICES: Readonly<Record<string, Readonly<Record<string, ModelPrice>>>> = {
  chatOpenAI: OPENAI_PRICES,
  azureChatOpenAI: AZURE_OPENAI_PRICES,
  chatAnthropic: ANTHROPIC_PRICES,
  chatGoogleGenerativeAI: GOOGLE_GEMINI_PRICES,
  chatMistralAI: MISTRAL_PRICES,
  groqChat: GROQ_PRICES,
  awsChatBedrock: BEDROCK_PRICES,
  chatCohere: listedPrices(COHERE_CHAT_MODELS),
  chatGoogleVertexAI: listedPrices(GOOGLE_VERTEX_CHAT_MODELS),
  chatIBMWatsonx: listedPrices(WATSONX_CHAT_MODELS),
  ...OPENAI_COMPATIBLE_PRICES,
};

/** Chat model nodes whose every model is free to run (local models: Ollama, LocalAI). */
export const FREE_CHAT_MODEL_NODES: ReadonlySet<string> = new Set(['chatOllama', 'chatLocalAI']);
