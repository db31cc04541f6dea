import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const huggingFaceApiCredential: CredentialType = {
  name: 'huggingFaceApi',
  label: 'HuggingFace API',
  description: 'Access token of a Hugging Face account.',
  icon: monogramIcon('HF', '#FFB000'),
  inputs: [{ label: 'HuggingFace Api Key', name: 'huggingFaceApiKey', type: 'password' }],
};
