import type { ProviderModelInfo } from './provider-model-info.ts';

/**
 * Foundation models of IBM watsonx.ai's text chat API (model ids as the API takes them), with context windows and
 * IBM's list prices per 1M tokens (watsonx.ai SaaS, USD). Structured output is a forced tool call there.
 */
export const WATSONX_CHAT_MODELS: readonly ProviderModelInfo[] = [
  {
    name: 'ibm/granite-4-h-small',
    contextWindow: 131_072,
    pricePerMillion: [0.06, 0.25],
    capabilities: ['tools', 'structuredOutput'],
  },
  {
    name: 'ibm/granite-3-3-8b-instruct',
    contextWindow: 131_072,
    pricePerMillion: [0.2, 0.2],
    capabilities: ['tools', 'structuredOutput', 'reasoning'],
  },
  {
    name: 'ibm/granite-3-2-8b-instruct',
    contextWindow: 131_072,
    pricePerMillion: [0.2, 0.2],
    capabilities: ['tools', 'structuredOutput', 'reasoning'],
  },
  {
    name: 'ibm/granite-3-8b-instruct',
    contextWindow: 131_072,
    pricePerMillion: [0.2, 0.2],
    capabilities: ['tools', 'structuredOutput'],
  },
  {
    name: 'ibm/granite-vision-3-2-2b',
    contextWindow: 131_072,
    pricePerMillion: [0.1, 0.1],
    capabilities: ['vision'],
  },
  {
    name: 'meta-llama/llama-4-maverick-17b-128e-instruct-fp8',
    contextWindow: 131_072,
    pricePerMillion: [0.35, 1.4],
    capabilities: ['tools', 'vision', 'structuredOutput'],
  },
  {
    name: 'meta-llama/llama-3-3-70b-instruct',
    contextWindow: 131_072,
    pricePerMillion: [0.71, 0.71],
    capabilities: ['tools', 'structuredOutput'],
  },
  {
    name: 'meta-llama/llama-3-2-11b-vision-instruct',
    contextWindow: 131_072,
    pricePerMillion: [0.35, 0.35],
    capabilities: ['tools', 'vision'],
  },
  {
    name: 'meta-llama/llama-3-2-90b-vision-instruct',
    contextWindow: 131_072,
    pricePerMillion: [2, 2],
    capabilities: ['tools', 'vision'],
  },
  {
    name: 'meta-llama/llama-3-405b-instruct',
    contextWindow: 131_072,
    pricePerMillion: [5, 16],
    capabilities: ['tools', 'structuredOutput'],
  },
  {
    name: 'mistralai/mistral-large',
    contextWindow: 131_072,
    pricePerMillion: [3, 10],
    capabilities: ['tools', 'structuredOutput'],
  },
  {
    name: 'mistralai/mistral-medium-2505',
    contextWindow: 131_072,
    pricePerMillion: [3, 10],
    capabilities: ['tools', 'vision', 'structuredOutput'],
  },
  {
    name: 'mistralai/mistral-small-3-1-24b-instruct-2503',
    contextWindow: 131_072,
    pricePerMillion: [0.1, 0.3],
    capabilities: ['tools', 'vision', 'structuredOutput'],
  },
  {
    name: 'mistralai/pixtral-12b',
    contextWindow: 128_000,
    pricePerMillion: [0.35, 0.35],
    capabilities: ['vision'],
  },
  {
    name: 'openai/gpt-oss-120b',
    contextWindow: 131_072,
    pricePerMillion: [0.15, 0.6],
    capabilities: ['tools', 'structuredOutput', 'reasoning'],
  },
];
