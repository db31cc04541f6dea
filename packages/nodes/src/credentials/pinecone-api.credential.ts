import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const pineconeApiCredential: CredentialType = {
  name: 'pineconeApi',
  label: 'Pinecone API',
  description: 'API key of a Pinecone project.',
  icon: monogramIcon('Pc', '#1C17FF'),
  inputs: [{ label: 'Pinecone Api Key', name: 'pineconeApiKey', type: 'password' }],
};
