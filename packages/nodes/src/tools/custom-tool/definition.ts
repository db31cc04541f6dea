// Data declared by Flowise 3.x for this tool component (names, parameter names, types), kept compatible.
import { defineNode } from '../../define-node.ts';

/** Custom Tool (Tools): a workspace tool (JavaScript run in the sandbox). */
export const customTool = defineNode({
  label: 'Custom Tool',
  name: 'customTool',
  version: 3,
  type: 'CustomTool',
  category: 'Tools',
  description: 'Use custom tool you created in Flowise within chatflow',
  baseClasses: ['CustomTool', 'Tool', 'StructuredTool', 'Runnable'],
  // `listTools` here lists the workspace's saved tools (value: the tool's id, as Flowise stores it).
  loadMethods: ['listTools'],
  inputs: [
    {
      label: 'Select Tool',
      name: 'selectedTool',
      type: 'asyncOptions',
      loadMethod: 'listTools',
    },
    {
      label: 'Return Direct',
      name: 'returnDirect',
      description: 'Return the output of the tool directly to the user',
      type: 'boolean',
      optional: true,
    },
  ],
});
