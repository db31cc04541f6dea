import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const mySQLApiCredential: CredentialType = {
  name: 'MySQLApi',
  label: 'MySQL API',
  description: 'User and password of a MySQL database.',
  icon: monogramIcon('My', '#00758F'),
  inputs: [
    { label: 'User', name: 'user', type: 'string', placeholder: '<MYSQL_USERNAME>' },
    { label: 'Password', name: 'password', type: 'password', placeholder: '<MYSQL_PASSWORD>' },
  ],
};
