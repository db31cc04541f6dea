import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const deepseekApiCredential: CredentialType = {
  name: 'deepseekApi',
  label: 'DeepseekAI API',
  description: 'API key of a DeepSeek account.',
  icon: monogramIcon('DS', '#4D6BFE'),
  inputs: [{ label: 'DeepseekAI API Key', name: 'deepseekApiKey', type: 'password' }],
};
