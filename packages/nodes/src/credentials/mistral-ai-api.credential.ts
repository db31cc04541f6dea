import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const mistralAIApiCredential: CredentialType = {
  name: 'mistralAIApi',
  label: 'MistralAI API',
  description: 'API key of a Mistral AI account.',
  icon: monogramIcon('Mi', '#FA520F'),
  inputs: [{ label: 'MistralAI API Key', name: 'mistralAIAPIKey', type: 'password' }],
};
