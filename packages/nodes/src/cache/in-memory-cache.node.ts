// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';

/** InMemory Cache (Cache): the chat model's answers kept in this server's memory, per chatflow. */
export const inMemoryCache = defineNode({
  label: 'InMemory Cache',
  name: 'inMemoryCache',
  version: 1,
  type: 'InMemoryCache',
  category: 'Cache',
  description: 'Cache LLM response in memory, will be cleared once app restarted',
  baseClasses: ['InMemoryCache', 'BaseCache'],
  inputs: [],
});
