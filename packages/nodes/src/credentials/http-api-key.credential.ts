import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const httpApiKeyCredential: CredentialType = {
  name: 'httpApiKey',
  label: 'HTTP Api Key',
  description: 'An API key sent in a request header: the header name and its value.',
  icon: monogramIcon('AK', '#607D8B'),
  inputs: [
    { label: 'Key', name: 'key', type: 'string', placeholder: 'X-API-Key' },
    { label: 'Value', name: 'value', type: 'password' },
  ],
};
