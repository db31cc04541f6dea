import {
  withoutServerPaths,
  type EvaluationRunStatus,
  type EvaluatorVerdict,
  type JudgeModel,
} from '@loomflow/core';
import type {
  EvaluationRecord,
  EvaluationRepository,
  EvaluationRunRecord,
  EvaluationRunResult,
} from '../db/repositories/evaluation.repository.ts';
import type { ChatFlowRow } from '../db/schema.ts';
import type { FlowRunOutcome } from '../services/flow-run/flow-run.types.ts';
import { newId, nowIso } from '../util/clock.ts';
import type { EvaluatorRunner, EvaluatorSnapshot } from './evaluator-runner.ts';
import { runCost, type FlowPricing } from './flow-pricing.ts';

/** Runs a flow the way the chat does (PredictionService.runForEvaluation). */
export interface EvaluationFlowRunner {
  runForEvaluation(
    flow: ChatFlowRow,
    question: string,
    chatId: string,
    signal: AbortSignal,
  ): Promise<FlowRunOutcome>;
}

/** One evaluation ready to run: its flows as they were at the start, its evaluators, the runs to do. */
export interface EvaluationJob {
  readonly evaluation: EvaluationRecord;
  readonly flows: readonly ChatFlowRow[];
  /** How each flow's tokens are priced (by flow id; flow-pricing.ts). */
  readonly pricing: ReadonlyMap<string, FlowPricing>;
  readonly evaluators: readonly EvaluatorSnapshot[];
  readonly judgeModel: JudgeModel | undefined;
  readonly runs: readonly EvaluationRunRecord[];
}

/**
 * Queue mode (queue/background-dispatcher.ts): an evaluation is one BullMQ job a worker runs (`runHere`), its
 * rows bounded by the evaluation's concurrency as in process; cancels are published to every worker.
 */
export interface EvaluationDispatcher {
  enqueueEvaluation(job: { workspaceId: string; evaluationId: string }): Promise<void>;
  cancelEvaluation(evaluationId: string): Promise<void>;
}

function messageOf(error: unknown): string {
  return withoutServerPaths(error instanceof Error ? error.message : String(error));
}

function runStatus(error: string | null, verdicts: readonly EvaluatorVerdict[]): EvaluationRunStatus {
  if (error !== null || verdicts.some((verdict) => verdict.verdict === 'error')) return 'error';
  return verdicts.some((verdict) => verdict.verdict === 'fail') ? 'fail' : 'pass';
}

/** Takes tasks off a list with at most `concurrency` in flight. */
async function runPool(tasks: readonly (() => Promise<void>)[], concurrency: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next];
      next += 1;
      if (task) await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker));
}

/**
 * Runs evaluations in this process, in the background: every dataset row through every flow, each answer
 * checked by every evaluator, each run recorded as it finishes. Cancelling aborts the runs in flight (they stay
 * pending); finished runs are kept. A server stop leaves the evaluation to `failInterrupted` at the next start (in
 * queue mode, to the workers' stalled check instead).
 */
export class EvaluationRunner {
  private readonly active = new Map<string, { controller: AbortController; done: Promise<void> }>();
  private dispatcher: EvaluationDispatcher | undefined;

  constructor(
    private readonly evaluations: EvaluationRepository,
    private readonly flows: EvaluationFlowRunner,
    private readonly checks: EvaluatorRunner,
    private readonly log: (message: string, error: unknown) => void,
  ) {}

  /** Queue mode: evaluations go to workers from now on. */
  dispatchTo(dispatcher: EvaluationDispatcher): void {
    this.dispatcher = dispatcher;
  }

  /**
   * Starts the evaluation in the background: here, or on a worker in queue mode. A job that cannot be queued
   * leaves the evaluation failed with the reason, and the error is thrown.
   */
  async start(job: EvaluationJob): Promise<void> {
    const { workspaceId, id } = job.evaluation;
    if (!this.dispatcher) {
      this.runHere(job).catch(() => undefined);
      return;
    }
    try {
      await this.dispatcher.enqueueEvaluation({ workspaceId, evaluationId: id });
    } catch (error) {
      await this.evaluations.setStatus(
        workspaceId,
        id,
        { status: 'failed', error: `Not queued: ${messageOf(error)}`, finishedDate: nowIso() },
        true,
      );
      throw error;
    }
  }

  /** Runs the evaluation in this process (in process mode, or on the worker that took its job); ends with it. */
  runHere(job: EvaluationJob): Promise<void> {
    const controller = new AbortController();
    const done = this.run(job, controller.signal)
      .catch(async (error: unknown) => {
        this.log(`Evaluation ${job.evaluation.id} failed`, error);
        await this.evaluations
          .setStatus(
            job.evaluation.workspaceId,
            job.evaluation.id,
            {
              status: 'failed',
              error: `The evaluation stopped: ${messageOf(error)}`,
              finishedDate: nowIso(),
            },
            true,
          )
          .catch((cause: unknown) => {
            this.log(`Evaluation ${job.evaluation.id}: its failure could not be recorded`, cause);
          });
      })
      .finally(() => this.active.delete(job.evaluation.id));
    this.active.set(job.evaluation.id, { controller, done });
    return done;
  }

