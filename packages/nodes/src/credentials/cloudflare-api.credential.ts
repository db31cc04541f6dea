import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const cloudflareApiCredential: CredentialType = {
  name: 'cloudflareApi',
  label: 'Cloudflare API',
  description: 'Use your Cloudflare Account ID and API Token',
  icon: monogramIcon('Cf', '#F38020'),
  inputs: [
    { label: 'Cloudflare Account ID', name: 'cloudflareAccountId', type: 'string' },
    { label: 'Cloudflare API Token', name: 'cloudflareApiToken', type: 'password' },
  ],
};
