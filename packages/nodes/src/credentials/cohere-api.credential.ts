import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const cohereApiCredential: CredentialType = {
  name: 'cohereApi',
  label: 'Cohere API',
  description: 'API key of a Cohere account.',
  icon: monogramIcon('Co', '#39594D'),
  inputs: [{ label: 'Cohere Api Key', name: 'cohereApiKey', type: 'password' }],
};
