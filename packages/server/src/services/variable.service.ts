import type {
  UpdateVariableRequest,
  Variable,
  VariableType,
  createVariableRequestSchema,
} from '@loomflow/core';
import type { z } from 'zod';
import type { Repositories } from '../db/repositories/index.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import type { VariableRow } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/app-error.ts';
import { newId, nowIso } from '../util/clock.ts';

type CreateVariable = z.output<typeof createVariableRequestSchema>;
type Env = Readonly<Record<string, string | undefined>>;

/** Environment variables of Loomflow's own configuration: a runtime variable may not read them. */
const RESERVED_PREFIXES = ['LOOMFLOW_', 'DATABASE_', 'JWT_', 'SMTP_', 'REDIS_'];
const RESERVED_NAMES = new Set(['SECRETKEY_PATH', 'TEST_DATABASE_URL']);

export function isReservedEnvironmentName(name: string): boolean {
  const upper = name.toUpperCase();
  return RESERVED_NAMES.has(upper) || RESERVED_PREFIXES.some((prefix) => upper.startsWith(prefix));
}

function variableType(value: string): VariableType {
  return value === 'runtime' ? 'runtime' : 'static';
}

function toVariable(row: VariableRow): Variable {
  return {
    id: row.id,
    name: row.name,
    value: row.type === 'runtime' ? '' : row.value,
    type: variableType(row.type),
    workspaceId: row.workspaceId,
    createdDate: row.createdDate,
    updatedDate: row.updatedDate,
  };
}

function checkRuntimeName(name: string, type: VariableType): void {
  if (type === 'runtime' && isReservedEnvironmentName(name))
    throw badRequest(`${name} is one of Loomflow's own settings: a runtime variable cannot read it`);
}

/**
 * Variables of a workspace, used in flows as `{{ $vars.name }}` and `$vars.name`. A static variable holds its
 * value; a runtime one reads the server's environment variable of the same name when a flow runs.
 */
export class VariableService {
  constructor(
    private readonly repos: Repositories,
    private readonly env: Env = process.env,
  ) {}

  async list(workspaceId: string): Promise<Variable[]> {
    return (await this.repos.variables.list(workspaceId)).map(toVariable);
  }

  async get(workspaceId: string, id: string): Promise<Variable> {
    const row = await this.repos.variables.find(workspaceId, id);
    if (!row) throw notFound(`Variable ${id} not found`);
    return toVariable(row);
  }

  async create(workspaceId: string, request: CreateVariable): Promise<Variable> {
    checkRuntimeName(request.name, request.type);
    const now = nowIso();
    const row: VariableRow = {
      id: newId(),
      workspaceId,
      name: request.name,
      value: request.type === 'runtime' ? '' : request.value,
      type: request.type,
      createdDate: now,
      updatedDate: now,
    };
    try {
      await this.repos.variables.create(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(`A variable named ${request.name} already exists`);
      throw error;
    }
    return toVariable(row);
  }

  async update(workspaceId: string, id: string, request: UpdateVariableRequest): Promise<Variable> {
    const row = await this.repos.variables.find(workspaceId, id);
    if (!row) throw notFound(`Variable ${id} not found`);
    const name = request.name ?? row.name;
    const type = request.type ?? variableType(row.type);
    checkRuntimeName(name, type);
    const value = type === 'runtime' ? '' : (request.value ?? row.value);
    const changes = { name, type, value, updatedDate: nowIso() };
    try {
      if (!(await this.repos.variables.update(workspaceId, id, changes)))
        throw notFound(`Variable ${id} not found`);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(`A variable named ${name} already exists`);
      throw error;
    }
    return toVariable({ ...row, ...changes });
  }

  async delete(workspaceId: string, id: string): Promise<void> {
    if (!(await this.repos.variables.delete(workspaceId, id))) throw notFound(`Variable ${id} not found`);
  }

  /** `$vars` for a run: static values as stored, runtime ones from the environment (empty when unset). */
  async resolve(workspaceId: string): Promise<Record<string, string>> {
    const vars: Record<string, string> = {};
    for (const row of await this.repos.variables.list(workspaceId)) {
      const runtime = row.type === 'runtime';
      vars[row.name] = runtime
        ? isReservedEnvironmentName(row.name)
          ? ''
          : (this.env[row.name] ?? '')
        : row.value;
    }
    return vars;
  }
}
