import {
  compareEvaluationsQuerySchema,
  createEvaluationSchema,
  deleteEvaluationsSchema,
  evaluationRunsQuerySchema,
  type ChatflowType,
  type DeletedCount,
  type Evaluation,
  type EvaluationComparison,
  type EvaluationDetail,
  type EvaluationListItem,
  type EvaluationOutdated,
  type EvaluationProgress,
  type EvaluationVersions,
  type JudgeModel,
  type PlatformType,
} from '@loomflow/core';
import type { ChatFlowRepository } from '../db/repositories/chatflow.repository.ts';
import type {
  EvaluationRecord,
  EvaluationRepository,
  EvaluationRunRecord,
} from '../db/repositories/evaluation.repository.ts';
import type { ChatFlowRow } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../errors/app-error.ts';
import type { RequestAccess } from '../auth/request-access.ts';
import { parse } from '../errors/validate.ts';
import { requireFlowPermission } from '../services/chatflow-access.ts';
import { toChatflow } from '../services/chatflow.service.ts';
import { flowGraphOf } from '../services/uploads-config.ts';
import { newId, nowIso } from '../util/clock.ts';
import type { DatasetService } from './dataset.service.ts';
import type { EvaluationRunner } from './evaluation-runner.ts';
import {
  storeEvaluators,
  storedEvaluators,
  storedFlows,
  storedJudgeModel,
  toEvaluationRun,
} from './evaluation-records.ts';
import type { EvaluationViews } from './evaluation-views.ts';
import { judgeModelFor, type EvaluatorSnapshot } from './evaluator-runner.ts';
import type { EvaluatorService } from './evaluator.service.ts';
import { flowPricing } from './flow-pricing.ts';

const RUNNABLE_TYPES: readonly string[] = ['CHATFLOW', 'AGENTFLOW'];
const ACTIVE = ['pending', 'running'];

interface EvaluationSettings {
  readonly name: string;
  readonly flowIds: readonly string[];
  readonly datasetId: string;
  readonly evaluators: readonly EvaluatorSnapshot[];
  readonly judgeModel: JudgeModel | undefined;
  readonly mode: string;
  readonly concurrency: number;
}

/** `/evaluations`: start, re-run (a new version), read, compare, cancel and delete evaluations. */
export class EvaluationService {
  constructor(
    private readonly evaluations: EvaluationRepository,
    private readonly flows: ChatFlowRepository,
    private readonly datasets: DatasetService,
    private readonly evaluators: EvaluatorService,
    private readonly views: EvaluationViews,
    private readonly runner: EvaluationRunner,
    private readonly platform: PlatformType,
  ) {}

  async create(caller: RequestAccess, workspaceId: string, body: unknown): Promise<Evaluation> {
    const request = parse(createEvaluationSchema, body);
    const evaluators = await this.evaluators.snapshots(workspaceId, [...new Set(request.evaluatorIds)]);
    return this.start(
      caller,
      workspaceId,
      { ...request, judgeModel: request.judgeModel, evaluators },
      undefined,
    );
  }

  /** A new version of the evaluation with the same settings, over the current flows and dataset. */
  async runAgain(caller: RequestAccess, workspaceId: string, id: string): Promise<Evaluation> {
    const record = await this.require(workspaceId, id);
    const versions = await this.evaluations.versions(workspaceId, record.evaluationGroupId);
    if (versions.some((version) => ACTIVE.includes(version.status)))
      throw conflict('A version of this evaluation is still running; wait for it or cancel it first');
    const settings: EvaluationSettings = {
      name: record.name,
      flowIds: storedFlows(record).map((flow) => flow.id),
      datasetId: record.datasetId,
      evaluators: storedEvaluators(record),
      judgeModel: storedJudgeModel(record),
      mode: record.mode,
      concurrency: record.concurrency,
    };
    const latest = versions.reduce((most, version) => Math.max(most, version.version), 0);
    return this.start(caller, workspaceId, settings, {
      groupId: record.evaluationGroupId,
      version: latest + 1,
    });
  }

  async list(workspaceId: string): Promise<EvaluationListItem[]> {
    const records = await this.evaluations.list(workspaceId);
    const latest = new Map<string, EvaluationRecord>();
    const counts = new Map<string, number>();
    for (const record of records) {
      counts.set(record.evaluationGroupId, (counts.get(record.evaluationGroupId) ?? 0) + 1);
      const known = latest.get(record.evaluationGroupId);
      if (!known || known.version < record.version) latest.set(record.evaluationGroupId, record);
    }
    const shown = [...latest.values()].sort((left, right) =>
      right.createdDate.localeCompare(left.createdDate),
    );
    const views = await this.views.views(workspaceId, shown);
    return views.map((view) => ({ ...view, versionCount: counts.get(view.evaluationGroupId) ?? 1 }));
  }

