// Parameters several embeddings nodes declare the same way (Flowise 3.x names, types and defaults).
import type { InputParam } from '@loomflow/core';

export const EMBEDDINGS_CATEGORY = 'Embeddings';

/** The credential picker of an embeddings node. */
export function embeddingsCredential(credentialNames: readonly string[], optional?: boolean) {
  return {
    label: 'Connect Credential',
    name: 'credential',
    type: 'credential',
    credentialNames,
    ...(optional === undefined ? {} : { optional }),
  } as const satisfies InputParam;
}

/** Texts sent per request; rate-limited requests are retried with backoff (Retry-After honoured). */
export function batchSizeParam(defaultSize: number) {
  return {
    label: 'Batch Size',
    name: 'batchSize',
    type: 'number',
    step: 1,
    default: defaultSize,
    description: 'Texts sent in one request. Rate-limited requests are retried with backoff.',
    optional: true,
    additionalParams: true,
  } as const satisfies InputParam;
}

export const maxRetriesParam = {
  label: 'Max Retries',
  name: 'maxRetries',
  type: 'number',
  step: 1,
  default: 6,
  description: 'How many times a rate-limited or failed request is retried (with exponential backoff).',
  optional: true,
  additionalParams: true,
} as const satisfies InputParam;

export const stripNewLinesParam = {
  label: 'Strip New Lines',
  name: 'stripNewLines',
  type: 'boolean',
  optional: true,
  additionalParams: true,
} as const satisfies InputParam;

export const timeoutParam = {
  label: 'Timeout',
  name: 'timeout',
  type: 'number',
  optional: true,
  additionalParams: true,
} as const satisfies InputParam;

export const basePathParam = {
  label: 'Base Path',
  name: 'basepath',
  type: 'string',
  optional: true,
  description: 'Override the default base URL for the API, e.g., "https://api.example.com/v2/',
  additionalParams: true,
} as const satisfies InputParam;

export const baseOptionsParam = {
  label: 'Base Options',
  name: 'baseOptions',
  type: 'json',
  optional: true,
  description: 'Default headers to include with every request to the API.',
  additionalParams: true,
} as const satisfies InputParam;

export const dimensionsParam = {
  label: 'Dimensions',
  name: 'dimensions',
  type: 'number',
  optional: true,
  additionalParams: true,
} as const satisfies InputParam;

export const encodingFormatParam = {
  label: 'Encoding Format',
  name: 'encodingFormat',
  type: 'options',
  description:
    'How vectors travel from the API. Either way they are received as base64 (the compact form) and decoded, so both give the same vectors.',
  options: [
    { label: 'float', name: 'float' },
    { label: 'base64', name: 'base64' },
  ],
  optional: true,
  additionalParams: true,
} as const satisfies InputParam;

/** The fields every embeddings definition shares, from its type name. */
export function embeddingsBase<const Type extends string>(type: Type) {
  return { type, category: EMBEDDINGS_CATEGORY, baseClasses: [type, 'Embeddings'] } as const;
}
