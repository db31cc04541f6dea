// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import { defineNode } from '../../define-node.ts';

/** Worker (Multi Agents): an agent with its own prompt and tools that its supervisor calls on. */
export const worker = defineNode({
  label: 'Worker',
  name: 'worker',
  version: 2,
  type: 'Worker',
  category: 'Multi Agents',
  description: '',
  baseClasses: ['Worker'],
  inputs: [
    {
      label: 'Worker Name',
      name: 'workerName',
      type: 'string',
      placeholder: 'Worker',
    },
    {
      label: 'Worker Prompt',
      name: 'workerPrompt',
      type: 'string',
      rows: 4,
      default: 'You are a research assistant who can search for up-to-date info using search engine.',
    },
    {
      label: 'Tools',
      name: 'tools',
      type: 'Tool',
      list: true,
      optional: true,
    },
    {
      label: 'Supervisor',
      name: 'supervisor',
      type: 'Supervisor',
    },
    {
      label: 'Tool Calling Chat Model',
      name: 'model',
      type: 'BaseChatModel',
      optional: true,
      description:
        "Only compatible with models that are capable of function calling: ChatOpenAI, ChatMistral, ChatAnthropic, ChatGoogleGenerativeAI, ChatVertexAI, GroqChat. If not specified, supervisor's model will be used",
    },
    {
      label: 'Format Prompt Values',
      name: 'promptValues',
      type: 'json',
      optional: true,
      acceptVariable: true,
      list: true,
    },
    {
      label: 'Max Iterations',
      name: 'maxIterations',
      type: 'number',
      optional: true,
    },
  ],
});
