import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const httpBearerTokenCredential: CredentialType = {
  name: 'httpBearerToken',
  label: 'HTTP Bearer Token',
  description: "A token sent as 'Authorization: Bearer <token>'.",
  icon: monogramIcon('BT', '#607D8B'),
  inputs: [{ label: 'Token', name: 'token', type: 'password' }],
};
