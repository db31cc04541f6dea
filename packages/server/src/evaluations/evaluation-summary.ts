import type {
  EvaluationEvaluatorRef,
  EvaluationFlow,
  EvaluationSummary,
  EvaluatorVerdict,
  FlowSummary,
  VerdictCounts,
} from '@loomflow/core';

/** What the summary reads of a run. */
export interface SummarisedRun {
  readonly flowId: string;
  readonly status: string;
  readonly error: string | null;
  readonly latencyMs: number | null;
  readonly totalTokens: number | null;
  readonly cost: number | null;
  readonly verdicts: readonly Pick<EvaluatorVerdict, 'evaluatorId' | 'verdict'>[];
}

class Tally {
  pass = 0;
  fail = 0;
  error = 0;

  add(verdict: string): void {
    if (verdict === 'pass') this.pass += 1;
    else if (verdict === 'fail') this.fail += 1;
    else this.error += 1;
  }

  counts(): VerdictCounts {
    const all = this.pass + this.fail + this.error;
    return {
      pass: this.pass,
      fail: this.fail,
      error: this.error,
      passRate: all === 0 ? null : this.pass / all,
    };
  }
}

const average = (sum: number, count: number): number | null => (count === 0 ? null : sum / count);

function flowSummary(
  flow: EvaluationFlow,
  evaluators: readonly EvaluationEvaluatorRef[],
  runs: readonly SummarisedRun[],
): FlowSummary {
  const finished = runs.filter((run) => run.flowId === flow.id && run.status !== 'pending');
  const all = new Tally();
  const perEvaluator = new Map(evaluators.map((evaluator) => [evaluator.id, new Tally()]));
  let latency = 0;
  let timed = 0;
  let tokens = 0;
  let cost = 0;
  let priced = 0;
  for (const run of finished) {
    for (const verdict of run.verdicts) {
      all.add(verdict.verdict);
      if (verdict.evaluatorId !== undefined) perEvaluator.get(verdict.evaluatorId)?.add(verdict.verdict);
    }
    if (run.latencyMs !== null) {
      latency += run.latencyMs;
      timed += 1;
    }
    tokens += run.totalTokens ?? 0;
    if (run.cost !== null) {
      cost += run.cost;
      priced += 1;
    }
  }
  return {
    flowId: flow.id,
    flowName: flow.name,
    flowType: flow.type,
    runs: finished.length,
    errors: finished.filter((run) => run.error !== null).length,
    verdicts: all.counts(),
    evaluators: evaluators.map((evaluator) => ({
      evaluatorId: evaluator.id,
      ...(perEvaluator.get(evaluator.id) ?? new Tally()).counts(),
    })),
    averageLatencyMs: average(latency, timed),
    totalTokens: tokens,
    averageTokens: average(tokens, finished.length),
    totalCost: priced === 0 ? null : cost,
    averageCost: priced === 0 ? null : cost / priced,
    costNote: flow.costNote ?? null,
  };
}

/** Pass rates per evaluator, per flow and overall; averages of latency, tokens and cost per flow. */
export function summarise(
  flows: readonly EvaluationFlow[],
  evaluators: readonly EvaluationEvaluatorRef[],
  runs: readonly SummarisedRun[],
): EvaluationSummary {
  const overall = new Tally();
  const perEvaluator = new Map(evaluators.map((evaluator) => [evaluator.id, new Tally()]));
  for (const run of runs) {
    if (run.status === 'pending') continue;
    for (const verdict of run.verdicts) {
      overall.add(verdict.verdict);
      if (verdict.evaluatorId !== undefined) perEvaluator.get(verdict.evaluatorId)?.add(verdict.verdict);
    }
  }
  return {
    evaluators: evaluators.map((evaluator) => ({
      evaluatorId: evaluator.id,
      name: evaluator.name,
      type: evaluator.type,
      ...(perEvaluator.get(evaluator.id) ?? new Tally()).counts(),
    })),
    flows: flows.map((flow) => flowSummary(flow, evaluators, runs)),
    overall: overall.counts(),
  };
}
