import type { ModelCapability, ProviderModelInfo } from './provider-model-info.ts';

/**
 * Models of Google Vertex AI as the `chatGoogleVertexAI` node names them (Flowise's list, without the retired
 * Gemini 1.0): Gemini (Google's Vertex list prices, USD per 1M tokens, standard context) and Anthropic's Claude
 * on Vertex (Anthropic's prices; Vertex names snapshots `model@date`). Native structured output is Gemini's
 * `responseSchema`, and a forced tool for Claude.
 */

const GEMINI: readonly ModelCapability[] = ['tools', 'vision', 'structuredOutput'];
const THINKING_GEMINI: readonly ModelCapability[] = [...GEMINI, 'reasoning'];
const CLAUDE: readonly ModelCapability[] = ['tools', 'vision', 'structuredOutput'];
const THINKING_CLAUDE: readonly ModelCapability[] = [...CLAUDE, 'reasoning'];

const gemini = (
  name: string,
  pricePerMillion: readonly [number, number],
  capabilities: readonly ModelCapability[] = THINKING_GEMINI,
  contextWindow = 1_048_576,
): ProviderModelInfo => ({ name, contextWindow, pricePerMillion, capabilities });

const claude = (
  name: string,
  pricePerMillion: readonly [number, number],
  capabilities: readonly ModelCapability[] = THINKING_CLAUDE,
): ProviderModelInfo => ({ name, contextWindow: 200_000, pricePerMillion, capabilities });

export const GOOGLE_VERTEX_CHAT_MODELS: readonly ProviderModelInfo[] = [
  gemini('gemini-3.1-pro-preview', [2, 12]),
  gemini('gemini-3.1-flash-lite-preview', [0.25, 1.5]),
  gemini('gemini-3-flash-preview', [0.5, 3]),
  gemini('gemini-2.5-pro', [1.25, 10]),
  gemini('gemini-2.5-flash', [0.3, 2.5]),
  gemini('gemini-2.5-flash-lite', [0.1, 0.4]),
  gemini('gemini-2.0-flash-001', [0.15, 0.6], GEMINI),
  gemini('gemini-2.0-flash-lite-001', [0.075, 0.3], GEMINI),
  gemini('gemini-1.5-pro-002', [1.25, 5], GEMINI, 2_097_152),
  gemini('gemini-1.5-flash-002', [0.075, 0.3], GEMINI),
  claude('claude-opus-4-7', [5, 25]),
  claude('claude-opus-4-6', [5, 25]),
  claude('claude-sonnet-4-6', [3, 15]),
  claude('claude-opus-4-5@20251101', [5, 25]),
  claude('claude-sonnet-4-5@20250929', [3, 15]),
  claude('claude-haiku-4-5@20251001', [1, 5]),
  claude('claude-opus-4-1@20250805', [15, 75]),
  claude('claude-sonnet-4@20250514', [3, 15]),
  claude('claude-opus-4@20250514', [15, 75]),
  claude('claude-3-7-sonnet@20250219', [3, 15]),
  claude('claude-3-5-haiku@20241022', [0.8, 4], CLAUDE),
  claude('claude-3-5-sonnet-v2@20241022', [3, 15], CLAUDE),
  claude('claude-3-haiku@20240307', [0.25, 1.25], CLAUDE),
];

/** Vertex AI text embedding models (Flowise's list; billed per 1,000 characters, so no token price here). */
export const GOOGLE_VERTEX_EMBEDDING_MODELS: readonly string[] = [
  'gemini-embedding-001',
  'text-embedding-005',
  'text-embedding-004',
  'text-multilingual-embedding-002',
];
