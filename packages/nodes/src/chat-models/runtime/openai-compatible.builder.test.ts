import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { ChatOpenAI } from '@langchain/openai';
import { describe, expect, it } from 'vitest';
import { createChatModelProvider } from '../../runtime/chat-model-provider.ts';
import type { CredentialReader } from '../../runtime/node-executor.ts';
import { OPENAI_COMPATIBLE_NODE_NAMES, OPENAI_COMPATIBLE_PROVIDERS } from './openai-compatible.providers.ts';

/** Every address a built model was checked against, in order. */
const checked: string[] = [];
const provider = createChatModelProvider({
  checkBaseUrl(url) {
    checked.push(url);
    return url.includes('blocked.internal')
      ? Promise.reject(new Error('private address'))
      : Promise.resolve();
  },
});
/** Credentials by id: Flowise's Qianfan key pair, a v2 key pasted as its access key, else every provider's key. */
const SPECIAL_CREDENTIALS: Readonly<Record<string, Record<string, string>>> = {
  'qianfan-pair': { qianfanAccessKey: 'ALTAK-ak', qianfanSecretKey: 'sk' },
  'qianfan-pasted': { qianfanAccessKey: 'bce-v3/ALTAK-ak/secret' },
};
const credentials: CredentialReader = {
  read: (id) =>
    Promise.resolve(
      SPECIAL_CREDENTIALS[id] ?? {
        cloudflareAccountId: 'acct 1',
        ...Object.fromEntries(
          Object.values(OPENAI_COMPATIBLE_PROVIDERS).map((entry) => [
            entry.keyField,
            `${id}-${entry.keyField}`,
          ]),
        ),
      },
    ),
};

/** What the OpenAI client of a built model was given. */
function clientOf(model: BaseChatModel): { baseURL?: string; apiKey?: string; headers?: unknown } {
  expect(model).toBeInstanceOf(ChatOpenAI);
  const config = model instanceof ChatOpenAI ? model.clientConfig : {};
  return {
    baseURL: config.baseURL ?? undefined,
    apiKey: config.apiKey?.toString(),
    headers: config.defaultHeaders,
  };
}

const build = (node: string, config: Record<string, unknown>) =>
  provider.create({ modelName: node, config: { model: 'm', modelName: 'm', ...config } }, credentials);

