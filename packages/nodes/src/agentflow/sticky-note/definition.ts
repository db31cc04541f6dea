// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import { defineNode } from '../../define-node.ts';

/** Sticky Note (Agent Flows): Add notes to the agent flow. */
export const stickyNoteAgentflow = defineNode({
  label: 'Sticky Note',
  name: 'stickyNoteAgentflow',
  version: 1,
  type: 'StickyNote',
  category: 'Agent Flows',
  description: 'Add notes to the agent flow',
  color: '#fee440',
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
