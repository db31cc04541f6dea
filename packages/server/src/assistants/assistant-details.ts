import {
  ASSISTANT_TYPES,
  customAssistantDetailsSchema,
  openAiAssistantDetailsSchema,
  type Assistant,
  type AssistantType,
  type CustomAssistantDetails,
  type OpenAiAssistantDetails,
} from '@loomflow/core';
import type { AssistantRow } from '../db/template-and-assistant.schema.ts';
import { badRequest } from '../errors/app-error.ts';
import { parse } from '../errors/validate.ts';

function isAssistantType(value: string): value is AssistantType {
  return ASSISTANT_TYPES.some((type) => type === value);
}

export function assistantTypeOf(row: AssistantRow): AssistantType {
  if (!isAssistantType(row.type)) throw new Error(`Assistant ${row.id} has an unknown type ${row.type}`);
  return row.type;
}

export function toAssistant(row: AssistantRow): Assistant {
  return {
    id: row.id,
    details: row.details,
    credential: row.credential,
    iconSrc: row.iconSrc,
    type: assistantTypeOf(row),
    workspaceId: row.workspaceId,
    createdDate: row.createdDate,
    updatedDate: row.updatedDate,
  };
}

/** `details` as sent: JSON text (Flowise) or an object; anything else is a 400. */
function detailsObject(details: string | Record<string, unknown>): unknown {
  if (typeof details !== 'string') return details;
  if (details.trim() === '') throw badRequest('Assistant details cannot be empty');
  try {
    const parsed: unknown = JSON.parse(details);
    return parsed;
  } catch {
    throw badRequest('Assistant details must be valid JSON');
  }
}

export function customDetails(details: string | Record<string, unknown>): CustomAssistantDetails {
  return parse(customAssistantDetailsSchema, detailsObject(details));
}

export function providerDetails(details: string | Record<string, unknown>): OpenAiAssistantDetails {
  return parse(openAiAssistantDetailsSchema, detailsObject(details));
}

/** The stored details of a row (written by this service, so they parse; a hand-edited row gives a 400). */
export function storedProviderDetails(row: AssistantRow): OpenAiAssistantDetails {
  try {
    return providerDetails(row.details);
  } catch {
    throw badRequest(`Assistant ${row.id} has unreadable details: save it again with its settings`);
  }
}
