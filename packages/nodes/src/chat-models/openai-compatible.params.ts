// Parameters the OpenAI-compatible provider nodes declare the same way (Flowise 3.x names, types and defaults).
import type { InputParam } from '@loomflow/core';
import { numberParam } from './chat-model.params.ts';

/** A temperature with the provider's own default (Flowise: 0.9 for most, 0.7 or 1 for some). */
export function temperatureWithDefault(defaultValue: number) {
  return {
    label: 'Temperature',
    name: 'temperature',
    type: 'number',
    step: 0.1,
    default: defaultValue,
    optional: true,
  } as const satisfies InputParam;
}

/** Streaming shown among the main inputs (TogetherAI, Fireworks, SambaNova declare it so). */
export const mainStreamingParam = {
  label: 'Streaming',
  name: 'streaming',
  type: 'boolean',
  default: true,
  optional: true,
} as const satisfies InputParam;

/** A free-text model name. */
export function modelNameParam(
  label: string,
  placeholder: string,
  defaultValue?: string,
  description?: string,
) {
  return {
    label,
    name: 'modelName',
    type: 'string',
    placeholder,
    ...(defaultValue === undefined ? {} : { default: defaultValue }),
    ...(description === undefined ? {} : { description }),
  } as const satisfies InputParam;
}

/** A model picked from the provider's list (`listModels`), with Flowise's default. */
export function listedModelParam(name: string, defaultValue: string) {
  return {
    label: 'Model Name',
    name,
    type: 'asyncOptions',
    loadMethod: 'listModels',
    default: defaultValue,
  } as const satisfies InputParam;
}

/** The server address typed in the node (`basepath` or `basePath`, as each Flowise node spells it). */
export function basePathParam(
  name: 'basepath' | 'basePath',
  label: string,
  extra: {
    readonly default?: string;
    readonly placeholder?: string;
    readonly additionalParams?: boolean;
  } = {},
) {
  return {
    label,
    name,
    type: 'string',
    ...(extra.additionalParams === false ? {} : { optional: true, additionalParams: true }),
    description: 'The base URL of the OpenAI-compatible API, e.g. "https://api.example.com/v1".',
    ...(extra.default === undefined ? {} : { default: extra.default }),
    ...(extra.placeholder === undefined ? {} : { placeholder: extra.placeholder }),
  } as const satisfies InputParam;
}

/** Headers sent with every request (a JSON object). */
export const baseOptionsParam = {
  label: 'Base Options',
  name: 'baseOptions',
  type: 'json',
  optional: true,
  description: 'Headers sent with every request to the API (a JSON object).',
  additionalParams: true,
} as const satisfies InputParam;

export const maxTokensParam = numberParam('Max Tokens', 'maxTokens', 1);
export const topPParam = numberParam('Top Probability', 'topP', 0.1);
export const frequencyPenaltyParam = numberParam('Frequency Penalty', 'frequencyPenalty', 0.1);
export const presencePenaltyParam = numberParam('Presence Penalty', 'presencePenalty', 0.1);
export const timeoutParam = numberParam('Timeout', 'timeout', 1, 'Milliseconds to wait for an answer.');
