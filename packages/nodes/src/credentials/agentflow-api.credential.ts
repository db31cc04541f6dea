import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

/** The API key an Agent as Tool sends to the agentflow it calls (Flowise's fields). */
export const agentflowApiCredential: CredentialType = {
  name: 'agentflowApi',
  label: 'Agentflow API',
  description: 'An API key sent to the agentflow an Agent as Tool node calls.',
  icon: monogramIcon('AF', '#009688'),
  inputs: [{ label: 'Agentflow Api Key', name: 'agentflowApiKey', type: 'password' }],
};
