import { customFunction } from './custom-function.node.ts';
import { getVariable } from './get-variable.node.ts';
import { ifElseFunction } from './if-else-function.node.ts';
import { setVariable } from './set-variable.node.ts';
import { stickyNote } from './sticky-note.node.ts';

/** The Utilities category of chatflows. */
export const UTILITY_NODES = [customFunction, setVariable, getVariable, ifElseFunction, stickyNote] as const;
