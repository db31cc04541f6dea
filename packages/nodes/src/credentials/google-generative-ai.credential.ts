import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const googleGenerativeAICredential: CredentialType = {
  name: 'googleGenerativeAI',
  label: 'Google Generative AI',
  description: 'API key from Google AI Studio (Gemini).',
  icon: monogramIcon('G', '#4285F4'),
  inputs: [{ label: 'Google AI API Key', name: 'googleGenerativeAPIKey', type: 'password' }],
};
