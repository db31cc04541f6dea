// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import { MEMORY_CATEGORY, memorySessionParams } from './memory.params.ts';

/** Buffer Memory (Memory): the whole conversation of the session, read from the stored chat messages. */
export const bufferMemory = defineNode({
  label: 'Buffer Memory',
  name: 'bufferMemory',
  version: 2,
  type: 'BufferMemory',
  category: MEMORY_CATEGORY,
  description: 'Retrieve chat messages stored in database',
  baseClasses: ['BufferMemory', 'BaseChatMemory', 'BaseMemory'],
  inputs: [...memorySessionParams],
});
