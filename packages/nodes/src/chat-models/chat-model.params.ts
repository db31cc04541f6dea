// Parameters several chat model nodes declare the same way (Flowise 3.x names, types and defaults).
import type { InputParam } from '@loomflow/core';

/** The credential picker of a chat model node. */
export function credentialParam(credentialNames: readonly string[], optional?: boolean) {
  return {
    label: 'Connect Credential',
    name: 'credential',
    type: 'credential',
    credentialNames,
    ...(optional === undefined ? {} : { optional }),
  } as const satisfies InputParam;
}

/** Chat flows connect a cache node here. */
export const cacheParam = {
  label: 'Cache',
  name: 'cache',
  type: 'BaseCache',
  optional: true,
} as const satisfies InputParam;

export const temperatureParam = {
  label: 'Temperature',
  name: 'temperature',
  type: 'number',
  step: 0.1,
  default: 0.9,
  optional: true,
} as const satisfies InputParam;

export const streamingParam = {
  label: 'Streaming',
  name: 'streaming',
  type: 'boolean',
  default: true,
  optional: true,
  additionalParams: true,
} as const satisfies InputParam;

export const allowImageUploadsParam = {
  label: 'Allow Image Uploads',
  name: 'allowImageUploads',
  type: 'boolean',
  description: 'Send images uploaded in the chat to the model (the model must accept images).',
  default: false,
  optional: true,
} as const satisfies InputParam;

/** Kept from Flowise 2.x, which saved it with image uploads; older flows still carry it. */
export const imageResolutionParam = {
  label: 'Image Resolution',
  name: 'imageResolution',
  type: 'options',
  description: 'The detail at which uploaded images are sent to the model.',
  options: [
    { label: 'Low', name: 'low' },
    { label: 'High', name: 'high' },
    { label: 'Auto', name: 'auto' },
  ],
  default: 'low',
  optional: true,
  additionalParams: true,
  show: { allowImageUploads: true },
} as const satisfies InputParam;

/** An optional number among the additional parameters. */
export function numberParam<const Name extends string>(
  label: string,
  name: Name,
  step: number,
  description?: string,
) {
  return {
    label,
    name,
    type: 'number',
    step,
    optional: true,
    additionalParams: true,
    ...(description === undefined ? {} : { description }),
  } as const satisfies InputParam;
}

const effortOptions = [
  { label: 'Low', name: 'low' },
  { label: 'Medium', name: 'medium' },
  { label: 'High', name: 'high' },
] as const;

/** Reasoning switches of OpenAI models (gpt-5 and o-series). */
export function openAIReasoningParams(extraEffort: readonly { label: string; name: string }[] = []) {
  return [
    {
      label: 'Reasoning',
      name: 'reasoning',
      type: 'boolean',
      description: 'Turn on for reasoning models (gpt-5 and o-series) to set their effort and summary.',
      default: false,
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Reasoning Effort',
      name: 'reasoningEffort',
      type: 'options',
      description: 'How much the model may reason before answering.',
      options: [...effortOptions, ...extraEffort],
      additionalParams: true,
      show: { reasoning: true },
    },
    {
      label: 'Reasoning Summary',
      name: 'reasoningSummary',
      type: 'options',
      description: 'Ask for a summary of the reasoning the model did.',
      options: [
        { label: 'Auto', name: 'auto' },
        { label: 'Concise', name: 'concise' },
        { label: 'Detailed', name: 'detailed' },
      ],
      additionalParams: true,
      show: { reasoning: true },
    },
  ] as const satisfies readonly InputParam[];
}

/** Sampling penalties and the request timeout of OpenAI-style APIs. */
export const openAIPenaltyParams = [
  numberParam('Frequency Penalty', 'frequencyPenalty', 0.1),
  numberParam('Presence Penalty', 'presencePenalty', 0.1),
  numberParam('Timeout', 'timeout', 1, 'Milliseconds to wait for an answer.'),
] as const satisfies readonly InputParam[];

/** Another OpenAI-compatible address and extra headers. */
export const openAIEndpointParams = [
  {
    label: 'Base Path',
    name: 'basepath',
    type: 'string',
    optional: true,
    description: 'Another base URL for the API, e.g. "https://api.example.com/v1".',
    additionalParams: true,
  },
  {
    label: 'Base Options',
    name: 'baseOptions',
    type: 'json',
    optional: true,
    description: 'Headers sent with every request to the API (a JSON object).',
    additionalParams: true,
  },
] as const satisfies readonly InputParam[];

/** The Chat Models category and the base classes every chat model shares. */
/** Gemini 3 models' reasoning depth (Google Gemini and Vertex AI nodes alike). */
export const geminiThinkingLevelParam = {
  label: 'Thinking Level',
  name: 'thinkingLevel',
  type: 'options',
  description: 'How much Gemini 3 models reason before answering.',
  options: [
    { label: 'Low', name: 'LOW' },
    { label: 'Medium', name: 'MEDIUM' },
    { label: 'High', name: 'HIGH' },
  ],
  optional: true,
  additionalParams: true,
  show: {
    modelName: ['gemini-3.1-pro-preview', 'gemini-3.1-flash-lite-preview', 'gemini-3-flash-preview'],
  },
} as const satisfies InputParam;

export const CHAT_MODEL_CATEGORY = 'Chat Models';
export const CHAT_MODEL_BASE_CLASSES = ['BaseChatModel', 'BaseLanguageModel', 'Runnable'] as const;
