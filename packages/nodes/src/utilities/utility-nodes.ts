import { customFunction } from './custom-function.node.ts';
import { stickyNote } from './sticky-note.node.ts';

/** The Utilities category of chatflows. */
export const UTILITY_NODES = [customFunction, stickyNote] as const;
