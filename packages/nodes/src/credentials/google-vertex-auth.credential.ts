import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

/**
 * Flowise's `googleVertexAuth`: a Google service account key (its JSON, or the path of its file on the server) and
 * an optional project id; without it the server's Application Default Credentials.
 */
export const googleVertexAuthCredential: CredentialType = {
  name: 'googleVertexAuth',
  label: 'Google Vertex Auth',
  description:
    "A Google Cloud service account key for Vertex AI. When no credential is chosen, the server's Application Default Credentials are used (GOOGLE_APPLICATION_CREDENTIALS, or the service account of the Google Cloud machine it runs on).",
  icon: monogramIcon('GCP', '#4285F4'),
  inputs: [
    {
      label: 'Google Application Credential File Path',
      name: 'googleApplicationCredentialFilePath',
      description:
        'Path of a service account JSON key file on the server. You can also paste the JSON object below instead (either one).',
      placeholder: 'your-path/application_default_credentials.json',
      type: 'string',
      optional: true,
    },
    {
      label: 'Google Credential JSON Object',
      name: 'googleApplicationCredential',
      description:
        'The service account JSON key, as downloaded from the Google Cloud console. You can also give the file path above instead (either one).',
      placeholder:
        '{\n    "type": "service_account",\n    "project_id": ...,\n    "private_key": ...,\n    "client_email": ...,\n    "token_uri": ...\n}',
      type: 'password',
      optional: true,
    },
    {
      label: 'Project ID',
      name: 'projectID',
      description: 'The Google Cloud project to bill. Read from the key when empty.',
      type: 'string',
      optional: true,
    },
  ],
};
