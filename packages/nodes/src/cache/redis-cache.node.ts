// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';

/** Redis Cache (Cache): the chat model's answers kept in Redis. */
export const redisCache = defineNode({
  label: 'Redis Cache',
  name: 'redisCache',
  version: 1,
  type: 'RedisCache',
  category: 'Cache',
  description: 'Cache LLM response in Redis, useful for sharing cache across multiple processes or servers',
  baseClasses: ['RedisCache', 'BaseCache'],
  credential: {
    label: 'Connect Credential',
    name: 'credential',
    type: 'credential',
    optional: true,
    credentialNames: ['redisCacheApi', 'redisCacheUrlApi'],
  },
  inputs: [
    {
      label: 'Time to Live (ms)',
      name: 'ttl',
      type: 'number',
      step: 1,
      optional: true,
      additionalParams: true,
    },
  ],
});
