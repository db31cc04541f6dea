import { nodeNamesOf } from '../../node-names.ts';
import { REGIONAL_OPENAI_COMPATIBLE_PROVIDERS } from './openai-compatible.regional-providers.ts';
import type { OpenAICompatibleProvider } from './openai-compatible.provider.ts';

export type { OpenAICompatibleProvider } from './openai-compatible.provider.ts';

const MODEL_NAME = ['modelName'] as const;

/**
 * The OpenAI-compatible providers by node name (Flowise's names). Addresses are the providers' published API
 * bases; a key is required at the provider's own address, optional at one the user typed (a self-hosted NIM, a
 * proxy), and LocalAI and LiteLLM need none.
 */
export const OPENAI_COMPATIBLE_PROVIDERS = {
  chatDeepseek: {
    provider: 'DeepSeek',
    credentialType: 'deepseekApi',
    keyField: 'deepseekApiKey',
    defaultBaseURL: 'https://api.deepseek.com',
    modelInputs: MODEL_NAME,
    baseOptions: 'headers',
    toolCalling: true,
    // DeepSeek's JSON mode is `json_object` only (https://api-docs.deepseek.com/guides/json_mode).
    jsonSchema: false,
    extraFields: (config) =>
      config.boolean('thinking') === true ? { thinking: { type: 'enabled' } } : undefined,
  },
  chatOpenRouter: {
    provider: 'OpenRouter',
    credentialType: 'openRouterApi',
    keyField: 'openRouterApiKey',
    defaultBaseURL: 'https://openrouter.ai/api/v1',
    modelInputs: MODEL_NAME,
    // OpenRouter's app attribution header (https://openrouter.ai/docs/api-reference/overview#headers).
    headers: { 'X-Title': 'Loomflow' },
    baseOptions: 'headers',
    toolCalling: true,
  },
  chatXAI: {
    provider: 'xAI',
    credentialType: 'xaiApi',
    keyField: 'xaiApiKey',
    defaultBaseURL: 'https://api.x.ai/v1',
    modelInputs: MODEL_NAME,
    baseOptions: 'headers',
    toolCalling: true,
  },
  chatTogetherAI: {
    provider: 'Together AI',
    credentialType: 'togetherAIApi',
    keyField: 'togetherAIApiKey',
    defaultBaseURL: 'https://api.together.xyz/v1',
    modelInputs: MODEL_NAME,
    baseOptions: 'headers',
    toolCalling: true,
  },
  chatFireworks: {
    provider: 'Fireworks AI',
    credentialType: 'fireworksApi',
    keyField: 'fireworksApiKey',
    defaultBaseURL: 'https://api.fireworks.ai/inference/v1',
    modelInputs: MODEL_NAME,
    baseOptions: 'headers',
    toolCalling: true,
  },
  chatLocalAI: {
    provider: 'LocalAI',
    credentialType: 'localAIApi',
    keyField: 'localAIApiKey',
    baseURLExample: 'http://localhost:8080/v1',
    modelInputs: MODEL_NAME,
    baseOptions: 'headers',
    toolCalling: true,
  },
  chatLitellm: {
    provider: 'LiteLLM',
    credentialType: 'litellmApi',
    keyField: 'litellmApiKey',
    baseURLExample: 'http://localhost:4000',
    modelInputs: MODEL_NAME,
    baseOptions: 'headers',
    toolCalling: true,
  },
  chatPerplexity: {
    provider: 'Perplexity',
    credentialType: 'perplexityApi',
    keyField: 'perplexityApiKey',
    defaultBaseURL: 'https://api.perplexity.ai',
    modelInputs: ['model', 'modelName'],
    baseOptions: 'headers',
    // Sonar answers from web search; its API takes no tools (https://docs.perplexity.ai/api-reference).
    toolCalling: false,
    extraFields: (config) => {
      const topK = config.positiveInteger('topK');
      return topK === undefined ? undefined : { top_k: topK };
    },
  },
  chatCerebras: {
    provider: 'Cerebras',
    credentialType: 'cerebrasAIApi',
    keyField: 'cerebrasApiKey',
    defaultBaseURL: 'https://api.cerebras.ai/v1',
    modelInputs: MODEL_NAME,
    // Cerebras asks integrations to name themselves in this header.
    headers: { 'X-Cerebras-3rd-Party-Integration': 'loomflow' },
    baseOptions: 'headers',
    toolCalling: true,
  },
  chatSambanova: {
    provider: 'SambaNova',
    credentialType: 'sambanovaApi',
    keyField: 'sambanovaApiKey',
    defaultBaseURL: 'https://api.sambanova.ai/v1',
    defaultBaseURLAliases: ['htps://api.sambanova.ai/v1'],
    modelInputs: MODEL_NAME,
    baseOptions: 'headers',
    toolCalling: true,
  },
  chatNvidiaNIM: {
    provider: 'NVIDIA NIM',
    credentialType: 'nvidiaNIMApi',
    keyField: 'nvidiaNIMApiKey',
    defaultBaseURL: 'https://integrate.api.nvidia.com/v1',
    modelInputs: MODEL_NAME,
    baseOptions: 'headers',
    toolCalling: true,
  },
  chatCometAPI: {
    provider: 'CometAPI',
    credentialType: 'cometApi',
    keyField: 'cometApiKey',
    defaultBaseURL: 'https://api.cometapi.com/v1',
    modelInputs: MODEL_NAME,
    baseOptions: 'clientOptions',
    toolCalling: true,
  },
  ...REGIONAL_OPENAI_COMPATIBLE_PROVIDERS,
} as const satisfies Readonly<Record<string, OpenAICompatibleProvider>>;

export type OpenAICompatibleNodeName = keyof typeof OPENAI_COMPATIBLE_PROVIDERS;

/** The node names of the family, in the order above. */
export const OPENAI_COMPATIBLE_NODE_NAMES: readonly OpenAICompatibleNodeName[] =
  nodeNamesOf(OPENAI_COMPATIBLE_PROVIDERS);

/** The address typed in a node, unless it is empty or stands for the provider's default. */
export function typedAddress(
  provider: OpenAICompatibleProvider,
  typed: string | undefined,
): string | undefined {
  const trimmed = typed?.trim();
  if (trimmed === undefined || trimmed === '' || provider.defaultBaseURLAliases?.includes(trimmed))
    return undefined;
  return trimmed;
}

const BY_NAME: Readonly<Record<string, OpenAICompatibleProvider | undefined>> = OPENAI_COMPATIBLE_PROVIDERS;

/**
 * Where a provider node's models are listed (`{address}/models`): the address typed in the node or the provider's
 * own, and the credential field holding the key; undefined for a node of another family or without an address.
 */
export function openAICompatibleModelSource(
  nodeName: string,
  typed: string | undefined,
): { readonly baseURL: string; readonly keyField: string } | undefined {
  const provider = BY_NAME[nodeName];
  if (!provider) return undefined;
  const baseURL = typedAddress(provider, typed) ?? provider.defaultBaseURL;
  // An address made of credential fields (Cloudflare's account) has no models endpoint of OpenAI's form.
  if (baseURL === undefined || baseURL.includes('{')) return undefined;
  return { baseURL, keyField: provider.keyField };
}
