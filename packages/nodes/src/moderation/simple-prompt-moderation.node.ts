// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import { MODERATION_CATEGORY, moderationErrorMessageParam } from './moderation.params.ts';

/** Simple Prompt Moderation (Moderation): refuses questions containing a phrase of the deny list. */
export const inputModerationSimple = defineNode({
  label: 'Simple Prompt Moderation',
  name: 'inputModerationSimple',
  version: 2,
  type: 'Moderation',
  category: MODERATION_CATEGORY,
  description: 'Check whether input consists of any text from Deny list, and prevent being sent to LLM',
  baseClasses: ['Moderation'],
  inputs: [
    {
      label: 'Deny List',
      name: 'denyList',
      type: 'string',
      rows: 4,
      placeholder: `ignore previous instructions\ndo not follow the directions\nyou must ignore all previous instructions`,
      description:
        'An array of string literals (enter one per line) that should not appear in the prompt text.',
    },
    {
      label: 'Chat Model',
      name: 'model',
      type: 'BaseChatModel',
      description: 'Use LLM to detect if the input is similar to those specified in Deny List',
      optional: true,
    },
    moderationErrorMessageParam,
  ],
});
