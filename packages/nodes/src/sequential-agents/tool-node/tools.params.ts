// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import type { InputParam } from '@loomflow/core';

/** Tool Node inputs from `tools` on. */
export const toolsParams = [
  {
    label: 'Tools',
    name: 'tools',
    type: 'Tool',
    list: true,
    optional: true,
  },
  {
    label: 'LLM Node',
    name: 'llmNode',
    type: 'LLMNode',
  },
  {
    label: 'Name',
    name: 'toolNodeName',
    type: 'string',
    placeholder: 'Tool',
  },
  {
    label: 'Require Approval',
    name: 'interrupt',
    description: 'Require approval before executing tools',
    type: 'boolean',
    optional: true,
  },
  {
    label: 'Approval Prompt',
    name: 'approvalPrompt',
    description: 'Prompt for approval. Only applicable if "Require Approval" is enabled',
    type: 'string',
    default: 'You are about to execute tool: {tools}. Ask if user want to proceed',
    rows: 4,
    optional: true,
    additionalParams: true,
  },
  {
    label: 'Approve Button Text',
    name: 'approveButtonText',
    description: 'Text for approve button. Only applicable if "Require Approval" is enabled',
    type: 'string',
    default: 'Yes',
    optional: true,
    additionalParams: true,
  },
  {
    label: 'Reject Button Text',
    name: 'rejectButtonText',
    description: 'Text for reject button. Only applicable if "Require Approval" is enabled',
    type: 'string',
    default: 'No',
    optional: true,
    additionalParams: true,
  },
] as const satisfies readonly InputParam[];
