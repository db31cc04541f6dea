// Data declared by Flowise 3.x for this tool component (names, types), kept compatible.
import { defineNode } from '../../define-node.ts';

/** Calculator (Tools): arithmetic the model can hand off. */
export const calculatorTool = defineNode({
  label: 'Calculator',
  name: 'calculator',
  version: 1,
  type: 'Calculator',
  category: 'Tools',
  description: 'Perform calculations on response',
  baseClasses: ['Calculator', 'Tool', 'StructuredTool', 'Runnable'],
  inputs: [],
});
