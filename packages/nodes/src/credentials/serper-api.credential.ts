import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const serperApiCredential: CredentialType = {
  name: 'serperApi',
  label: 'Serper API',
  description: 'API key of serper.dev (Google search results).',
  icon: monogramIcon('Se', '#2B6CB0'),
  inputs: [{ label: 'Serper Api Key', name: 'serperApiKey', type: 'password' }],
};
