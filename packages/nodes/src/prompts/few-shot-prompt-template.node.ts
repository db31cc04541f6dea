// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';

/** Few Shot Prompt Template (Prompts): a prefix, examples formatted by a prompt template, and a suffix. */
export const fewShotPromptTemplate = defineNode({
  label: 'Few Shot Prompt Template',
  name: 'fewShotPromptTemplate',
  version: 1,
  type: 'FewShotPromptTemplate',
  category: 'Prompts',
  description: 'Prompt template you can build with examples',
  baseClasses: ['FewShotPromptTemplate', 'BaseStringPromptTemplate', 'BasePromptTemplate', 'Runnable'],
  inputs: [
    {
      label: 'Examples',
      name: 'examples',
      type: 'string',
      rows: 4,
      placeholder: `[
  { "word": "happy", "antonym": "sad" },
  { "word": "tall", "antonym": "short" },
]`,
    },
    { label: 'Example Prompt', name: 'examplePrompt', type: 'PromptTemplate' },
    {
      label: 'Prefix',
      name: 'prefix',
      type: 'string',
      rows: 4,
      placeholder: `Give the antonym of every input`,
    },
    {
      label: 'Suffix',
      name: 'suffix',
      type: 'string',
      rows: 4,
      placeholder: `Word: {input}\nAntonym:`,
    },
    { label: 'Example Separator', name: 'exampleSeparator', type: 'string', placeholder: `\n\n` },
    {
      label: 'Template Format',
      name: 'templateFormat',
      type: 'options',
      options: [
        { label: 'f-string', name: 'f-string' },
        { label: 'jinja-2', name: 'jinja-2' },
      ],
      default: 'f-string',
    },
  ],
});
