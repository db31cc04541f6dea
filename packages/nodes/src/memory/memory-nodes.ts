import { bufferMemory } from './buffer-memory.node.ts';
import { bufferWindowMemory } from './buffer-window-memory.node.ts';

/** The Memory category of chatflows. */
export const MEMORY_NODES = [bufferMemory, bufferWindowMemory] as const;
