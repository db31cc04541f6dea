// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';

/** Prompt Template (Prompts): a text prompt with `{variables}` filled from Format Prompt Values. */
export const promptTemplate = defineNode({
  label: 'Prompt Template',
  name: 'promptTemplate',
  version: 1,
  type: 'PromptTemplate',
  category: 'Prompts',
  description: 'Schema to represent a basic prompt for an LLM',
  baseClasses: ['PromptTemplate', 'BaseStringPromptTemplate', 'BasePromptTemplate', 'Runnable'],
  inputs: [
    {
      label: 'Template',
      name: 'template',
      type: 'string',
      rows: 4,
      placeholder: 'What is a good name for a company that makes {product}?',
    },
    {
      label: 'Format Prompt Values',
      name: 'promptValues',
      type: 'json',
      optional: true,
      acceptVariable: true,
      list: true,
    },
  ],
});
