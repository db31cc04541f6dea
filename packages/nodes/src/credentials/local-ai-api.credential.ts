import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const localAIApiCredential: CredentialType = {
  name: 'localAIApi',
  label: 'LocalAI API',
  description: 'API key of a LocalAI server.',
  icon: monogramIcon('LA', '#2E7D32'),
  inputs: [{ label: 'LocalAI Api Key', name: 'localAIApiKey', type: 'password' }],
};
