import { describe, expect, it } from 'vitest';
import { providerAssistant } from '../assistant-test-fixtures.ts';
import { NEW_OPENAI_ASSISTANT, checkOpenAiDraft, draftOfAssistant } from './openai-assistant-draft.ts';

/** The details as sent: JSON text. */
function detailsOf(details: unknown): unknown {
  return typeof details === 'string' ? JSON.parse(details) : details;
}

describe('OpenAI assistant draft', () => {
  it('round-trips a saved assistant into the same details', () => {
    const saved = {
      id: 'asst_1',
      name: 'Tutor',
      description: 'Maths',
      model: 'gpt-4o',
      instructions: 'Step by step.',
      temperature: 0.3,
      top_p: 0.8,
      tools: ['code_interpreter', 'file_search'],
      tool_resources: {
        code_interpreter: { file_ids: ['file-1'] },
        file_search: { vector_store_ids: ['vs-1'] },
      },
    };
    const draft = draftOfAssistant(providerAssistant('as-1', 'AZURE', saved));
    const check = checkOpenAiDraft(draft, 'AZURE');
    expect(check).toMatchObject({ ok: true, request: { type: 'AZURE', credential: 'cred-openai' } });
    if (!check.ok) return;
    expect(detailsOf(check.request.details)).toEqual(saved);
  });

  it('names each problem: credential, name, model and out-of-range numbers', () => {
    const check = checkOpenAiDraft(
      { ...NEW_OPENAI_ASSISTANT, model: ' ', temperature: 'warm', topP: '2' },
      'OPENAI',
    );
    expect(check).toEqual({
      ok: false,
      errors: {
        credential: 'Choose an OpenAI credential (openAIApi)',
        name: 'Assistant name is required',
        model: 'Choose a model',
        temperature: 'Temperature is a number from 0 to 2',
        topP: 'Top P is a number from 0 to 1',
      },
    });
  });

  it('sends no tool resources for tools turned off', () => {
    const check = checkOpenAiDraft(
      { ...NEW_OPENAI_ASSISTANT, credential: 'c', name: 'Bot', files: [{ id: 'f', filename: 'a.csv' }] },
      'OPENAI',
    );
    if (!check.ok) throw new Error('expected a valid draft');
    expect(detailsOf(check.request.details)).toMatchObject({ tools: [], tool_resources: {} });
  });
});
