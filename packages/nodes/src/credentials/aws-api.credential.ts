import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

/** Flowise's `awsApi`: a key pair (and session token) of an AWS account; without it the server's own AWS identity. */
export const awsApiCredential: CredentialType = {
  name: 'awsApi',
  label: 'AWS security credentials',
  description:
    "Your AWS security credentials. When unspecified, credentials are taken from the server's environment as the AWS SDK does (environment variables, shared config, instance or task role).",
  icon: monogramIcon('AWS', '#FF9900'),
  inputs: [
    {
      label: 'AWS Access Key',
      name: 'awsKey',
      type: 'password',
      placeholder: '<AWS_ACCESS_KEY_ID>',
      description: 'The access key for your AWS account.',
      optional: true,
    },
    {
      label: 'AWS Secret Access Key',
      name: 'awsSecret',
      type: 'password',
      placeholder: '<AWS_SECRET_ACCESS_KEY>',
      description: 'The secret key for your AWS account.',
      optional: true,
    },
    {
      label: 'AWS Session Key',
      name: 'awsSession',
      type: 'password',
      placeholder: '<AWS_SESSION_TOKEN>',
      description:
        'The session key for your AWS account. This is only needed when you are using temporary credentials.',
      optional: true,
    },
    {
      label: 'Role ARN',
      name: 'roleArn',
      type: 'string',
      placeholder: 'arn:aws:iam::123456789012:role/role-name',
      description: 'Kept from Flowise for import; assuming a role (STS AssumeRole) does not run here yet.',
      optional: true,
    },
    {
      label: 'External ID',
      name: 'externalId',
      type: 'string',
      placeholder: 'unique-external-id',
      description: 'Kept from Flowise for import, with Role ARN.',
      optional: true,
    },
  ],
};
