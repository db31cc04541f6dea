import type { ModelCapability, ProviderModelInfo } from './provider-model-info.ts';

/**
 * The maintained model lists of the OpenAI-compatible providers, as the providers published them in late 2025
 * (USD per 1M tokens, standard tier, input / output; search or request fees not counted). Hosted trials (NVIDIA),
 * resellers whose prices follow the routed provider (CometAPI) and CNY-only price lists (Baidu) have no price here; OpenRouter's are the
 * routed provider's list prices. LocalAI and LiteLLM serve what their operator configured: asked, not listed.
 */
const T: ModelCapability = 'tools';
const V: ModelCapability = 'vision';
const S: ModelCapability = 'structuredOutput';
const R: ModelCapability = 'reasoning';

const model = (
  name: string,
  contextWindow: number,
  capabilities: readonly ModelCapability[],
  pricePerMillion?: readonly [number, number],
): ProviderModelInfo => ({
  name,
  contextWindow,
  capabilities,
  ...(pricePerMillion ? { pricePerMillion } : {}),
});

const K128 = 131_072;

export const DEEPSEEK_MODELS: readonly ProviderModelInfo[] = [
  model('deepseek-chat', 128_000, [T, S], [0.28, 0.42]),
  model('deepseek-reasoner', 128_000, [T, S, R], [0.28, 0.42]),
];

export const XAI_MODELS: readonly ProviderModelInfo[] = [
  model('grok-4', 256_000, [T, V, S, R], [3, 15]),
  model('grok-4-fast-reasoning', 2_000_000, [T, V, S, R], [0.2, 0.5]),
  model('grok-4-fast-non-reasoning', 2_000_000, [T, V, S], [0.2, 0.5]),
  model('grok-code-fast-1', 256_000, [T, S, R], [0.2, 1.5]),
  model('grok-3', K128, [T, S], [3, 15]),
  model('grok-3-mini', K128, [T, S, R], [0.3, 0.5]),
  model('grok-2-vision-1212', 32_768, [V], [2, 10]),
];

export const TOGETHER_AI_MODELS: readonly ProviderModelInfo[] = [
  model('meta-llama/Llama-3.3-70B-Instruct-Turbo', K128, [T, S], [0.88, 0.88]),
  model('meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo', K128, [T, S], [0.18, 0.18]),
  model('meta-llama/Llama-4-Maverick-17B-128E-Instruct-FP8', 1_048_576, [T, V, S], [0.27, 0.85]),
  model('meta-llama/Llama-4-Scout-17B-16E-Instruct', 1_048_576, [T, V, S], [0.18, 0.59]),
  model('deepseek-ai/DeepSeek-V3', K128, [T, S], [1.25, 1.25]),
  model('deepseek-ai/DeepSeek-R1', 163_840, [R], [3, 7]),
  model('Qwen/Qwen2.5-72B-Instruct-Turbo', 32_768, [T, S], [1.2, 1.2]),
  model('openai/gpt-oss-120b', K128, [T, S, R], [0.15, 0.6]),
  model('moonshotai/Kimi-K2-Instruct', K128, [T, S], [1, 3]),
  model('mistralai/Mixtral-8x7B-Instruct-v0.1', 32_768, [], [0.6, 0.6]),
];

const FIREWORKS = 'accounts/fireworks/models/';
export const FIREWORKS_MODELS: readonly ProviderModelInfo[] = [
  model(`${FIREWORKS}llama-v3p1-8b-instruct`, K128, [T, S], [0.2, 0.2]),
  model(`${FIREWORKS}llama-v3p3-70b-instruct`, K128, [T, S], [0.9, 0.9]),
  model(`${FIREWORKS}llama-v3p1-405b-instruct`, K128, [T, S], [3, 3]),
  model(`${FIREWORKS}llama4-maverick-instruct-basic`, 1_048_576, [T, V, S], [0.22, 0.88]),
  model(`${FIREWORKS}deepseek-v3`, K128, [T, S], [0.9, 0.9]),
  model(`${FIREWORKS}qwen3-235b-a22b`, K128, [T, S, R], [0.22, 0.88]),
  model(`${FIREWORKS}gpt-oss-120b`, K128, [T, S, R], [0.15, 0.6]),
  model(`${FIREWORKS}kimi-k2-instruct`, K128, [T, S], [0.6, 2.5]),
];

