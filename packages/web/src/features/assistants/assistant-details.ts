import { customAssistantDetailsSchema, openAiAssistantDetailsSchema } from '@loomflow/core';
import type { Assistant, CustomAssistantDetails, OpenAiAssistantDetails } from '@loomflow/core';

function parsedJson(details: string): unknown {
  try {
    return JSON.parse(details);
  } catch {
    return undefined;
  }
}

function nameIn(value: unknown): string {
  if (typeof value !== 'object' || value === null || !('name' in value)) return '';
  return typeof value.name === 'string' ? value.name : '';
}

/** A custom assistant's details; a row whose details do not read keeps at least its name. */
export function customDetailsOf(assistant: Assistant): CustomAssistantDetails {
  const json = parsedJson(assistant.details);
  const parsed = customAssistantDetailsSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  return {
    name: nameIn(json) || 'Untitled assistant',
    description: '',
    instruction: '',
    chatModel: { name: '', inputs: {} },
    tools: [],
    documentStores: [],
  };
}

/** An OpenAI / Azure assistant's details, or undefined when they do not read. */
export function openAiDetailsOf(assistant: Assistant): OpenAiAssistantDetails | undefined {
  const parsed = openAiAssistantDetailsSchema.safeParse(parsedJson(assistant.details));
  return parsed.success ? parsed.data : undefined;
}

/** The name shown for any assistant row. */
export function assistantName(assistant: Assistant): string {
  return nameIn(parsedJson(assistant.details)) || 'Untitled assistant';
}

/** "gpt-4o-mini (chatOpenAI)" style label of a custom assistant's model; empty when none is chosen. */
export function modelLabelOf(details: CustomAssistantDetails): string {
  const { name, inputs } = details.chatModel;
  const model = typeof inputs.modelName === 'string' ? inputs.modelName : '';
  if (name === '') return '';
  return model === '' ? name : `${model} (${name})`;
}