  /** Stops the runs in flight; answers when the evaluation's work has ended (queue mode: once the cancel is sent). */
  async cancel(evaluationId: string): Promise<void> {
    const entry = this.active.get(evaluationId);
    if (!entry) {
      await this.dispatcher?.cancelEvaluation(evaluationId);
      return;
    }
    entry.controller.abort();
    await entry.done;
  }

  /** A published cancel: the evaluation stops if this process runs it (answers whether it did). */
  cancelHere(evaluationId: string): boolean {
    const entry = this.active.get(evaluationId);
    entry?.controller.abort();
    return entry !== undefined;
  }

  isRunningHere(evaluationId: string): boolean {
    return this.active.has(evaluationId);
  }

  /** Every evaluation this process is running has ended (tests, shutdown). */
  async idle(): Promise<void> {
    await Promise.all([...this.active.values()].map((entry) => entry.done));
  }

  /** Stops every evaluation this process runs (shutdown); they stay running until the next start fails them. */
  async stopAll(): Promise<void> {
    for (const entry of this.active.values()) entry.controller.abort();
    await this.idle();
  }

  private async run(job: EvaluationJob, signal: AbortSignal): Promise<void> {
    const { evaluation } = job;
    const flowsById = new Map(job.flows.map((flow) => [flow.id, flow]));
    const runOne = async (run: EvaluationRunRecord, chatId: string) => {
      const flow = flowsById.get(run.flowId);
      if (signal.aborted || !flow) return;
      await this.execute(job, flow, run, chatId, signal);
    };
    const tasks =
      evaluation.mode === 'conversation'
        ? job.flows.map((flow, index) => async () => {
            const chatId = `evaluation-${evaluation.id}-${String(index)}`;
            for (const run of job.runs.filter((candidate) => candidate.flowId === flow.id))
              await runOne(run, chatId);
          })
        : job.runs.map((run) => () => runOne(run, newId()));
    await runPool(tasks, evaluation.concurrency);
    if (!signal.aborted)
      await this.evaluations.setStatus(
        evaluation.workspaceId,
        evaluation.id,
        { status: 'completed', finishedDate: nowIso() },
        true,
      );
  }

  private async execute(
    job: EvaluationJob,
    flow: ChatFlowRow,
    run: EvaluationRunRecord,
    chatId: string,
    signal: AbortSignal,
  ): Promise<void> {
    // Read through a call: the signal changes while this awaits.
    const cancelled = (): boolean => signal.aborted;
    const startedDate = nowIso();
    const started = performance.now();
    let outcome: FlowRunOutcome | undefined;
    let error: string | null = null;
    try {
      outcome = await this.flows.runForEvaluation(flow, run.input, chatId, signal);
    } catch (cause) {
      error = messageOf(cause);
    }
    // A cancelled run is not recorded: it stays pending.
    if (cancelled()) return;
    const latencyMs = Math.round(performance.now() - started);
    const result = outcome?.result;
    if (result && result.state !== 'FINISHED')
      error =
        result.error ??
        (result.state === 'STOPPED'
          ? 'The flow stopped to wait for human input; evaluations need flows that answer on their own'
          : `The flow ended ${result.state}`);
    const actualOutput = error === null ? (result?.text ?? '') : null;
    const usage = result?.usage;
    const pricing = job.pricing.get(flow.id);
    const cost = pricing ? runCost(pricing, usage) : null;
    const verdicts: EvaluatorVerdict[] = [];
    for (const evaluator of job.evaluators) {
      if (actualOutput === null) {
        verdicts.push({
          ...(evaluator.id !== undefined ? { evaluatorId: evaluator.id } : {}),
          evaluatorName: evaluator.name,
          type: evaluator.definition.type,
          verdict: 'error',
          score: null,
          reason: 'The flow failed',
        });
        continue;
      }
      verdicts.push(
        await this.checks.verdict(
          job.evaluation.workspaceId,
          evaluator,
          {
            input: run.input,
            expectedOutput: run.expectedOutput,
            actualOutput,
            latencyMs,
            ...(usage ? { totalTokens: usage.totalTokens } : {}),
            ...(cost !== null ? { cost } : {}),
            ...(pricing?.costNote ? { costNote: pricing.costNote } : {}),
          },
          job.judgeModel,
          signal,
        ),
      );
    }
    if (cancelled()) return;
    const finished: EvaluationRunResult = {
      actualOutput,
      status: runStatus(error, verdicts),
      error,
      latencyMs,
      promptTokens: usage?.inputTokens ?? null,
      completionTokens: usage?.outputTokens ?? null,
      totalTokens: usage?.totalTokens ?? null,
      cost,
      verdicts: JSON.stringify(verdicts),
      chatId,
      chatMessageId: outcome?.chatMessageId ?? null,
      executionId: outcome?.executionId ? outcome.executionId : null,
      startedDate,
      finishedDate: nowIso(),
    };
    await this.evaluations.finishRun(job.evaluation.workspaceId, job.evaluation.id, run.id, finished);
  }
}
