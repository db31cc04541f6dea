import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const replicateApiCredential: CredentialType = {
  name: 'replicateApi',
  label: 'Replicate API',
  description: 'API token of a Replicate account (replicate.com/account/api-tokens).',
  icon: monogramIcon('Rp', '#000000'),
  inputs: [{ label: 'Replicate Api Key', name: 'replicateApiKey', type: 'password' }],
};
