import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

/**
 * Flowise's Baidu Qianfan credential (an access and secret key pair, for the v1 SDK) with the v2 API key the
 * chat and embeddings models here send: Qianfan's v2 chat and embeddings APIs authenticate with that key only.
 */
export const baiduQianfanApiCredential: CredentialType = {
  name: 'baiduQianfanApi',
  label: 'Baidu Qianfan API',
  description:
    'Baidu Qianfan: the v2 API key (bce-v3/…) the chat and embeddings models use; the access/secret keys are kept from Flowise.',
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
    { label: 'Qianfan Access Key', name: 'qianfanAccessKey', type: 'password', optional: true },
    { label: 'Qianfan Secret Key', name: 'qianfanSecretKey', type: 'password', optional: true },
  ],
};
