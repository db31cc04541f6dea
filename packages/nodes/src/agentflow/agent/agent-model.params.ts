// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import type { InputParam } from '@loomflow/core';

/** Agent inputs from `agentModel` on. */
export const agentModelParams = [
  {
    label: 'Model',
    name: 'agentModel',
    type: 'asyncOptions',
    loadMethod: 'listModels',
    loadConfig: true,
  },
  {
    label: 'Messages',
    name: 'agentMessages',
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
    label: 'OpenAI Built-in Tools',
    name: 'agentToolsBuiltInOpenAI',
    type: 'multiOptions',
    optional: true,
    options: [
      {
        label: 'Web Search',
        name: 'web_search_preview',
        description: 'Search the web for the latest information',
      },
      {
        label: 'Code Interpreter',
        name: 'code_interpreter',
        description: 'Write and run Python code in a sandboxed environment',
      },
      {
        label: 'Image Generation',
        name: 'image_generation',
        description: 'Generate images based on a text prompt',
      },
    ],
    show: {
      agentModel: 'chatOpenAI',
    },
  },
  {
    label: 'Gemini Built-in Tools',
    name: 'agentToolsBuiltInGemini',
    type: 'multiOptions',
    optional: true,
    options: [
      {
        label: 'URL Context',
        name: 'urlContext',
        description: 'Extract content from given URLs',
      },
      {
        label: 'Google Search',
        name: 'googleSearch',
        description: 'Search real-time web content',
      },
      {
        label: 'Code Execution',
        name: 'codeExecution',
        description: 'Write and run Python code in a sandboxed environment',
      },
    ],
    show: {
      agentModel: 'chatGoogleGenerativeAI',
    },
  },
  {
    label: 'Anthropic Built-in Tools',
    name: 'agentToolsBuiltInAnthropic',
    type: 'multiOptions',
    optional: true,
    options: [
      {
        label: 'Web Search',
        name: 'web_search_20250305',
        description: 'Search the web for the latest information',
      },
      {
        label: 'Web Fetch',
        name: 'web_fetch_20250910',
        description: 'Retrieve full content from specified web pages',
      },
    ],
    show: {
      agentModel: 'chatAnthropic',
    },
  },
  {
    label: 'Tools',
    name: 'agentTools',
    type: 'array',
    optional: true,
    array: [
      {
        label: 'Tool',
        name: 'agentSelectedTool',
        type: 'asyncOptions',
        loadMethod: 'listTools',
        loadConfig: true,
      },
      {
        label: 'Require Human Input',
        name: 'agentSelectedToolRequiresHumanInput',
        type: 'boolean',
        optional: true,
      },
    ],
  },
  {
    label: 'Knowledge (Document Stores)',
    name: 'agentKnowledgeDocumentStores',
    type: 'array',
    description:
      'Give your agent context about different document sources. Document stores must be upserted in advance.',
    client: ['agentflowv2'],
    array: [
      {
        label: 'Document Store',
        name: 'documentStore',
        type: 'asyncOptions',
        loadMethod: 'listStores',
      },
      {
        label: 'Describe Knowledge',
        name: 'docStoreDescription',
        type: 'string',
        generateDocStoreDescription: true,
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
] as const satisfies readonly InputParam[];
