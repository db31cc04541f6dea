import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const openRouterApiCredential: CredentialType = {
  name: 'openRouterApi',
  label: 'OpenRouter API Key',
  description: 'API key of an OpenRouter account.',
  icon: monogramIcon('OR', '#6467F2'),
  inputs: [{ label: 'OpenRouter API Key', name: 'openRouterApiKey', type: 'password' }],
};
