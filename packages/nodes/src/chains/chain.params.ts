import type { InputParam } from '@loomflow/core';

export const CHAIN_CATEGORY = 'Chains';

/** The input moderation anchor chains and agents have. */
export const inputModerationAnchor = {
  label: 'Input Moderation',
  description:
    'Detect text that could generate harmful output and prevent it from being sent to the language model',
  name: 'inputModeration',
  type: 'Moderation',
  optional: true,
  list: true,
} as const satisfies InputParam;
