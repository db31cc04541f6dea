import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

/**
 * Flowise's IBM watsonx credential (`ibmWatsonx`): the API version, the service URL of the region, the project,
 * and IAM API key or bearer token authentication. The space ID and IAM address are added here (optional).
 */
export const ibmWatsonxCredential: CredentialType = {
  name: 'ibmWatsonx',
  label: 'IBM Watsonx',
  description:
    'IBM watsonx.ai: service URL, project (or deployment space), and an IAM API key or bearer token.',
  icon: monogramIcon('wx', '#0F62FE'),
  inputs: [
    { label: 'Version', name: 'version', type: 'string', placeholder: 'YYYY-MM-DD' },
    {
      label: 'Service URL',
      name: 'serviceUrl',
      type: 'string',
      placeholder: 'https://us-south.ml.cloud.ibm.com',
    },
    { label: 'Project ID', name: 'projectId', type: 'string', placeholder: '<PROJECT_ID>', optional: true },
    {
      label: 'Space ID',
      name: 'spaceId',
      type: 'string',
      placeholder: '<SPACE_ID>',
      description: 'A deployment space instead of a project.',
      optional: true,
    },
    {
      label: 'Watsonx AI Auth Type',
      name: 'watsonxAIAuthType',
      type: 'options',
      options: [
        { label: 'IAM', name: 'iam' },
        { label: 'Bearer Token', name: 'bearertoken' },
      ],
      default: 'iam',
      description: 'IAM: an IAM API key exchanged for a token. Bearer Token: a token used as given.',
    },
    {
      label: 'Watsonx AI IAM API Key',
      name: 'watsonxAIApikey',
      type: 'password',
      description: 'API Key for Watsonx AI when using IAM',
      placeholder: '<YOUR-APIKEY>',
      optional: true,
    },
    {
      label: 'Watsonx AI Bearer Token',
      name: 'watsonxAIBearerToken',
      type: 'password',
      description: 'Bearer Token for Watsonx AI when using Bearer Token',
      placeholder: '<YOUR-BEARER-TOKEN>',
      optional: true,
    },
    {
      label: 'IAM URL',
      name: 'watsonxAIUrl',
      type: 'string',
      placeholder: 'https://iam.cloud.ibm.com',
      description: 'Where the IAM API key is exchanged for a token (IBM Cloud by default).',
      optional: true,
    },
  ],
};
