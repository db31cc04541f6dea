import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const azureOpenAIApiCredential: CredentialType = {
  name: 'azureOpenAIApi',
  label: 'Azure OpenAI API',
  description: 'An Azure OpenAI resource and deployment.',
  icon: monogramIcon('Az', '#0078D4'),
  inputs: [
    { label: 'Azure OpenAI Api Key', name: 'azureOpenAIApiKey', type: 'password' },
    {
      label: 'Azure OpenAI Api Instance Name',
      name: 'azureOpenAIApiInstanceName',
      type: 'string',
      placeholder: 'YOUR-INSTANCE-NAME',
    },
    {
      label: 'Azure OpenAI Api Deployment Name',
      name: 'azureOpenAIApiDeploymentName',
      type: 'string',
      placeholder: 'YOUR-DEPLOYMENT-NAME',
    },
    {
      label: 'Azure OpenAI Api Version',
      name: 'azureOpenAIApiVersion',
      type: 'string',
      placeholder: '2024-10-21',
    },
  ],
};