describe('OpenAI-compatible providers: addresses and keys', () => {
  it.each(
    OPENAI_COMPATIBLE_NODE_NAMES.filter((node) => 'defaultBaseURL' in OPENAI_COMPATIBLE_PROVIDERS[node]),
  )(
    '%s talks to its own address, checked by the outbound policy, with the key of its credential',
    async (node) => {
      const entry = OPENAI_COMPATIBLE_PROVIDERS[node];
      checked.length = 0;
      const client = clientOf(await build(node, { FLOWISE_CREDENTIAL_ID: 'cred' }));
      const address = ('defaultBaseURL' in entry ? entry.defaultBaseURL : '').replace(
        '{cloudflareAccountId}',
        'acct%201',
      );
      expect(client.baseURL).toBe(address);
      expect(checked).toEqual([address]);
      expect(client.apiKey).toBe(`cred-${entry.keyField}`);
      await expect(build(node, {})).rejects.toThrow(`connect a credential of type ${entry.credentialType}`);
    },
  );

  it('needs a typed address for LocalAI and LiteLLM, and no key there', async () => {
    await expect(build('chatLocalAI', {})).rejects.toThrow('set "Base Path" to the LocalAI server');
    await expect(build('chatLitellm', {})).rejects.toThrow('e.g. http://localhost:4000');
    const local = clientOf(await build('chatLocalAI', { basePath: 'http://localai.lan:8080/v1' }));
    expect(local).toMatchObject({ baseURL: 'http://localai.lan:8080/v1', apiKey: 'no-api-key' });
  });

  it('takes a self-hosted NIM without a key, and refuses an address the policy refuses', async () => {
    const nim = clientOf(await build('chatNvidiaNIM', { basePath: 'http://nim.lan:8000/v1' }));
    expect(nim).toMatchObject({ baseURL: 'http://nim.lan:8000/v1', apiKey: 'no-api-key' });
    await expect(build('chatOpenRouter', { basepath: 'http://blocked.internal/v1' })).rejects.toThrow(
      'OpenRouter: http://blocked.internal/v1 cannot be used: private address',
    );
  });

  it("reads SambaNova's misspelt Flowise default as SambaNova's address", async () => {
    const client = clientOf(
      await build('chatSambanova', { credential: 'c', basepath: 'htps://api.sambanova.ai/v1' }),
    );
    expect(client.baseURL).toBe('https://api.sambanova.ai/v1');
  });

  it("sends the provider headers, then the node's; Comet reads them from its client options", async () => {
    const cerebras = clientOf(
      await build('chatCerebras', { credential: 'c', baseOptions: '{"X-Team":"a"}' }),
    );
    expect(cerebras.headers).toEqual({ 'X-Cerebras-3rd-Party-Integration': 'loomflow', 'X-Team': 'a' });
    const comet = clientOf(
      await build('chatCometAPI', {
        credential: 'c',
        baseOptions: { defaultHeaders: { 'X-Team': 'b' }, baseURL: 'http://elsewhere' },
      }),
    );
    expect(comet).toMatchObject({ baseURL: 'https://api.cometapi.com/v1', headers: { 'X-Team': 'b' } });
  });

  it('passes DeepSeek thinking and Perplexity top K as request fields', async () => {
    const deepseek = await build('chatDeepseek', { credential: 'c', thinking: 'true' });
    expect(deepseek).toMatchObject({ modelKwargs: { thinking: { type: 'enabled' } } });
    const perplexity = await build('chatPerplexity', { credential: 'c', model: 'sonar-pro', topK: '5' });
    expect(perplexity).toMatchObject({ model: 'sonar-pro', modelKwargs: { top_k: 5 } });
  });

  it('takes a Cloudflare address as Flowise saves it: the Workers AI run base, an AI Gateway, the accounts root', async () => {
    const base = async (baseUrl: string) =>
      clientOf(await build('chatCloudflareWorkersAI', { credential: 'c', baseUrl })).baseURL;
    await expect(base('https://api.cloudflare.com/client/v4/accounts/a1/ai/run/')).resolves.toBe(
      'https://api.cloudflare.com/client/v4/accounts/a1/ai/v1',
    );
    await expect(base('https://gateway.ai.cloudflare.com/v1/a1/gw/workers-ai')).resolves.toBe(
      'https://gateway.ai.cloudflare.com/v1/a1/gw/workers-ai/v1',
    );
    await expect(base('https://api.cloudflare.com/client/v4/accounts')).resolves.toBe(
      'https://api.cloudflare.com/client/v4/accounts/acct%201/ai/v1',
    );
    const model = await build('chatCloudflareWorkersAI', { credential: 'c', model: '@cf/qwen/qwq-32b' });
    expect(model).toMatchObject({ model: '@cf/qwen/qwq-32b' });
  });

  it("sends Qianfan's v2 API key, and names the key pair of Flowise's v1 credential as unusable", async () => {
    await expect(build('chatBaiduWenxin', { credential: 'qianfan-pair' })).rejects.toThrow(
      "Baidu Qianfan's v2 API takes an API key (bce-v3/…), not the access and secret key pair",
    );
    const pasted = clientOf(await build('chatBaiduWenxin', { credential: 'qianfan-pasted' }));
    expect(pasted.apiKey).toBe('bce-v3/ALTAK-ak/secret');
    const wenxin = await build('chatBaiduWenxin', {
      credential: 'c',
      modelName: 'ernie-4.0-8k',
      customModelName: 'ernie-speed-128k',
      penaltyScore: '1.2',
      userId: 'u1',
    });
    expect(wenxin).toMatchObject({
      model: 'ernie-speed-128k',
      modelKwargs: { penalty_score: 1.2, user: 'u1' },
    });
  });
});
