import { describe, expect, it } from 'vitest';
import { EMPTY_JUDGE_MODEL } from '../evaluators/judge-model-draft.ts';
import { JUDGE_EVALUATOR, PARIS_EVALUATOR } from '../evaluators/evaluator-test-fixtures.ts';
import { checkNewEvaluation } from './new-evaluation-draft.ts';
import type { NewEvaluationDraft } from './new-evaluation-draft.ts';

const draft: NewEvaluationDraft = {
  name: 'Nightly',
  flowIds: ['flow-a', 'flow-b'],
  datasetId: 'ds-1',
  evaluatorIds: [PARIS_EVALUATOR.id],
  judgeModel: EMPTY_JUDGE_MODEL,
  mode: 'independent',
  concurrency: '2',
};

describe('the New evaluation request', () => {
  it('sends the flows, dataset, evaluators, mode and concurrency chosen', () => {
    expect(checkNewEvaluation(draft, [PARIS_EVALUATOR])).toEqual({
      ok: true,
      request: {
        name: 'Nightly',
        flowIds: ['flow-a', 'flow-b'],
        datasetId: 'ds-1',
        evaluatorIds: ['ev-text'],
        mode: 'independent',
        concurrency: 2,
      },
    });
  });

  it('asks for a flow, a dataset and a judge model for an LLM evaluator without its own', () => {
    const check = checkNewEvaluation(
      { ...draft, flowIds: [], datasetId: '', evaluatorIds: [JUDGE_EVALUATOR.id] },
      [PARIS_EVALUATOR, JUDGE_EVALUATOR],
    );
    expect(check).toEqual({
      ok: false,
      errors: {
        flowIds: 'Choose at least one flow',
        datasetId: 'Choose a dataset',
        'judgeModel.chatModel': 'Choose a judge model: "Judge" has no model of its own',
      },
    });
    const judged = checkNewEvaluation(
      {
        ...draft,
        evaluatorIds: [JUDGE_EVALUATOR.id],
        judgeModel: {
          chatModel: 'chatOpenAI',
          modelName: 'gpt-4o-mini',
          credentialId: 'cred-openai',
          basePath: '',
        },
      },
      [JUDGE_EVALUATOR],
    );
    expect(judged.ok && judged.request.judgeModel).toEqual({
      chatModel: 'chatOpenAI',
      modelName: 'gpt-4o-mini',
      credentialId: 'cred-openai',
    });
  });
});
