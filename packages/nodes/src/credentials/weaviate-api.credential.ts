import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const weaviateApiCredential: CredentialType = {
  name: 'weaviateApi',
  label: 'Weaviate API',
  description: 'API key of a Weaviate cluster.',
  icon: monogramIcon('Wv', '#00A142'),
  inputs: [{ label: 'Weaviate API Key', name: 'weaviateApiKey', type: 'password' }],
};