export const PERPLEXITY_MODELS: readonly ProviderModelInfo[] = [
  model('sonar', 128_000, [S], [1, 1]),
  model('sonar-pro', 200_000, [S], [3, 15]),
  model('sonar-reasoning', 128_000, [S, R], [1, 5]),
  model('sonar-reasoning-pro', 128_000, [S, R], [2, 8]),
  model('sonar-deep-research', 128_000, [R], [2, 8]),
];

export const CEREBRAS_MODELS: readonly ProviderModelInfo[] = [
  model('llama3.1-8b', 32_768, [T, S], [0.1, 0.1]),
  model('llama-3.3-70b', K128, [T, S], [0.85, 1.2]),
  model('llama-4-scout-17b-16e-instruct', 32_768, [T, S], [0.65, 0.85]),
  model('llama-4-maverick-17b-128e-instruct', 32_768, [T, S], [0.2, 0.6]),
  model('qwen-3-32b', K128, [T, S, R], [0.4, 0.8]),
  model('qwen-3-235b-a22b-instruct-2507', K128, [T, S], [0.6, 1.2]),
  model('gpt-oss-120b', K128, [T, S, R], [0.25, 0.69]),
];

export const SAMBANOVA_MODELS: readonly ProviderModelInfo[] = [
  model('Meta-Llama-3.3-70B-Instruct', K128, [T, S], [0.6, 1.2]),
  model('Meta-Llama-3.1-8B-Instruct', 16_384, [T, S], [0.1, 0.2]),
  model('Llama-4-Maverick-17B-128E-Instruct', K128, [T, V, S], [0.63, 1.8]),
  model('DeepSeek-V3-0324', K128, [T, S], [3, 4.5]),
  model('DeepSeek-V3.1', K128, [T, S, R], [3, 4.5]),
  model('DeepSeek-R1-0528', K128, [R], [5, 7]),
  model('Qwen3-32B', 32_768, [T, S, R], [0.4, 0.8]),
  model('gpt-oss-120b', K128, [T, S, R], [0.22, 0.59]),
];

export const NVIDIA_NIM_MODELS: readonly ProviderModelInfo[] = [
  model('meta/llama-3.3-70b-instruct', K128, [T, S]),
  model('meta/llama-3.1-8b-instruct', K128, [T, S]),
  model('meta/llama-3.1-405b-instruct', K128, [T, S]),
  model('nvidia/llama-3.3-nemotron-super-49b-v1', K128, [T, S, R]),
  model('nvidia/llama-3.1-nemotron-70b-instruct', K128, [T, S]),
  model('deepseek-ai/deepseek-r1', K128, [R]),
  model('openai/gpt-oss-120b', K128, [T, S, R]),
  model('mistralai/mixtral-8x22b-instruct-v0.1', 65_536, [T]),
  model('qwen/qwen2.5-coder-32b-instruct', 32_768, [S]),
  model('microsoft/phi-3-mini-4k-instruct', 4_096, []),
];

export const OPENROUTER_MODELS: readonly ProviderModelInfo[] = [
  model('openai/gpt-5', 400_000, [T, V, S, R], [1.25, 10]),
  model('openai/gpt-5-mini', 400_000, [T, V, S, R], [0.25, 2]),
  model('openai/gpt-4o', 128_000, [T, V, S], [2.5, 10]),
  model('openai/gpt-4o-mini', 128_000, [T, V, S], [0.15, 0.6]),
  model('anthropic/claude-sonnet-4', 200_000, [T, V, S, R], [3, 15]),
  model('anthropic/claude-3.5-haiku', 200_000, [T, V], [0.8, 4]),
  model('google/gemini-2.5-pro', 1_048_576, [T, V, S, R], [1.25, 10]),
  model('google/gemini-2.5-flash', 1_048_576, [T, V, S, R], [0.3, 2.5]),
  model('x-ai/grok-4', 256_000, [T, V, S, R], [3, 15]),
  model('meta-llama/llama-3.3-70b-instruct', K128, [T, S]),
  model('deepseek/deepseek-chat-v3.1', 163_840, [T, S, R]),
];

export const COMET_API_MODELS: readonly ProviderModelInfo[] = [
  model('gpt-5-mini', 400_000, [T, V, S, R]),
  model('gpt-5', 400_000, [T, V, S, R]),
  model('gpt-4o-mini', 128_000, [T, V, S]),
  model('claude-sonnet-4-20250514', 200_000, [T, V, R]),
  model('gemini-2.5-pro', 1_048_576, [T, V, S, R]),
  model('gemini-2.0-flash', 1_048_576, [T, V, S]),
  model('deepseek-v3', K128, [T, S]),
  model('grok-4', 256_000, [T, V, S, R]),
];

