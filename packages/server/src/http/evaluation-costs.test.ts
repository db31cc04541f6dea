import type { EvaluationDetail } from '@loomflow/core';
import { TEST_DATABASE_KINDS } from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveFlow } from '../test-support/agentflow-test-flows.ts';
import {
  marketplaceChatflow,
  startChatflowTestSetup,
  type ChatflowTestSetup,
} from '../test-support/chatflow-test-flows.ts';
import {
  createEvaluator,
  datasetFromCsv,
  startEvaluation,
  waitForEnd,
} from '../test-support/evaluation-test-setup.ts';

const ROWS = [
  { input: 'What is two plus two?', output: 'four' },
  { input: 'hello', output: 'hi' },
];

describe.each(TEST_DATABASE_KINDS)('evaluation costs on %s', (database) => {
  let setup: ChatflowTestSetup;
  let costEvaluatorId: string;
  let datasetId: string;

  beforeAll(async () => {
    setup = await startChatflowTestSetup(database, { PLATFORM_TYPE: 'enterprise' });
    const evaluator = await createEvaluator(setup.owner, {
      name: 'cheap',
      type: 'numeric',
      config: { measure: 'cost', operator: 'lt', value: 0.001 },
    });
    costEvaluatorId = evaluator.id;
    datasetId = (await datasetFromCsv(setup.owner, 'two', ROWS)).id;
  });
  afterAll(() => setup.close());

  async function evaluate(modelName: string): Promise<EvaluationDetail> {
    const { owner, credentialId, fake } = setup;
    const flowId = await saveFlow(
      owner,
      marketplaceChatflow('Conversation Chain', credentialId, fake.url, { modelName }),
      { type: 'CHATFLOW', name: `priced ${modelName}` },
    );
    const started = await startEvaluation(owner, {
      name: `Cost of ${modelName}`,
      flowIds: [flowId],
      datasetId,
      evaluatorIds: [costEvaluatorId],
      concurrency: 1,
    });
    await waitForEnd(owner, started.id);
    return (await owner.get<EvaluationDetail>(`/api/v1/evaluations/${started.id}`)).body;
  }

  it("prices each run's tokens at its chat model's price (gpt-4o-mini: $0.00015 in, $0.0006 out per 1K)", async () => {
    const detail = await evaluate('gpt-4o-mini');
    const runs = detail.runs.map((run) => ({
      promptTokens: run.promptTokens,
      completionTokens: run.completionTokens,
      cost: run.cost,
      status: run.status,
    }));
    // The fake's deterministic counts: 48 + 6 and 44 + 2 tokens.
    expect(runs).toEqual([
      { promptTokens: 48, completionTokens: 6, cost: 0.0000108, status: 'pass' },
      { promptTokens: 44, completionTokens: 2, cost: 0.0000078, status: 'pass' },
    ]);
    expect(detail.flows[0]).toMatchObject({ models: ['gpt-4o-mini (chatOpenAI)'], costNote: null });
    const [flow] = detail.summary.flows;
    expect(flow?.costNote).toBeNull();
    expect(flow?.totalCost).toBeCloseTo(0.0000186, 12);
    expect(flow?.averageCost).toBeCloseTo(0.0000093, 12);
    expect(detail.runs[0]?.verdicts[0]).toMatchObject({
      verdict: 'pass',
      score: 0.0000108,
      reason: 'Cost 0.0000108 USD is < 0.001 USD',
    });
  });

  it('leaves the cost unknown, with the reason, for a model without a price', async () => {
    const detail = await evaluate('my-finetune-7');
    expect(detail.runs.map((run) => [run.cost, run.totalTokens !== null])).toEqual([
      [null, true],
      [null, true],
    ]);
    const note = 'Cost is unknown: model "my-finetune-7" of chatOpenAI has no price in the price table';
    expect(detail.summary.flows[0]).toMatchObject({ totalCost: null, averageCost: null, costNote: note });
    expect(detail.runs[0]?.status).toBe('error');
    expect(detail.runs[0]?.verdicts[0]).toMatchObject({ verdict: 'error', score: null, reason: note });
  });
});
