import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const qdrantApiCredential: CredentialType = {
  name: 'qdrantApi',
  label: 'Qdrant API',
  description: 'API key of a Qdrant server or cloud cluster.',
  icon: monogramIcon('Qd', '#DC244C'),
  inputs: [{ label: 'Qdrant API Key', name: 'qdrantApiKey', type: 'password' }],
};