/** Workers AI text generation models with their published per-1M prices (neurons converted, late 2025). */
export const CLOUDFLARE_WORKERS_AI_MODELS: readonly ProviderModelInfo[] = [
  model('@cf/meta/llama-3.1-8b-instruct-fast', 128_000, [T, S], [0.045, 0.384]),
  model('@cf/meta/llama-3.3-70b-instruct-fp8-fast', 24_000, [T, S], [0.293, 2.253]),
  model('@cf/meta/llama-4-scout-17b-16e-instruct', 131_000, [T, V, S], [0.27, 0.85]),
  model('@cf/openai/gpt-oss-120b', 128_000, [T, R], [0.35, 0.75]),
  model('@cf/openai/gpt-oss-20b', 128_000, [T, R], [0.2, 0.3]),
  model('@cf/mistralai/mistral-small-3.1-24b-instruct', 128_000, [T, V], [0.351, 0.555]),
  model('@cf/google/gemma-3-12b-it', 80_000, [V], [0.345, 0.556]),
  model('@cf/qwen/qwq-32b', 24_000, [R], [0.66, 1]),
  model('@cf/qwen/qwen2.5-coder-32b-instruct', 32_768, [], [0.66, 1]),
  model('@cf/deepseek-ai/deepseek-r1-distill-qwen-32b', 80_000, [R], [0.497, 4.881]),
];

/** Qwen models of Model Studio, international (Singapore) list prices; mainland prices are in CNY. */
export const ALIBABA_TONGYI_MODELS: readonly ProviderModelInfo[] = [
  model('qwen-plus', K128, [T, S, R], [0.4, 1.2]),
  model('qwen-max', 32_768, [T, S], [1.6, 6.4]),
  model('qwen3-max', 262_144, [T, S], [1.2, 6]),
  model('qwen-turbo', 1_000_000, [T, S, R], [0.05, 0.2]),
  model('qwen-flash', 1_000_000, [T, S, R], [0.05, 0.4]),
  model('qwen3-coder-plus', 1_000_000, [T, S], [1, 5]),
  model('qwq-plus', K128, [T, R], [0.8, 2.4]),
  model('qwen-vl-max', K128, [V], [0.8, 3.2]),
  model('qwen-vl-plus', K128, [V], [0.21, 0.63]),
];

/** ERNIE models of Qianfan (Flowise's list first); Baidu prices them in CNY only, so none here. */
export const BAIDU_WENXIN_MODELS: readonly ProviderModelInfo[] = [
  model('ernie-4.5-8k-preview', 8_192, [T, S]),
  model('ernie-4.0-8k', 8_192, [T, S]),
  model('ernie-3.5-8k-preview', 8_192, [T, S]),
  model('ernie-speed-128k', K128, []),
  model('ernie-4.5-turbo-128k', K128, [T, S]),
  model('ernie-4.5-turbo-vl-32k', 32_768, [V]),
  model('ernie-x1-turbo-32k', 32_768, [R]),
  model('ernie-lite-8k', 8_192, []),
];

/** The maintained list of each provider node; LocalAI and LiteLLM list what their server answers. */
export const OPENAI_COMPATIBLE_MODELS: Readonly<Record<string, readonly ProviderModelInfo[]>> = {
  chatDeepseek: DEEPSEEK_MODELS,
  chatOpenRouter: OPENROUTER_MODELS,
  chatXAI: XAI_MODELS,
  chatTogetherAI: TOGETHER_AI_MODELS,
  chatFireworks: FIREWORKS_MODELS,
  chatLocalAI: [],
  chatLitellm: [],
  chatPerplexity: PERPLEXITY_MODELS,
  chatCerebras: CEREBRAS_MODELS,
  chatSambanova: SAMBANOVA_MODELS,
  chatNvidiaNIM: NVIDIA_NIM_MODELS,
  chatCometAPI: COMET_API_MODELS,
  chatCloudflareWorkersAI: CLOUDFLARE_WORKERS_AI_MODELS,
  chatAlibabaTongyi: ALIBABA_TONGYI_MODELS,
  chatBaiduWenxin: BAIDU_WENXIN_MODELS,
};
