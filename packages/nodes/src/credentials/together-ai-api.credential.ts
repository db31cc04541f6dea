import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const togetherAIApiCredential: CredentialType = {
  name: 'togetherAIApi',
  label: 'TogetherAI API',
  description: 'API key of a Together AI account.',
  icon: monogramIcon('To', '#0F6FFF'),
  inputs: [{ label: 'TogetherAI Api Key', name: 'togetherAIApiKey', type: 'password' }],
};
