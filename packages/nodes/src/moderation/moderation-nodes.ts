import { inputModerationOpenAI } from './openai-moderation.node.ts';
import { inputModerationSimple } from './simple-prompt-moderation.node.ts';

/** The Moderation category of chatflows. */
export const MODERATION_NODES = [inputModerationOpenAI, inputModerationSimple] as const;
