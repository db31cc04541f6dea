import type {
  Chatflow,
  ChatflowType,
  Evaluation,
  EvaluationListItem,
  EvaluationRun,
  FlowSummary,
  VerdictCounts,
} from '@loomflow/core';

const DATE = '2026-03-04T10:00:00.000Z';

export function testFlow(id: string, name: string, type: ChatflowType): Chatflow {
  return {
    id,
    name,
    flowData: '{"nodes":[],"edges":[]}',
    type,
    deployed: false,
    isPublic: false,
    apikeyid: null,
    chatbotConfig: null,
    apiConfig: null,
    analytic: null,
    speechToText: null,
    followUpPrompts: null,
    category: null,
    workspaceId: 'ws-1',
    createdDate: DATE,
    updatedDate: DATE,
  };
}

export function counts(pass: number, fail: number, error = 0): VerdictCounts {
  const all = pass + fail + error;
  return { pass, fail, error, passRate: all === 0 ? null : pass / all };
}

function flowSummary(
  flowId: string,
  flowName: string,
  verdicts: VerdictCounts,
  latency: number,
): FlowSummary {
  return {
    flowId,
    flowName,
    flowType: 'CHATFLOW',
    runs: verdicts.pass + verdicts.fail + verdicts.error,
    errors: verdicts.error,
    verdicts,
    evaluators: [{ evaluatorId: 'ev-text', ...verdicts }],
    averageLatencyMs: latency,
    totalTokens: 1200,
    averageTokens: 300,
    totalCost: null,
    averageCost: null,
    costNote: 'No price for model gpt-4o-mini',
  };
}

/** A finished evaluation of two flows (Support bot 3/4, Agent 1/4) with one text evaluator. */
export function testEvaluation(overrides: Partial<Evaluation> = {}): Evaluation {
  const support = counts(3, 1);
  const agent = counts(1, 3);
  return {
    id: 'eval-2',
    evaluationGroupId: 'eval-1',
    version: 2,
    name: 'Capitals check',
    status: 'completed',
    mode: 'independent',
    concurrency: 2,
    datasetId: 'ds-1',
    datasetName: 'Capitals',
    datasetRowsUpdatedDate: DATE,
    flows: [
      { id: 'flow-chat', name: 'Support bot', type: 'CHATFLOW', updatedDate: DATE },
      { id: 'flow-agent', name: 'Agent', type: 'AGENTFLOW', updatedDate: DATE },
    ],
    evaluators: [{ id: 'ev-text', name: 'Mentions Paris', type: 'text' }],
    judgeModel: null,
    progress: { status: 'completed', done: 8, total: 8, errors: 0, error: null },
    outdated: false,
    summary: {
      evaluators: [{ evaluatorId: 'ev-text', name: 'Mentions Paris', type: 'text', ...counts(4, 4) }],
      flows: [
        flowSummary('flow-chat', 'Support bot', support, 850),
        flowSummary('flow-agent', 'Agent', agent, 2400),
      ],
      overall: counts(4, 4),
    },
    workspaceId: 'ws-1',
    createdDate: DATE,
    startedDate: DATE,
    finishedDate: DATE,
    ...overrides,
  };
}

export function listItem(evaluation: Evaluation, versionCount = evaluation.version): EvaluationListItem {
  return { ...evaluation, versionCount };
}

export function testRun(overrides: Partial<EvaluationRun> = {}): EvaluationRun {
  return {
    id: 'run-1',
    evaluationId: 'eval-2',
    flowId: 'flow-chat',
    datasetRowId: 'row-1',
    sequenceNo: 0,
    input: 'Capital of France?',
    expectedOutput: 'The capital is Paris',
    actualOutput: 'The capital is Lyon',
    status: 'fail',
    error: null,
    latencyMs: 850,
    promptTokens: 100,
    completionTokens: 200,
    totalTokens: 300,
    cost: null,
    verdicts: [
      {
        evaluatorId: 'ev-text',
        evaluatorName: 'Mentions Paris',
        type: 'text',
        verdict: 'fail',
        score: null,
        reason: 'The answer does not contain "Paris"',
      },
    ],
    chatId: 'chat-1',
    chatMessageId: 'msg-1',
    executionId: null,
    startedDate: DATE,
    finishedDate: DATE,
    ...overrides,
  };
}
