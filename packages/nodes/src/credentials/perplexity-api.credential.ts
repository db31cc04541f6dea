import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const perplexityApiCredential: CredentialType = {
  name: 'perplexityApi',
  label: 'Perplexity API',
  description: 'API key of a Perplexity account.',
  icon: monogramIcon('Px', '#1F8A8A'),
  inputs: [{ label: 'Perplexity API Key', name: 'perplexityApiKey', type: 'password' }],
};
