import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const cometApiCredential: CredentialType = {
  name: 'cometApi',
  label: 'Comet API',
  description: 'API key of a CometAPI account.',
  icon: monogramIcon('Co', '#3B5BDB'),
  inputs: [{ label: 'Comet API Key', name: 'cometApiKey', type: 'password' }],
};
