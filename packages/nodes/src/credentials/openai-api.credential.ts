import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const openAIApiCredential: CredentialType = {
  name: 'openAIApi',
  label: 'OpenAI API',
  description: 'API key of an OpenAI account (platform.openai.com).',
  icon: monogramIcon('AI', '#10A37F'),
  inputs: [{ label: 'OpenAI Api Key', name: 'openAIApiKey', type: 'password' }],
};
