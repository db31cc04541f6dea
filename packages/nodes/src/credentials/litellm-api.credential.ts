import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const litellmApiCredential: CredentialType = {
  name: 'litellmApi',
  label: 'Litellm API',
  description: 'Key of a LiteLLM proxy (a master or virtual key).',
  icon: monogramIcon('LL', '#1E3A8A'),
  inputs: [{ label: 'API Key', name: 'litellmApiKey', type: 'password' }],
};
