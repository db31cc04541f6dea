import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const sambanovaApiCredential: CredentialType = {
  name: 'sambanovaApi',
  label: 'Sambanova API',
  description: 'API key of a SambaNova Cloud account.',
  icon: monogramIcon('SN', '#EE7624'),
  inputs: [{ label: 'Sambanova Api Key', name: 'sambanovaApiKey', type: 'password' }],
};
