import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const groqApiCredential: CredentialType = {
  name: 'groqApi',
  label: 'Groq API',
  description: 'API key of a Groq account.',
  icon: monogramIcon('Gq', '#F55036'),
  inputs: [{ label: 'Groq Api Key', name: 'groqApiKey', type: 'password' }],
};
