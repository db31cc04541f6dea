import { ChatModelConfigError, type ChatModelCredential } from './chat-model-config.ts';
import type { OpenAICompatibleProvider } from './openai-compatible.provider.ts';

/**
 * A Cloudflare address as Flowise's node saves it (LangChain's Workers AI base, which ends in `/ai/run`, an AI
 * Gateway's `…/workers-ai`, or the accounts root its description names) turned into the OpenAI-compatible base.
 */
function cloudflareApiBase(typed: string): string {
  const address = typed.replace(/\/+$/, '');
  if (address.endsWith('/ai/run')) return `${address.slice(0, -'/run'.length)}/v1`;
  if (address.endsWith('/workers-ai')) return `${address}/v1`;
  if (address.endsWith('/accounts')) return `${address}/{cloudflareAccountId}/ai/v1`;
  return address;
}

/** Qianfan v2 API keys, created in the Qianfan console, start so. */
const QIANFAN_V2_KEY = /^bce-v3\//;

/**
 * Baidu Qianfan's v2 API takes a bearer API key (`bce-v3/ALTAK-…/…`). Flowise's credential holds the IAM access
 * and secret keys of the v1 SDK, which v2 cannot use as a bearer: the key is read from the added "Qianfan API Key"
 * field, or from "Qianfan Access Key" when an API key was pasted there; a bare key pair fails with a message.
 */
export function qianfanKey(credential: ChatModelCredential, label: string): string | undefined {
  const apiKey = credential.optional('qianfanApiKey');
  if (apiKey !== undefined) return apiKey;
  const accessKey = credential.optional('qianfanAccessKey');
  if (accessKey !== undefined && QIANFAN_V2_KEY.test(accessKey)) return accessKey;
  if (accessKey !== undefined || credential.optional('qianfanSecretKey') !== undefined)
    throw new ChatModelConfigError(
      `${label}: Baidu Qianfan's v2 API takes an API key (bce-v3/…), not the access and secret key pair of ` +
        `Flowise's v1 credential; create an API key in the Qianfan console and fill "Qianfan API Key" in the credential`,
    );
  return undefined;
}

/**
 * Cloudflare Workers AI, Alibaba Tongyi (DashScope) and Baidu Wenxin (Qianfan) through their OpenAI-compatible
 * APIs. DashScope and Qianfan document `response_format` as JSON mode (`json_object`), so structured output is a
 * forced tool call there.
 */
export const REGIONAL_OPENAI_COMPATIBLE_PROVIDERS = {
  chatCloudflareWorkersAI: {
    provider: 'Cloudflare Workers AI',
    credentialType: 'cloudflareApi',
    keyField: 'cloudflareApiToken',
    // https://developers.cloudflare.com/workers-ai/configuration/open-ai-compatibility/
    defaultBaseURL: 'https://api.cloudflare.com/client/v4/accounts/{cloudflareAccountId}/ai/v1',
    addressInputs: ['baseUrl'],
    apiBaseOf: cloudflareApiBase,
    modelInputs: ['model', 'modelName'],
    baseOptions: 'headers',
    toolCalling: true,
  },
  chatAlibabaTongyi: {
    provider: 'Alibaba Tongyi',
    credentialType: 'AlibabaApi',
    keyField: 'alibabaApiKey',
    // https://help.aliyun.com/zh/model-studio/compatibility-of-openai-with-dashscope (intl: dashscope-intl).
    defaultBaseURL: 'https://dashscope.aliyuncs.com/compatible-mode/v1',
    modelInputs: ['modelName'],
    baseOptions: 'headers',
    toolCalling: true,
    jsonSchema: false,
  },
  chatBaiduWenxin: {
    provider: 'Baidu Wenxin',
    credentialType: 'baiduQianfanApi',
    keyField: 'qianfanApiKey',
    // Qianfan's v2 chat API (OpenAI's chat completions form).
    defaultBaseURL: 'https://qianfan.baidubce.com/v2',
    readKey: qianfanKey,
    modelInputs: ['customModelName', 'modelName'],
    baseOptions: 'headers',
    toolCalling: true,
    jsonSchema: false,
    extraFields: (config) => {
      const penalty = config.number('penaltyScore');
      const userId = config.string('userId');
      const fields = {
        ...(penalty === undefined ? {} : { penalty_score: penalty }),
        ...(userId === undefined ? {} : { user: userId }),
      };
      return Object.keys(fields).length > 0 ? fields : undefined;
    },
  },
} as const satisfies Readonly<Record<string, OpenAICompatibleProvider>>;
