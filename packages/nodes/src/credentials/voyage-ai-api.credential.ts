import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const voyageAIApiCredential: CredentialType = {
  name: 'voyageAIApi',
  label: 'Voyage AI API',
  description: 'API key of a Voyage AI account; the endpoint is its embeddings address.',
  icon: monogramIcon('Vo', '#1F1F1F'),
  inputs: [
    {
      label: 'Voyage AI Endpoint',
      name: 'endpoint',
      type: 'string',
      default: 'https://api.voyageai.com/v1/embeddings',
    },
    { label: 'Voyage AI API Key', name: 'apiKey', type: 'password' },
  ],
};
