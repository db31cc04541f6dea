import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const httpBasicAuthCredential: CredentialType = {
  name: 'httpBasicAuth',
  label: 'HTTP Basic Auth',
  description: 'User name and password sent as HTTP Basic authentication.',
  icon: monogramIcon('BA', '#607D8B'),
  inputs: [
    { label: 'Basic Auth Username', name: 'basicAuthUsername', type: 'string' },
    { label: 'Basic Auth Password', name: 'basicAuthPassword', type: 'password' },
  ],
};
