import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const fireworksApiCredential: CredentialType = {
  name: 'fireworksApi',
  label: 'Fireworks API',
  description: 'API key of a Fireworks AI account.',
  icon: monogramIcon('Fw', '#6720FF'),
  inputs: [{ label: 'Fireworks Api Key', name: 'fireworksApiKey', type: 'password' }],
};
