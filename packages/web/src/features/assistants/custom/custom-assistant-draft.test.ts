import { describe, expect, it } from 'vitest';
import type { CustomAssistantDetails } from '@loomflow/core';
import { checkDraft, editableDetails, isDirty } from './custom-assistant-draft.ts';

const DETAILS: CustomAssistantDetails = {
  name: 'Helper',
  description: '',
  instruction: '',
  chatModel: { name: 'chatOpenAI', inputs: { modelName: 'gpt-4o-mini' } },
  tools: [],
  documentStores: [],
};

describe('custom assistant draft', () => {
  it('shows the row’s credential on a model whose inputs do not name one', () => {
    expect(editableDetails(DETAILS, 'cred-1').chatModel.inputs).toEqual({
      modelName: 'gpt-4o-mini',
      FLOWISE_CREDENTIAL_ID: 'cred-1',
    });
    const own = {
      ...DETAILS,
      chatModel: { name: 'chatOpenAI', inputs: { FLOWISE_CREDENTIAL_ID: 'cred-2' } },
    };
    expect(editableDetails(own, 'cred-1')).toBe(own);
    expect(editableDetails(DETAILS, null)).toBe(DETAILS);
  });

  it('names the field of each problem and sends the model’s credential', () => {
    expect(checkDraft({ ...DETAILS, name: ' ' })).toEqual({
      ok: false,
      errors: { name: 'Assistant name is required' },
    });
    expect(checkDraft({ ...DETAILS, chatModel: { name: '', inputs: {} } })).toMatchObject({
      ok: false,
      errors: { chatModel: 'Choose a chat model' },
    });
    const withCredential = editableDetails(DETAILS, 'cred-1');
    expect(checkDraft(withCredential)).toMatchObject({ ok: true, credential: 'cred-1' });
    expect(checkDraft(DETAILS)).toMatchObject({ ok: true, credential: null });
  });

  it('is dirty only when something changed', () => {
    expect(isDirty(DETAILS, { ...DETAILS })).toBe(false);
    expect(isDirty({ ...DETAILS, instruction: 'Be brief.' }, DETAILS)).toBe(true);
  });
});
