import { inputModerationSimple } from './simple-prompt-moderation.node.ts';

/** The Moderation category of chatflows. */
export const MODERATION_NODES = [inputModerationSimple] as const;
