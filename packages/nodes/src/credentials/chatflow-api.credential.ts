import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

/** The API key a Chatflow Tool, Execute Flow (agentflow v1 and v2) sends to the flow it calls (Flowise's fields). */
export const chatflowApiCredential: CredentialType = {
  name: 'chatflowApi',
  label: 'Chatflow API',
  description: 'An API key sent to the chatflow a Chatflow Tool or Execute Flow node calls.',
  icon: monogramIcon('CF', '#3F51B5'),
  inputs: [{ label: 'Chatflow Api Key', name: 'chatflowApiKey', type: 'password' }],
};
