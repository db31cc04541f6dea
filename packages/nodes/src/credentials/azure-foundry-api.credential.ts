import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

/** Flowise's `azureFoundryApi` (Azure Rerank Retriever): a Foundry key and the deployment's full rerank URL. */
export const azureFoundryApiCredential: CredentialType = {
  name: 'azureFoundryApi',
  label: 'Azure Foundry API',
  description: 'Key and rerank endpoint of a Cohere Rerank deployment in Azure AI Foundry.',
  icon: monogramIcon('AF', '#0078D4'),
  inputs: [
    {
      label: 'Azure Foundry API Key',
      name: 'azureFoundryApiKey',
      type: 'password',
      description: 'Your Azure AI Foundry API key',
    },
    {
      label: 'Azure Foundry Endpoint',
      name: 'azureFoundryEndpoint',
      type: 'string',
      placeholder: 'https://your-foundry-instance.services.ai.azure.com/providers/cohere/v2/rerank',
      description: 'Your Azure AI Foundry endpoint URL',
    },
  ],
};
