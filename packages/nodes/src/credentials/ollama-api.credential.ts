import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const ollamaApiCredential: CredentialType = {
  name: 'ollamaApi',
  label: 'Ollama API',
  description: 'An Ollama server; the key only when it sits behind an authenticating proxy.',
  icon: monogramIcon('Ol', '#3C3C3C'),
  inputs: [
    {
      label: 'Base URL',
      name: 'baseUrl',
      type: 'url',
      placeholder: 'http://127.0.0.1:11434',
      optional: true,
    },
    { label: 'Ollama Api Key', name: 'ollamaApiKey', type: 'password', optional: true },
  ],
};
