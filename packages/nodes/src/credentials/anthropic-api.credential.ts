import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const anthropicApiCredential: CredentialType = {
  name: 'anthropicApi',
  label: 'Anthropic API',
  description: 'API key of an Anthropic account.',
  icon: monogramIcon('An', '#D97757'),
  inputs: [{ label: 'Anthropic Api Key', name: 'anthropicApiKey', type: 'password' }],
};
