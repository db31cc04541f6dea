import type { InputParam } from '@loomflow/core';

export const MODERATION_CATEGORY = 'Moderation';

export const DEFAULT_MODERATION_MESSAGE = 'Cannot Process! Input violates content moderation policies.';

export const moderationErrorMessageParam = {
  label: 'Error Message',
  name: 'moderationErrorMessage',
  type: 'string',
  rows: 2,
  default: DEFAULT_MODERATION_MESSAGE,
  optional: true,
} as const satisfies InputParam;