  async get(workspaceId: string, id: string, query: unknown): Promise<EvaluationDetail> {
    const { page, limit, flowId, status } = parse(evaluationRunsQuerySchema, query);
    const record = await this.require(workspaceId, id);
    const [view] = await this.views.views(workspaceId, [record]);
    if (!view) throw notFound(`Evaluation ${id} not found`);
    const runs = await this.evaluations.runs(workspaceId, [id], {
      flowId,
      status,
      offset: (page - 1) * limit,
      limit,
    });
    const totalRuns = await this.evaluations.countRuns(workspaceId, id, { flowId, status });
    return { ...view, runs: runs.map(toEvaluationRun), totalRuns, page, limit };
  }

  async progress(workspaceId: string, id: string): Promise<EvaluationProgress> {
    const record = await this.require(workspaceId, id);
    const [view] = await this.views.views(workspaceId, [record]);
    if (!view) throw notFound(`Evaluation ${id} not found`);
    return view.progress;
  }

  async isOutdated(workspaceId: string, id: string): Promise<EvaluationOutdated> {
    return this.views.outdated(await this.require(workspaceId, id));
  }

  async versions(workspaceId: string, id: string): Promise<EvaluationVersions> {
    const record = await this.require(workspaceId, id);
    const versions = await this.evaluations.versions(workspaceId, record.evaluationGroupId);
    return {
      evaluationGroupId: record.evaluationGroupId,
      versions: await this.views.views(workspaceId, versions),
    };
  }

  async compare(workspaceId: string, query: unknown): Promise<EvaluationComparison> {
    const { ids } = parse(compareEvaluationsQuerySchema, query);
    const records = await this.evaluations.findMany(workspaceId, ids);
    const ordered = ids.map((id) => {
      const record = records.find((candidate) => candidate.id === id);
      if (!record) throw notFound(`Evaluation ${id} not found`);
      return record;
    });
    const runs = await this.evaluations.runs(workspaceId, ids);
    const rows = new Map<
      string,
      { datasetRowId: string; input: string; expectedOutput: string; runs: EvaluationRunRecord[] }
    >();
    for (const id of ids)
      for (const run of runs.filter((candidate) => candidate.evaluationId === id)) {
        const row = rows.get(run.datasetRowId) ?? {
          datasetRowId: run.datasetRowId,
          input: run.input,
          expectedOutput: run.expectedOutput,
          runs: [],
        };
        row.runs.push(run);
        rows.set(run.datasetRowId, row);
      }
    return {
      evaluations: await this.views.views(workspaceId, ordered),
      rows: [...rows.values()].map((row) => ({
        datasetRowId: row.datasetRowId,
        input: row.input,
        expectedOutput: row.expectedOutput,
        cells: row.runs.map((run) => {
          const view = toEvaluationRun(run);
          return {
            evaluationId: run.evaluationId,
            flowId: run.flowId,
            status: view.status,
            actualOutput: run.actualOutput,
            latencyMs: run.latencyMs,
            verdicts: view.verdicts.map((verdict) => ({
              ...(verdict.evaluatorId !== undefined ? { evaluatorId: verdict.evaluatorId } : {}),
              verdict: verdict.verdict,
            })),
          };
        }),
      })),
    };
  }

  /** Stops a running evaluation: runs in flight are dropped, finished runs stay. */
  async cancel(workspaceId: string, id: string): Promise<Evaluation> {
    await this.require(workspaceId, id);
    const cancelled = await this.evaluations.setStatus(
      workspaceId,
      id,
      { status: 'cancelled', error: 'Cancelled; the finished rows are kept', finishedDate: nowIso() },
      true,
    );
    if (!cancelled) throw conflict('The evaluation is not running');
    await this.runner.cancel(id);
    const [view] = await this.views.views(workspaceId, [await this.require(workspaceId, id)]);
    if (!view) throw notFound(`Evaluation ${id} not found`);
    return view;
  }

  async delete(workspaceId: string, id: string): Promise<void> {
    const record = await this.require(workspaceId, id);
    await this.stopIfActive(record);
    await this.evaluations.delete(workspaceId, [id]);
  }

  async deleteMany(workspaceId: string, body: unknown): Promise<DeletedCount> {
    const { ids, allVersions } = parse(deleteEvaluationsSchema, body);
    const records = await this.evaluations.findMany(workspaceId, ids);
    const unknown = ids.find((id) => !records.some((record) => record.id === id));
    if (unknown !== undefined) throw notFound(`Evaluation ${unknown} not found; nothing was deleted`);
    const targets = allVersions
      ? (
          await Promise.all(
            [...new Set(records.map((record) => record.evaluationGroupId))].map((group) =>
              this.evaluations.versions(workspaceId, group),
            ),
          )
        ).flat()
      : records;
    for (const record of targets) await this.stopIfActive(record);
    return {
      deleted: await this.evaluations.delete(
        workspaceId,
        targets.map((record) => record.id),
      ),
    };
  }

