import { structuredOutputParams } from '../shared/structured-output.params.ts';

/** LLM inputs from `llmStructuredOutput` on. */
export const llmStructuredOutputParams = structuredOutputParams('llm', 'LLM');
