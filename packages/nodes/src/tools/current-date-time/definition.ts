// Data declared by Flowise 3.x for this tool component (names, types), kept compatible.
import { defineNode } from '../../define-node.ts';

/** CurrentDateTime (Tools): the current date and time. */
export const currentDateTimeTool = defineNode({
  label: 'CurrentDateTime',
  name: 'currentDateTime',
  version: 1,
  type: 'CurrentDateTime',
  category: 'Tools',
  description: 'Get todays day, date and time.',
  baseClasses: ['CurrentDateTime', 'Tool'],
  inputs: [],
});
