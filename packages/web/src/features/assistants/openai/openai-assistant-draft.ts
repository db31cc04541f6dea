import { openAiAssistantDetailsSchema } from '@loomflow/core';
import type { Assistant, OpenAiAssistantDetails, SaveAssistantRequest } from '@loomflow/core';
import type { ProviderAssistant, ProviderFile } from '../../../api/assistant-shapes.ts';
import { openAiDetailsOf } from '../assistant-details.ts';

export type ProviderKind = 'OPENAI' | 'AZURE';

/** The credential type each provider's assistants are reached with. */
export const PROVIDER_CREDENTIAL: Readonly<Record<ProviderKind, string>> = {
  OPENAI: 'openAIApi',
  AZURE: 'azureOpenAIApi',
};

export const PROVIDER_LABEL: Readonly<Record<ProviderKind, string>> = {
  OPENAI: 'OpenAI',
  AZURE: 'Azure',
};

/** The dialog's fields as typed (numbers as text until checked). */
export interface OpenAiAssistantDraft {
  readonly providerId?: string;
  readonly credential: string;
  readonly name: string;
  readonly description: string;
  readonly model: string;
  readonly instructions: string;
  readonly temperature: string;
  readonly topP: string;
  readonly codeInterpreter: boolean;
  readonly fileSearch: boolean;
  /** Files the code interpreter may read. */
  readonly files: readonly ProviderFile[];
  readonly vectorStoreIds: readonly string[];
}

export const NEW_OPENAI_ASSISTANT: OpenAiAssistantDraft = {
  credential: '',
  name: '',
  description: '',
  model: 'gpt-4o-mini',
  instructions: '',
  temperature: '1',
  topP: '1',
  codeInterpreter: false,
  fileSearch: false,
  files: [],
  vectorStoreIds: [],
};

const numberText = (value: number | undefined, fallback: string) =>
  value === undefined ? fallback : String(value);

/** A saved row as the dialog edits it. */
export function draftOfAssistant(assistant: Assistant): OpenAiAssistantDraft {
  const details = openAiDetailsOf(assistant);
  if (!details) return { ...NEW_OPENAI_ASSISTANT, credential: assistant.credential ?? '' };
  const fileIds = details.tool_resources?.code_interpreter?.file_ids ?? [];
  return {
    ...(details.id ? { providerId: details.id } : {}),
    credential: assistant.credential ?? '',
    name: details.name,
    description: details.description,
    model: details.model,
    instructions: details.instructions,
    temperature: numberText(details.temperature, NEW_OPENAI_ASSISTANT.temperature),
    topP: numberText(details.top_p, NEW_OPENAI_ASSISTANT.topP),
    codeInterpreter: details.tools.includes('code_interpreter'),
    fileSearch: details.tools.includes('file_search'),
    files: fileIds.map((id) => ({ id, filename: id })),
    vectorStoreIds: details.tool_resources?.file_search?.vector_store_ids ?? [],
  };
}

/** An assistant loaded from the provider ("load existing"): its settings, keeping the chosen credential. */
export function draftOfProviderAssistant(found: ProviderAssistant, credential: string): OpenAiAssistantDraft {
  return {
    providerId: found.id,
    credential,
    name: found.name,
    description: found.description,
    model: found.model,
    instructions: found.instructions,
    temperature: numberText(found.temperature, NEW_OPENAI_ASSISTANT.temperature),
    topP: numberText(found.topP, NEW_OPENAI_ASSISTANT.topP),
    codeInterpreter: found.tools.includes('code_interpreter'),
    fileSearch: found.tools.includes('file_search'),
    files: found.fileIds.map((id) => ({ id, filename: id })),
    vectorStoreIds: found.vectorStoreIds,
  };
}

export type DraftField = 'credential' | 'name' | 'model' | 'temperature' | 'topP' | 'form';
export type DraftErrors = Readonly<Partial<Record<DraftField, string>>>;

function numberOf(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : Number.NaN;
}

const FIELD_OF_KEY: Readonly<Record<string, DraftField>> = {
  name: 'name',
  model: 'model',
  temperature: 'temperature',
  top_p: 'topP',
};

/** The request to send, or the problems by field (core's schema, plus the credential). */
export function checkOpenAiDraft(
  draft: OpenAiAssistantDraft,
  type: ProviderKind,
):
  | { readonly ok: true; readonly request: SaveAssistantRequest }
  | { readonly ok: false; readonly errors: DraftErrors } {
  const tools: OpenAiAssistantDetails['tools'] = [];
  if (draft.codeInterpreter) tools.push('code_interpreter');
  if (draft.fileSearch) tools.push('file_search');
  const temperature = numberOf(draft.temperature);
  const topP = numberOf(draft.topP);
  const candidate = {
    ...(draft.providerId ? { id: draft.providerId } : {}),
    name: draft.name,
    description: draft.description,
    model: draft.model.trim(),
    instructions: draft.instructions,
    ...(temperature === undefined ? {} : { temperature }),
    ...(topP === undefined ? {} : { top_p: topP }),
    tools,
    tool_resources: {
      ...(draft.codeInterpreter
        ? { code_interpreter: { file_ids: draft.files.map((file) => file.id) } }
        : {}),
      ...(draft.fileSearch ? { file_search: { vector_store_ids: [...draft.vectorStoreIds] } } : {}),
    },
  };
  const errors: Partial<Record<DraftField, string>> = {};
  if (draft.credential === '')
    errors.credential = `Choose an ${PROVIDER_LABEL[type]} credential (${PROVIDER_CREDENTIAL[type]})`;
  const parsed = openAiAssistantDetailsSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      const field = (typeof key === 'string' ? FIELD_OF_KEY[key] : undefined) ?? 'form';
      errors[field] ??=
        field === 'temperature'
          ? 'Temperature is a number from 0 to 2'
          : field === 'topP'
            ? 'Top P is a number from 0 to 1'
            : issue.message;
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    request: { type, credential: draft.credential, details: JSON.stringify(parsed.data) },
  };
}
