// Data declared by Flowise 3.x for this node type (names, parameter names, types, defaults), kept compatible.
import { defineNode } from '../define-node.ts';
import { MODERATION_CATEGORY, moderationErrorMessageParam } from './moderation.params.ts';

/** OpenAI Moderation (Moderation): refuses questions OpenAI's moderation endpoint flags. */
export const inputModerationOpenAI = defineNode({
  label: 'OpenAI Moderation',
  name: 'inputModerationOpenAI',
  version: 1,
  type: 'Moderation',
  category: MODERATION_CATEGORY,
  description: 'Check whether content complies with OpenAI usage policies.',
  baseClasses: ['Moderation'],
  credential: {
    label: 'Connect Credential',
    name: 'credential',
    type: 'credential',
    // An OpenAI-compatible credential points the check at another server (its Base URL).
    credentialNames: ['openAIApi', 'openAICompatibleApi'],
  },
  inputs: [moderationErrorMessageParam],
});
