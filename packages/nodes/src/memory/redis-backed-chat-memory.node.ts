// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import { MEMORY_CATEGORY, memorySessionParams } from './memory.params.ts';

/** Redis-Backed Chat Memory (Memory): the session's conversation kept in a Redis list keyed by the session id. */
export const redisBackedChatMemory = defineNode({
  label: 'Redis-Backed Chat Memory',
  name: 'RedisBackedChatMemory',
  version: 2,
  type: 'RedisBackedChatMemory',
  category: MEMORY_CATEGORY,
  description: 'Summarizes the conversation and stores the memory in Redis server',
  baseClasses: ['RedisBackedChatMemory', 'BaseChatMemory', 'BaseMemory'],
  credential: {
    label: 'Connect Credential',
    name: 'credential',
    type: 'credential',
    optional: true,
    credentialNames: ['redisCacheApi', 'redisCacheUrlApi'],
  },
  inputs: [
    memorySessionParams[0],
    {
      label: 'Session Timeouts',
      name: 'sessionTTL',
      type: 'number',
      description: 'Seconds till a session expires. If not specified, the session will never expire.',
      additionalParams: true,
      optional: true,
    },
    memorySessionParams[1],
    {
      label: 'Window Size',
      name: 'windowSize',
      type: 'number',
      description: 'Window of size k to surface the last k back-and-forth to use as memory.',
      additionalParams: true,
      optional: true,
    },
  ],
});
