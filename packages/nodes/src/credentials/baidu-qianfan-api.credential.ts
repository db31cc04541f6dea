import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

/**
 * Flowise's Baidu Qianfan credential (an access and secret key pair, for the v1 API) with the v2 API key the
 * chat and embeddings models here send: Qianfan's v2 APIs authenticate with that key only; without it, the
 * embeddings exchange the key pair for a v1 access token.
 */
export const baiduQianfanApiCredential: CredentialType = {
  name: 'baiduQianfanApi',
  label: 'Baidu Qianfan API',
  description:
    'Baidu Qianfan: the v2 API key (bce-v3/…) the chat and embeddings models use, or the access/secret key pair of Flowise, which the embeddings use through the v1 API.',
  icon: monogramIcon('Wx', '#2932E1'),
  inputs: [
    {
      label: 'Qianfan API Key',
      name: 'qianfanApiKey',
      type: 'password',
      placeholder: 'bce-v3/ALTAK-…',
      description: 'The v2 API key from the Qianfan console; the chat and embeddings models need it.',
      optional: true,
    },
    {
      label: 'Qianfan Access Key',
      name: 'qianfanAccessKey',
      type: 'password',
      description:
        'With the secret key: the embeddings through the v1 API (the chat model needs the API key).',
      optional: true,
    },
    { label: 'Qianfan Secret Key', name: 'qianfanSecretKey', type: 'password', optional: true },
  ],
};
