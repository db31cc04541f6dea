import {
  createEvaluatorSchema,
  evaluationSampleSchema,
  evaluatorDefinitionSchema,
  updateEvaluatorSchema,
  type Evaluator,
  type EvaluatorDefinition,
  type EvaluatorVerdict,
  tryEvaluatorSchema,
} from '@loomflow/core';
import type { EvaluatorRecord, EvaluatorRepository } from '../db/repositories/evaluator.repository.ts';
import { badRequest, notFound } from '../errors/app-error.ts';
import { parse } from '../errors/validate.ts';
import { newId, nowIso } from '../util/clock.ts';
import {
  assertDefinitionUsable,
  judgeModelFor,
  type EvaluatorRunner,
  type EvaluatorSnapshot,
} from './evaluator-runner.ts';

/** The stored settings read back; a row this server wrote always parses. */
export function definitionOf(record: Pick<EvaluatorRecord, 'type' | 'config'>): EvaluatorDefinition {
  const config: unknown = JSON.parse(record.config);
  return evaluatorDefinitionSchema.parse({ type: record.type, config });
}

export function toEvaluator(record: EvaluatorRecord): Evaluator {
  const common = {
    id: record.id,
    name: record.name,
    description: record.description,
    workspaceId: record.workspaceId,
    createdDate: record.createdDate,
    updatedDate: record.updatedDate,
  };
  return { ...common, ...definitionOf(record) };
}

/** `/evaluators`: reusable checks of the workspace, and "try it" on a sample. */
export class EvaluatorService {
  constructor(
    private readonly evaluators: EvaluatorRepository,
    private readonly runner: EvaluatorRunner,
  ) {}

  async list(workspaceId: string): Promise<Evaluator[]> {
    return (await this.evaluators.list(workspaceId)).map(toEvaluator);
  }

  async get(workspaceId: string, id: string): Promise<Evaluator> {
    return toEvaluator(await this.require(workspaceId, id));
  }

  async create(workspaceId: string, body: unknown): Promise<Evaluator> {
    const request = parse(createEvaluatorSchema, body);
    const definition = parse(evaluatorDefinitionSchema, { type: request.type, config: request.config });
    assertDefinitionUsable(definition);
    const now = nowIso();
    const record: EvaluatorRecord = {
      id: newId(),
      workspaceId,
      name: request.name,
      description: request.description ?? '',
      type: definition.type,
      config: JSON.stringify(definition.config),
      createdDate: now,
      updatedDate: now,
    };
    await this.evaluators.create(record);
    return toEvaluator(record);
  }

  async update(workspaceId: string, id: string, body: unknown): Promise<Evaluator> {
    await this.require(workspaceId, id);
    const request = parse(updateEvaluatorSchema, body);
    const definition =
      'type' in request
        ? parse(evaluatorDefinitionSchema, { type: request.type, config: request.config })
        : undefined;
    if (definition) assertDefinitionUsable(definition);
    await this.evaluators.update(workspaceId, id, {
      ...(request.name !== undefined ? { name: request.name } : {}),
      ...(request.description !== undefined ? { description: request.description } : {}),
      ...(definition ? { type: definition.type, config: JSON.stringify(definition.config) } : {}),
      updatedDate: nowIso(),
    });
    return this.get(workspaceId, id);
  }

  async delete(workspaceId: string, id: string): Promise<void> {
    if (!(await this.evaluators.delete(workspaceId, id))) throw notFound(`Evaluator ${id} not found`);
  }

  /** Saved evaluators by id, in the order asked; an unknown id is a 404 naming it. */
  async snapshots(workspaceId: string, ids: readonly string[]): Promise<EvaluatorSnapshot[]> {
    const records = await this.evaluators.findMany(workspaceId, ids);
    return ids.map((id) => {
      const record = records.find((candidate) => candidate.id === id);
      if (!record) throw notFound(`Evaluator ${id} not found`);
      return { id: record.id, name: record.name, definition: definitionOf(record) };
    });
  }

  async try(workspaceId: string, body: unknown): Promise<EvaluatorVerdict> {
    const request = parse(tryEvaluatorSchema, body);
    let snapshot: EvaluatorSnapshot;
    if (request.evaluatorId !== undefined) {
      const [saved] = await this.snapshots(workspaceId, [request.evaluatorId]);
      if (!saved) throw notFound(`Evaluator ${request.evaluatorId} not found`);
      snapshot = saved;
    } else if (request.evaluator) {
      const definition = parse(evaluatorDefinitionSchema, {
        type: request.evaluator.type,
        config: request.evaluator.config,
      });
      assertDefinitionUsable(definition);
      snapshot = { name: request.evaluator.name, definition };
    } else {
      throw badRequest('Send either evaluatorId or evaluator');
    }
    if (snapshot.definition.type === 'llm' && !judgeModelFor(snapshot.definition, request.judgeModel))
      throw badRequest('An LLM evaluator needs a judge model: send judgeModel or set the evaluator’s model');
    const sample = parse(evaluationSampleSchema, request.sample);
    return this.runner.verdict(workspaceId, snapshot, sample, request.judgeModel);
  }

  private async require(workspaceId: string, id: string): Promise<EvaluatorRecord> {
    const record = await this.evaluators.find(workspaceId, id);
    if (!record) throw notFound(`Evaluator ${id} not found`);
    return record;
  }
}
