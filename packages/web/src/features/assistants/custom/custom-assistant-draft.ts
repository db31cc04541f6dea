import { CREDENTIAL_ID_MARKER, customAssistantDetailsSchema } from '@loomflow/core';
import type { CustomAssistantDetails } from '@loomflow/core';
import { credentialOfModel } from './ChatModelSection.tsx';

export type DraftErrors = Readonly<Partial<Record<'name' | 'chatModel' | 'form', string>>>;

/** Whether the draft differs from what was saved. */
export function isDirty(draft: CustomAssistantDetails, saved: CustomAssistantDetails): boolean {
  return JSON.stringify(draft) !== JSON.stringify(saved);
}

/** The draft checked as the server will check it: the details to send with the credential, or the problems. */
export function checkDraft(
  draft: CustomAssistantDetails,
):
  | { readonly ok: true; readonly details: CustomAssistantDetails; readonly credential: string | null }
  | { readonly ok: false; readonly errors: DraftErrors } {
  const parsed = customAssistantDetailsSchema.safeParse(draft);
  if (!parsed.success) {
    const errors: Partial<Record<'name' | 'chatModel' | 'form', string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === 'name' || field === 'chatModel') errors[field] ??= issue.message;
      else errors.form ??= issue.message;
    }
    return { ok: false, errors };
  }
  const credential = credentialOfModel(parsed.data.chatModel);
  return { ok: true, details: parsed.data, credential: credential === '' ? null : credential };
}

/**
 * The details the builder edits: a model whose inputs do not name their credential (a row imported from Flowise
 * keeps it only on the row) gets the row's credential, so the picker shows it.
 */
export function editableDetails(
  details: CustomAssistantDetails,
  rowCredential: string | null,
): CustomAssistantDetails {
  if (!rowCredential || credentialOfModel(details.chatModel) !== '') return details;
  return {
    ...details,
    chatModel: {
      ...details.chatModel,
      inputs: { ...details.chatModel.inputs, [CREDENTIAL_ID_MARKER]: rowCredential },
    },
  };
}
