import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const openAICompatibleApiCredential: CredentialType = {
  name: 'openAICompatibleApi',
  label: 'OpenAI-compatible API',
  description: 'Any server that speaks the OpenAI API (vLLM, LM Studio, LiteLLM, …): its base URL and key.',
  icon: monogramIcon('OC', '#5B6CFF'),
  inputs: [
    { label: 'Base URL', name: 'baseUrl', type: 'url', placeholder: 'http://127.0.0.1:8000/v1' },
    { label: 'API Key', name: 'openAICompatibleApiKey', type: 'password', optional: true },
  ],
};
