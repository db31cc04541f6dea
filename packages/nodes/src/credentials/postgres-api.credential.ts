import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const postgresApiCredential: CredentialType = {
  name: 'PostgresApi',
  label: 'Postgres API',
  description: 'User and password of a PostgreSQL database.',
  icon: monogramIcon('Pg', '#336791'),
  inputs: [
    { label: 'User', name: 'user', type: 'string', placeholder: '<POSTGRES_USERNAME>' },
    { label: 'Password', name: 'password', type: 'password', placeholder: '<POSTGRES_PASSWORD>' },
  ],
};
