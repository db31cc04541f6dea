// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import type { InputParam } from '@loomflow/core';

/** Agent inputs from `agentKnowledgeVSEmbeddings` on. */
export const agentKnowledgeVSEmbeddingsParams = [
  {
    label: 'Knowledge (Vector Embeddings)',
    name: 'agentKnowledgeVSEmbeddings',
    type: 'array',
    description:
      'Give your agent context about different document sources from existing vector stores and embeddings',
    client: ['agentflowv2'],
    array: [
      {
        label: 'Vector Store',
        name: 'vectorStore',
        type: 'asyncOptions',
        loadMethod: 'listVectorStores',
        loadConfig: true,
      },
      {
        label: 'Embedding Model',
        name: 'embeddingModel',
        type: 'asyncOptions',
        loadMethod: 'listEmbeddings',
        loadConfig: true,
      },
      {
        label: 'Knowledge Name',
        name: 'knowledgeName',
        type: 'string',
        placeholder:
          'A short name for the knowledge base, this is useful for the AI to know when and how to search for correct information',
      },
      {
        label: 'Describe Knowledge',
        name: 'knowledgeDescription',
        type: 'string',
        placeholder:
          'Describe what the knowledge base is about, this is useful for the AI to know when and how to search for correct information',
        rows: 4,
      },
      {
        label: 'Return Source Documents',
        name: 'returnSourceDocuments',
        type: 'boolean',
        optional: true,
      },
    ],
    optional: true,
  },
  {
    label: 'Enable Memory',
    name: 'agentEnableMemory',
    type: 'boolean',
    description: 'Enable memory for the conversation thread',
    default: true,
    optional: true,
  },
  {
    label: 'Memory Type',
    name: 'agentMemoryType',
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
      agentEnableMemory: true,
    },
  },
  {
    label: 'Window Size',
    name: 'agentMemoryWindowSize',
    type: 'number',
    default: '20',
    description: 'Uses a fixed window size to surface the last N messages',
    show: {
      agentMemoryType: 'windowSize',
    },
  },
  {
    label: 'Max Token Limit',
    name: 'agentMemoryMaxTokenLimit',
    type: 'number',
    default: '2000',
    description: 'Summarize conversations once token limit is reached. Default to 2000',
    show: {
      agentMemoryType: 'conversationSummaryBuffer',
    },
  },
  {
    label: 'Input Message',
    name: 'agentUserMessage',
    type: 'string',
    description: 'Add an input message as user message at the end of the conversation',
    rows: 4,
    optional: true,
    acceptVariable: true,
    show: {
      agentEnableMemory: true,
    },
  },
  {
    label: 'Return Response As',
    name: 'agentReturnResponseAs',
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
