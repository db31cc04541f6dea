import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const nvidiaNIMApiCredential: CredentialType = {
  name: 'nvidiaNIMApi',
  label: 'NVIDIA NGC API Key',
  description: 'NVIDIA NGC API key for NIM endpoints (hosted or self-hosted).',
  icon: monogramIcon('NV', '#76B900'),
  inputs: [{ label: 'NVIDIA NGC API Key', name: 'nvidiaNIMApiKey', type: 'password' }],
};
