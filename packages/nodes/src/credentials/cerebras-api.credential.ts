import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const cerebrasAIApiCredential: CredentialType = {
  name: 'cerebrasAIApi',
  label: 'Cerebras API Key',
  description: 'API key of a Cerebras Cloud account.',
  icon: monogramIcon('Cb', '#F15A29'),
  inputs: [{ label: 'Cerebras API Key', name: 'cerebrasApiKey', type: 'password' }],
};
