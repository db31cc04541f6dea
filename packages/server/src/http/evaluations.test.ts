import type {
  ChatMessage,
  EvaluationDetail,
  EvaluationListItem,
  EvaluationOutdated,
  EvaluationVersions,
  EvaluatorVerdict,
} from '@loomflow/core';
import { type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { TEST_DATABASE_KINDS } from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directReplyFlow, saveFlow } from '../test-support/agentflow-test-flows.ts';
import {
  marketplaceChatflow,
  startChatflowTestSetup,
  type ChatflowTestSetup,
} from '../test-support/chatflow-test-flows.ts';
import {
  createEvaluator,
  datasetFromCsv,
  scriptJudge,
  startEvaluation,
  waitForDone,
  waitForEnd,
} from '../test-support/evaluation-test-setup.ts';

/** Rows 1–5 are JSON, the rest `question n`; even rows expect the echo, odd rows something else. */
const ROWS = Array.from({ length: 20 }, (_, index) => {
  const n = index + 1;
  const input = n <= 5 ? `{"n": ${String(n)}}` : `question ${String(n)}`;
  return { input, output: n % 2 === 0 ? `Echo: ${input}` : 'nothing' };
});

describe.each(TEST_DATABASE_KINDS)('evaluations on %s (enterprise)', (database) => {
  let setup: ChatflowTestSetup;
  let fake: FakeOpenAI;
  let chatflowId: string;
  let agentflowId: string;
  let evaluatorIds: Record<string, string>;

  beforeAll(async () => {
    setup = await startChatflowTestSetup(database, { PLATFORM_TYPE: 'enterprise' });
    fake = setup.fake;
    scriptJudge(fake);
    const { owner, credentialId } = setup;
    chatflowId = await saveFlow(owner, marketplaceChatflow('Conversation Chain', credentialId, fake.url), {
      type: 'CHATFLOW',
    });
    agentflowId = await saveFlow(owner, directReplyFlow('{{ question }}'));
    const judge = { chatModel: 'chatOpenAI', modelName: 'gpt-4o-mini', credentialId, basePath: fake.url };
    const made = await Promise.all([
      createEvaluator(owner, {
        name: 'echoes',
        type: 'text',
        config: { operator: 'contains', value: 'ECHO' },
      }),
      createEvaluator(owner, { name: 'brace', type: 'regex', config: { pattern: '^\\{' } }),
      createEvaluator(owner, { name: 'json', type: 'json', config: { check: 'valid' } }),
      createEvaluator(owner, {
        name: 'short',
        type: 'numeric',
        config: { measure: 'responseLength', operator: 'lte', value: 10 },
      }),
      createEvaluator(owner, {
        name: 'exact',
        type: 'text',
        config: { operator: 'equals', compareWith: 'expectedOutput', caseSensitive: true },
      }),
      createEvaluator(owner, {
        name: 'judge',
        type: 'llm',
        config: {
          prompt: 'Grade the answer. Question: {{input}} Answer: {{actualOutput}}',
          passThreshold: 7,
          model: judge,
        },
      }),
    ]);
    evaluatorIds = Object.fromEntries(made.map((evaluator) => [evaluator.name, evaluator.id]));
  });
  afterAll(() => setup.close());

  it('runs 20 rows through a chatflow and an agentflow with one evaluator of each kind: exact pass rates', async () => {
    const { owner } = setup;
    const dataset = await datasetFromCsv(owner, 'twenty', ROWS);
    expect(dataset.rowCount).toBe(20);
    const started = await startEvaluation(owner, {
      name: 'Echo check',
      flowIds: [chatflowId, agentflowId],
      datasetId: dataset.id,
      evaluatorIds: Object.values(evaluatorIds),
      concurrency: 4,
    });
    expect(started).toMatchObject({ status: 'running', version: 1, progress: { total: 40 } });
    expect(await waitForEnd(owner, started.id)).toMatchObject({
      status: 'completed',
      done: 40,
      total: 40,
      errors: 0,
    });

    const detail = (await owner.get<EvaluationDetail>(`/api/v1/evaluations/${started.id}`)).body;
    const byName = (name: string) => detail.summary.evaluators.find((entry) => entry.name === name);
    expect(byName('echoes')).toMatchObject({ pass: 20, fail: 20, error: 0, passRate: 0.5 });
    expect(byName('brace')).toMatchObject({ pass: 5, fail: 35 });
    expect(byName('json')).toMatchObject({ pass: 5, fail: 35 });
    expect(byName('short')).toMatchObject({ pass: 9, fail: 31 });
    expect(byName('exact')).toMatchObject({ pass: 10, fail: 30 });
    expect(byName('judge')).toMatchObject({ pass: 20, fail: 20, error: 0 });
    expect(detail.summary.overall).toMatchObject({ pass: 69, fail: 171, error: 0 });
    const [chat, agent] = detail.summary.flows;
    expect(chat).toMatchObject({ flowId: chatflowId, runs: 20, errors: 0, verdicts: { pass: 50, fail: 70 } });
    expect(agent).toMatchObject({
      flowId: agentflowId,
      runs: 20,
      errors: 0,
      verdicts: { pass: 19, fail: 101 },
    });
    // The chatflow's gpt-4o-mini is priced; the agentflow calls no model, so it costs nothing.
    expect(chat?.totalCost).toBeGreaterThan(0);
    expect(chat?.costNote).toBeNull();
    expect(agent).toMatchObject({ totalCost: 0, costNote: null });

    expect(detail.totalRuns).toBe(40);
    const first = detail.runs[0];
    const second = detail.runs[1];
    expect(first).toMatchObject({
      flowId: chatflowId,
      sequenceNo: 0,
      actualOutput: 'Echo: {"n": 1}',
      executionId: null,
    });
    expect(second).toMatchObject({
      flowId: agentflowId,
      sequenceNo: 0,
      actualOutput: '{"n": 1}',
      status: 'fail',
    });
    expect(second?.executionId).toEqual(expect.any(String));
    expect(first?.latencyMs).toEqual(expect.any(Number));
    const judged = first?.verdicts.find((verdict: EvaluatorVerdict) => verdict.evaluatorName === 'judge');
    expect(judged).toMatchObject({ verdict: 'pass', score: 9, reason: 'It echoes the question' });

    const messages = await owner.get<ChatMessage[]>(
      `/api/v1/chatmessage/${agentflowId}?chatId=${String(second?.chatId)}&chatType=EVALUATION`,
    );
    expect(messages.body.map((message) => message.chatType)).toEqual(['EVALUATION', 'EVALUATION']);

    // A saved flow makes the evaluation outdated; a re-run is a new version that is not.
    const outdatedBefore = await owner.get<EvaluationOutdated>(
      `/api/v1/evaluations/is-outdated/${started.id}`,
    );
    expect(outdatedBefore.body).toEqual({ outdated: false, reasons: [] });
    expect((await owner.put(`/api/v1/chatflows/${agentflowId}`, { name: 'renamed agent' })).status).toBe(200);
    const outdated = await owner.get<EvaluationOutdated>(`/api/v1/evaluations/is-outdated/${started.id}`);
    expect(outdated.body).toMatchObject({
      outdated: true,
      reasons: [{ kind: 'flow', id: agentflowId, name: 'renamed agent', deleted: false }],
    });
    const again = await owner.post<{ id: string; version: number }>(
      `/api/v1/evaluations/run-again/${started.id}`,
      {},
    );
    expect(again.status).toBe(201);
    expect(again.body.version).toBe(2);
    await waitForEnd(owner, again.body.id);
    const list = await owner.get<EvaluationListItem[]>('/api/v1/evaluations');
    const listed = list.body.find((item) => item.evaluationGroupId === started.id);
    expect(listed).toMatchObject({ id: again.body.id, version: 2, versionCount: 2, outdated: false });
    const versions = await owner.get<EvaluationVersions>(`/api/v1/evaluations/versions/${started.id}`);
    expect(versions.body.versions.map((version) => [version.version, version.outdated])).toEqual([
      [1, true],
      [2, false],
    ]);
    const compared = await owner.get<{ rows: { cells: unknown[] }[] }>(
      `/api/v1/evaluations/compare?ids=${started.id},${again.body.id}`,
    );
    expect(compared.body.rows).toHaveLength(20);
    expect(compared.body.rows[0]?.cells).toHaveLength(4);

    // Changing the dataset's rows makes the newest version outdated too.
    await owner.post('/api/v1/datasets/rows', { datasetId: dataset.id, input: 'one more' });
    const stale = await owner.get<EvaluationOutdated>(`/api/v1/evaluations/is-outdated/${again.body.id}`);
    expect(stale.body.reasons).toMatchObject([{ kind: 'dataset', id: dataset.id }]);
  });

  it('cancels midway and keeps the runs that finished', async () => {
    const { owner } = setup;
    fake.script({
      when: { lastUserMessage: /^slow/ },
      times: Infinity,
      reply: { type: 'text', content: 'slow answer', firstTokenLatencyMs: 250 },
    });
    const rows = Array.from({ length: 10 }, (_, index) => ({
      input: `slow ${String(index)}`,
      output: 'slow answer',
    }));
    const dataset = await datasetFromCsv(owner, 'slow', rows);
    const started = await startEvaluation(owner, {
      name: 'Slow',
      flowIds: [chatflowId],
      datasetId: dataset.id,
      evaluatorIds: [evaluatorIds.exact],
      concurrency: 1,
    });
    await waitForDone(owner, started.id, 2);
    const cancelled = await owner.post<{ status: string; progress: { done: number } }>(
      `/api/v1/evaluations/cancel/${started.id}`,
      {},
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    const kept = cancelled.body.progress.done;
    expect(kept).toBeGreaterThanOrEqual(2);
    expect(kept).toBeLessThan(10);
    await new Promise((resolve) => setTimeout(resolve, 600));
    const detail = (await owner.get<EvaluationDetail>(`/api/v1/evaluations/${started.id}`)).body;
    expect(detail.progress).toMatchObject({ status: 'cancelled', done: kept });
    const finished = detail.runs.filter((run) => run.status !== 'pending');
    expect(finished).toHaveLength(kept);
    expect(finished.every((run) => run.status === 'pass' && run.actualOutput === 'slow answer')).toBe(true);
    expect(detail.summary.evaluators[0]).toMatchObject({ pass: kept, fail: 0 });
    expect((await owner.post(`/api/v1/evaluations/cancel/${started.id}`, {})).status).toBe(409);
  });

  it('refuses what cannot run with errors naming the problem', async () => {
    const { owner } = setup;
    const empty = await owner.post<{ id: string }>('/api/v1/datasets/set', { name: 'empty' });
    const noRows = await owner.post<{ message: string }>('/api/v1/evaluations', {
      name: 'x',
      flowIds: [agentflowId],
      datasetId: empty.body.id,
    });
    expect(noRows.status).toBe(400);
    expect(noRows.body.message).toBe('The dataset "empty" has no rows; add some first');
    const unknownFlow = await owner.post<{ message: string }>('/api/v1/evaluations', {
      name: 'x',
      flowIds: ['nope'],
      datasetId: empty.body.id,
    });
    expect(unknownFlow.status).toBe(404);
    expect(unknownFlow.body.message).toBe('Flow nope not found');
  });
});
