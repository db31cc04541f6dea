import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const tavilyApiCredential: CredentialType = {
  name: 'tavilyApi',
  label: 'Tavily API',
  description: 'Tavily API is a search engine designed for LLMs and AI agents.',
  icon: monogramIcon('Tv', '#1E88E5'),
  inputs: [{ label: 'Tavily Api Key', name: 'tavilyApiKey', type: 'password' }],
};
