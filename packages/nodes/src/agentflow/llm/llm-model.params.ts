// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import type { InputParam } from '@loomflow/core';

/** LLM inputs from `llmModel` on. */
export const llmModelParams = [
  {
    label: 'Model',
    name: 'llmModel',
    type: 'asyncOptions',
    loadMethod: 'listModels',
    loadConfig: true,
  },
  {
    label: 'Messages',
    name: 'llmMessages',
    type: 'array',
    optional: true,
    acceptVariable: true,
    array: [
      {
        label: 'Role',
        name: 'role',
        type: 'options',
        options: [
          {
            label: 'System',
            name: 'system',
          },
          {
            label: 'Assistant',
            name: 'assistant',
          },
          {
            label: 'Developer',
            name: 'developer',
          },
          {
            label: 'User',
            name: 'user',
          },
        ],
      },
      {
        label: 'Content',
        name: 'content',
        type: 'string',
        acceptVariable: true,
        generateInstruction: true,
        rows: 4,
      },
    ],
  },
  {
    label: 'Enable Memory',
    name: 'llmEnableMemory',
    type: 'boolean',
    description: 'Enable memory for the conversation thread',
    default: true,
    optional: true,
  },
  {
    label: 'Memory Type',
    name: 'llmMemoryType',
    type: 'options',
    options: [
      {
        label: 'All Messages',
        name: 'allMessages',
        description: 'Retrieve all messages from the conversation',
      },
      {
        label: 'Window Size',
        name: 'windowSize',
        description: 'Uses a fixed window size to surface the last N messages',
      },
      {
        label: 'Conversation Summary',
        name: 'conversationSummary',
        description: 'Summarizes the whole conversation',
      },
      {
        label: 'Conversation Summary Buffer',
        name: 'conversationSummaryBuffer',
        description: 'Summarize conversations once token limit is reached. Default to 2000',
      },
    ],
    optional: true,
    default: 'allMessages',
    show: {
      llmEnableMemory: true,
    },
  },
  {
    label: 'Window Size',
    name: 'llmMemoryWindowSize',
    type: 'number',
    default: '20',
    description: 'Uses a fixed window size to surface the last N messages',
    show: {
      llmMemoryType: 'windowSize',
    },
  },
  {
    label: 'Max Token Limit',
    name: 'llmMemoryMaxTokenLimit',
    type: 'number',
    default: '2000',
    description: 'Summarize conversations once token limit is reached. Default to 2000',
    show: {
      llmMemoryType: 'conversationSummaryBuffer',
    },
  },
  {
    label: 'Input Message',
    name: 'llmUserMessage',
    type: 'string',
    description: 'Add an input message as user message at the end of the conversation',
    rows: 4,
    optional: true,
    acceptVariable: true,
    show: {
      llmEnableMemory: true,
    },
  },
  {
    label: 'Return Response As',
    name: 'llmReturnResponseAs',
    type: 'options',
    options: [
      {
        label: 'User Message',
        name: 'userMessage',
      },
      {
        label: 'Assistant Message',
        name: 'assistantMessage',
      },
    ],
    default: 'userMessage',
  },
] as const satisfies readonly InputParam[];
