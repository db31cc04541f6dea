// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';

/** Sticky Note (Utilities): a note on the canvas; the runtime never starts it. */
export const stickyNote = defineNode({
  label: 'Sticky Note',
  name: 'stickyNote',
  version: 2,
  type: 'StickyNote',
  category: 'Utilities',
  description: 'Add a sticky note',
  baseClasses: ['StickyNote'],
  inputs: [
    {
      label: '',
      name: 'note',
      type: 'string',
      rows: 1,
      placeholder: 'Type something here',
      optional: true,
    },
  ],
});
