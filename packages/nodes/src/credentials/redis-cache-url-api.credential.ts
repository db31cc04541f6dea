import type { CredentialType } from '@loomflow/core';
import { monogramIcon } from './monogram-icon.ts';

export const redisCacheUrlApiCredential: CredentialType = {
  name: 'redisCacheUrlApi',
  label: 'Redis URL',
  description: 'A Redis connection URL (it may carry the password, so it is kept secret).',
  icon: monogramIcon('RU', '#DC382D'),
  inputs: [{ label: 'Redis URL', name: 'redisUrl', type: 'password', placeholder: 'redis://localhost:6379' }],
};
