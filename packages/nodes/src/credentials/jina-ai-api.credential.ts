import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const jinaAIApiCredential: CredentialType = {
  name: 'jinaAIApi',
  label: 'JinaAI API',
  description: 'API key of a Jina AI account (jina.ai).',
  icon: monogramIcon('Ji', '#E1322D'),
  inputs: [{ label: 'JinaAI API Key', name: 'jinaAIAPIKey', type: 'password' }],
};
