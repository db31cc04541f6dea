import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const redisCacheApiCredential: CredentialType = {
  name: 'redisCacheApi',
  label: 'Redis API',
  description: 'Host, port and login of a Redis server.',
  icon: monogramIcon('Rd', '#DC382D'),
  inputs: [
    { label: 'Redis Host', name: 'redisCacheHost', type: 'string', default: '127.0.0.1' },
    { label: 'Port', name: 'redisCachePort', type: 'number', default: '6379' },
    {
      label: 'User',
      name: 'redisCacheUser',
      type: 'string',
      placeholder: '<REDIS_USERNAME>',
      optional: true,
    },
    {
      label: 'Password',
      name: 'redisCachePwd',
      type: 'password',
      placeholder: '<REDIS_PASSWORD>',
      optional: true,
    },
    { label: 'Use SSL', name: 'redisCacheSslEnabled', type: 'boolean', optional: true },
  ],
};
