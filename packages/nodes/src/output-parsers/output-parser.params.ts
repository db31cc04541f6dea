import type { InputParam } from '@loomflow/core';

export const OUTPUT_PARSER_CATEGORY = 'Output Parsers';

/** The base classes of Flowise's output parsers after their own type. */
export const OUTPUT_PARSER_BASE_CLASSES = ['BaseOutputParser', 'BaseLLMOutputParser', 'Runnable'] as const;

/** Autofix: a failed parse asks the chain's model once to correct its answer. */
export const autofixParam = {
  label: 'Autofix',
  name: 'autofixParser',
  type: 'boolean',
  optional: true,
  description:
    'In the event that the first call fails, will make another call to the model to fix any errors.',
} as const satisfies InputParam;
