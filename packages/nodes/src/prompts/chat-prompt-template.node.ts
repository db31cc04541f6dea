// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';

/** Chat Prompt Template (Prompts): a system and a human message with `{variables}`. */
export const chatPromptTemplate = defineNode({
  label: 'Chat Prompt Template',
  name: 'chatPromptTemplate',
  version: 2,
  type: 'ChatPromptTemplate',
  category: 'Prompts',
  description: 'Schema to represent a chat prompt',
  baseClasses: ['ChatPromptTemplate', 'BaseChatPromptTemplate', 'BasePromptTemplate', 'Runnable'],
  inputs: [
    {
      label: 'System Message',
      name: 'systemMessagePrompt',
      type: 'string',
      rows: 4,
      placeholder: 'You are a helpful assistant that translates {input_language} to {output_language}.',
    },
    {
      label: 'Human Message',
      name: 'humanMessagePrompt',
      type: 'string',
      rows: 4,
      description: 'This prompt will be added at the end of the messages as human message',
      placeholder: '{text}',
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
