import type { EmbeddingsInterface } from '@langchain/core/embeddings';
import { ChatModelCredential } from '../../chat-models/runtime/chat-model-config.ts';
import type { EmbeddingsContext } from '../../runtime/document-processing.ts';
import { embeddingsConfig, retryOptions } from './embeddings-settings.ts';
import { QIANFAN_V1_URL, QianfanV1Embeddings } from './qianfan-v1-embeddings.ts';
import { RetryingEmbeddings } from './retrying-embeddings.ts';
import { sdkFetch } from './sdk-fetch.ts';

/**
 * Baidu Qianfan Embedding with Flowise's v1 key pair (`qianfanAccessKey` / `qianfanSecretKey`, no v2 API key):
 * the v1 API at Baidu's host, or at the v1 host typed in Base Path; undefined when the credential holds a v2 API
 * key (or an access key that is one), which the v2 API takes instead.
 */
export async function createQianfanV1Embeddings(
  context: EmbeddingsContext,
  label: string,
): Promise<EmbeddingsInterface | undefined> {
  const config = embeddingsConfig(label, context);
  const credential = await ChatModelCredential.read(config, context.credentials, ['baiduQianfanApi'], true);
  const accessKey = credential.optional('qianfanAccessKey');
  const secretKey = credential.optional('qianfanSecretKey');
  if (
    credential.optional('qianfanApiKey') !== undefined ||
    accessKey === undefined ||
    secretKey === undefined
  )
    return undefined;
  if (accessKey.startsWith('bce-v3/')) return undefined;
  const model = config.string('customModelName') ?? config.string('modelName') ?? 'Embedding-V1';
  // tao-8k embeds one text per request, the others up to 16.
  const retry = retryOptions(config, context, /tao.8k/i.test(model) ? 1 : 16);
  const inner = new QianfanV1Embeddings({
    label,
    baseUrl: (config.string('basePath') ?? QIANFAN_V1_URL).replace(/\/+$/, ''),
    accessKey,
    secretKey,
    model,
    fetch: sdkFetch(context.fetch, context.signal),
  });
  return new RetryingEmbeddings(inner, retry);
}
