import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const chromaApiCredential: CredentialType = {
  name: 'chromaApi',
  label: 'Chroma API',
  description: 'API key of a Chroma server, with its tenant and database.',
  icon: monogramIcon('Ch', '#FF6446'),
  inputs: [
    { label: 'Chroma Api Key', name: 'chromaApiKey', type: 'password' },
    { label: 'Chroma Tenant', name: 'chromaTenant', type: 'string', optional: true },
    { label: 'Chroma Database', name: 'chromaDatabase', type: 'string', optional: true },
  ],
};
