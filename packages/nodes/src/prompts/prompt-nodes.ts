import { chatPromptTemplate } from './chat-prompt-template.node.ts';
import { fewShotPromptTemplate } from './few-shot-prompt-template.node.ts';
import { promptTemplate } from './prompt-template.node.ts';

/** The Prompts category of chatflows. */
export const PROMPT_NODES = [promptTemplate, chatPromptTemplate, fewShotPromptTemplate] as const;
