import type { ProviderModelInfo } from './provider-model-info.ts';

/** Cohere's chat models (Command family), with context windows and list prices per 1M tokens. */
export const COHERE_CHAT_MODELS: readonly ProviderModelInfo[] = [
  {
    name: 'command-a-03-2025',
    contextWindow: 256_000,
    pricePerMillion: [2.5, 10],
    capabilities: ['tools', 'structuredOutput'],
  },
  {
    name: 'command-a-reasoning-08-2025',
    contextWindow: 256_000,
    pricePerMillion: [2.5, 10],
    capabilities: ['tools', 'structuredOutput', 'reasoning'],
  },
  {
    name: 'command-a-vision-07-2025',
    contextWindow: 128_000,
    pricePerMillion: [2.5, 10],
    capabilities: ['vision'],
  },
  {
    name: 'command-r-plus-08-2024',
    contextWindow: 128_000,
    pricePerMillion: [2.5, 10],
    capabilities: ['tools', 'structuredOutput'],
  },
  {
    name: 'command-r-08-2024',
    contextWindow: 128_000,
    pricePerMillion: [0.15, 0.6],
    capabilities: ['tools', 'structuredOutput'],
  },
  {
    name: 'command-r7b-12-2024',
    contextWindow: 128_000,
    pricePerMillion: [0.0375, 0.15],
    capabilities: ['tools', 'structuredOutput'],
  },
  {
    name: 'command-r',
    contextWindow: 128_000,
    pricePerMillion: [0.15, 0.6],
    capabilities: ['tools'],
  },
  {
    name: 'command-r-plus',
    contextWindow: 128_000,
    pricePerMillion: [2.5, 10],
    capabilities: ['tools'],
  },
];
