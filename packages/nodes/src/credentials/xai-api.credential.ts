import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const xaiApiCredential: CredentialType = {
  name: 'xaiApi',
  label: 'Xai API',
  description: 'API key of an xAI account (Grok models).',
  icon: monogramIcon('xA', '#111111'),
  inputs: [{ label: 'X AI API Key', name: 'xaiApiKey', type: 'password' }],
};
