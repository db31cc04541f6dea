// Parameters several LLM (text completion) nodes declare the same way (Flowise 3.x names, types and defaults).
import type { InputParam } from '@loomflow/core';

/** Flowise's category of text-completion models (a prompt in, text out), used where chains take a language model. */
export const LLM_CATEGORY = 'LLMs';

/** What every LLM node's output is, after its own class (LangChain's `BaseLLM` chain). */
export const LLM_BASE_CLASSES = ['BaseLLM', 'BaseLanguageModel', 'Runnable'] as const;

/** An optional number of the additional parameters. */
export function optionalNumber<const Name extends string>(
  label: string,
  name: Name,
  step: number,
  description?: string,
) {
  return {
    label,
    name,
    type: 'number',
    step,
    optional: true,
    additionalParams: true,
    ...(description === undefined ? {} : { description }),
  } as const satisfies InputParam;
}

/** "Model Name" typed as text, as the hosted providers' LLM nodes declare it. */
export function typedModelName(defaultModel: string, description: string) {
  return {
    label: 'Model Name',
    name: 'modelName',
    type: 'string',
    default: defaultModel,
    description,
    optional: true,
  } as const satisfies InputParam;
}

/** Stop sequences, comma separated. */
export const stopSequenceParam = {
  label: 'Stop Sequence',
  name: 'stop',
  type: 'string',
  rows: 4,
  placeholder: 'AI assistant:',
  description: 'Texts at which the model stops, separated by commas.',
  optional: true,
  additionalParams: true,
} as const satisfies InputParam;
