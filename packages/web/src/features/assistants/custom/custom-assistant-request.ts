import { CREDENTIAL_ID_MARKER } from '@loomflow/core';
import type {
  CustomAssistantDetails,
  NodeConfig,
  NodeDefinition,
  SaveAssistantRequest,
} from '@loomflow/core';
import { defaultValues } from '../../document-stores/node-params.ts';

/** The chat model a new assistant starts with: OpenAI when offered, else the first one. */
export function preferredChatModel(models: readonly NodeDefinition[]): NodeDefinition | undefined {
  return models.find((model) => model.name === 'chatOpenAI') ?? models[0];
}

/**
 * The smallest valid custom assistant: its name and a chat model with the model type's defaults and the values
 * typed so far (its credential).
 */
export function newCustomAssistantRequest(
  name: string,
  model: NodeDefinition,
  inputs: NodeConfig,
): SaveAssistantRequest {
  const chosen = inputs[CREDENTIAL_ID_MARKER];
  const details: CustomAssistantDetails = {
    name: name.trim(),
    description: '',
    instruction: '',
    chatModel: { name: model.name, inputs: { ...defaultValues(model), ...inputs } },
    tools: [],
    documentStores: [],
  };
  return customAssistantRequest(details, typeof chosen === 'string' && chosen !== '' ? chosen : null);
}

/** `POST` / `PUT /assistants` for a custom assistant: details as JSON text, as Flowise sends them. */
export function customAssistantRequest(
  details: CustomAssistantDetails,
  credential: string | null,
): SaveAssistantRequest {
  return { type: 'CUSTOM', details: JSON.stringify(details), credential };
}
