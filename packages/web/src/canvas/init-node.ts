/** A new canvas node of a type, as Flowise creates one (the pure rule lives in core, shared with the server). */
export { initNode } from '@loomflow/core';