  private async stopIfActive(record: EvaluationRecord): Promise<void> {
    if (!ACTIVE.includes(record.status)) return;
    await this.evaluations.setStatus(
      record.workspaceId,
      record.id,
      { status: 'cancelled', finishedDate: nowIso() },
      true,
    );
    await this.runner.cancel(record.id);
  }

  private async start(
    caller: RequestAccess,
    workspaceId: string,
    settings: EvaluationSettings,
    versionOf: { groupId: string; version: number } | undefined,
  ): Promise<Evaluation> {
    const flows = await this.runnableFlows(caller, workspaceId, settings.flowIds);
    for (const evaluator of settings.evaluators)
      if (evaluator.definition.type === 'llm' && !judgeModelFor(evaluator.definition, settings.judgeModel))
        throw badRequest(
          `Evaluator "${evaluator.name}" is an LLM judge without a model: choose a judge model for the evaluation`,
        );
    const { dataset, rows } = await this.datasets.snapshot(workspaceId, settings.datasetId);
    if (rows.length === 0) throw badRequest(`The dataset "${dataset.name}" has no rows; add some first`);
    const id = newId();
    const now = nowIso();
    const pricing = new Map(flows.map((flow) => [flow.id, flowPricing(flowGraphOf(flow))]));
    const record: EvaluationRecord = {
      id,
      workspaceId,
      evaluationGroupId: versionOf?.groupId ?? id,
      version: versionOf?.version ?? 1,
      name: settings.name,
      status: 'running',
      mode: settings.mode,
      concurrency: settings.concurrency,
      datasetId: dataset.id,
      datasetName: dataset.name,
      datasetRowsUpdatedDate: dataset.rowsUpdatedDate,
      flows: JSON.stringify(
        flows.map((flow) => ({
          id: flow.id,
          name: flow.name,
          type: flow.type,
          updatedDate: flow.updatedDate,
          models: pricing.get(flow.id)?.models.map((model) => `${model.model} (${model.node})`) ?? [],
          costNote: pricing.get(flow.id)?.costNote ?? null,
        })),
      ),
      evaluators: storeEvaluators(settings.evaluators),
      judgeModel: settings.judgeModel ? JSON.stringify(settings.judgeModel) : null,
      total: rows.length * flows.length,
      done: 0,
      errors: 0,
      error: null,
      createdDate: now,
      startedDate: now,
      finishedDate: null,
    };
    const runs: EvaluationRunRecord[] = rows.flatMap((row) =>
      flows.map((flow, flowIndex) => ({
        id: newId(),
        workspaceId,
        evaluationId: id,
        flowId: flow.id,
        flowIndex,
        datasetRowId: row.id,
        sequenceNo: row.sequenceNo,
        input: row.input,
        expectedOutput: row.output,
        actualOutput: null,
        status: 'pending',
        error: null,
        latencyMs: null,
        promptTokens: null,
        completionTokens: null,
        totalTokens: null,
        cost: null,
        verdicts: '[]',
        chatId: null,
        chatMessageId: null,
        executionId: null,
        startedDate: null,
        finishedDate: null,
      })),
    );
    await this.evaluations.create(record, runs);
    await this.runner.start({
      evaluation: record,
      flows,
      pricing,
      evaluators: settings.evaluators,
      judgeModel: settings.judgeModel,
      runs,
    });
    const [view] = await this.views.views(workspaceId, [await this.require(workspaceId, id)]);
    if (!view) throw notFound(`Evaluation ${id} not found`);
    return view;
  }

  private async runnableFlows(
    caller: RequestAccess,
    workspaceId: string,
    ids: readonly string[],
  ): Promise<ChatFlowRow[]> {
    const flows: ChatFlowRow[] = [];
    for (const flowId of new Set(ids)) {
      const flow = await this.flows.find(workspaceId, flowId);
      if (!flow) throw notFound(`Flow ${flowId} not found`);
      if (!RUNNABLE_TYPES.includes(flow.type))
        throw badRequest(`Flow "${flow.name}" is a ${flow.type}: evaluations run chatflows and agentflows`);
      const type: ChatflowType = toChatflow(flow).type;
      requireFlowPermission(caller, this.platform, type, 'view');
      flows.push(flow);
    }
    return flows;
  }

  private async require(workspaceId: string, id: string): Promise<EvaluationRecord> {
    const record = await this.evaluations.find(workspaceId, id);
    if (!record) throw notFound(`Evaluation ${id} not found`);
    return record;
  }
}
