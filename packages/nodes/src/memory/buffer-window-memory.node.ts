// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import { MEMORY_CATEGORY, memorySessionParams } from './memory.params.ts';

/** Buffer Window Memory (Memory): the last k exchanges of the session. */
export const bufferWindowMemory = defineNode({
  label: 'Buffer Window Memory',
  name: 'bufferWindowMemory',
  version: 2,
  type: 'BufferWindowMemory',
  category: MEMORY_CATEGORY,
  description: 'Uses a window of size k to surface the last k back-and-forth to use as memory',
  baseClasses: ['BufferWindowMemory', 'BaseChatMemory', 'BaseMemory'],
  inputs: [
    {
      label: 'Size',
      name: 'k',
      type: 'number',
      default: '4',
      description: 'Window of size k to surface the last k back-and-forth to use as memory.',
    },
    ...memorySessionParams,
  ],
});
