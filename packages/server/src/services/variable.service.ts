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
import { badRequest, conflict, notFound } from '../errors/app-error.ts';
import { newId, nowIso } from '../util/clock.ts';
import type { RuntimeVariablePolicy } from './runtime-variable-policy.ts';

type CreateVariable = z.output<typeof createVariableRequestSchema>;
type Env = Readonly<Record<string, string | undefined>>;

/** True for the name of a setting Loomflow's server reads: no runtime variable may read it, even when allowed. */
export { isServerEnvironmentName as isReservedEnvironmentName } from '../config/environment-names.ts';

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

/**
 * True when `text` (a flow's JSON text, a tool's code) reads `$vars.name`, `$vars?.name` or `$vars['name']`
 * (quotes escaped or not). Names are letters, digits and underscores (the variable schema's rule).
 */
function readsVariable(text: string, name: string): boolean {
  const quote = String.raw`\\?['"` + '`]';
  const dotted = String.raw`\??\.\s*${name}\b`;
  const indexed = String.raw`\[\s*${quote}${name}${quote}\s*\]`;
  return new RegExp(String.raw`\$vars\s*(?:${dotted}|${indexed})`).test(text);
}

/**
 * Variables of a workspace, used in flows as `{{ $vars.name }}` and `$vars.name`. A static variable holds its
 * value; a runtime one reads the server's environment variable of the same name when a flow runs.
 */
export class VariableService {
  constructor(
    private readonly repos: Repositories,
    private readonly policy: RuntimeVariablePolicy,
    private readonly env: Env = process.env,
  ) {}

  private checkRuntimeName(name: string, type: VariableType): void {
    if (type !== 'runtime') return;
    const refusal = this.policy.refusal(name);
    if (refusal) throw badRequest(refusal);
  }

  async list(workspaceId: string): Promise<Variable[]> {
    return (await this.repos.variables.list(workspaceId)).map(toVariable);
  }

  async get(workspaceId: string, id: string): Promise<Variable> {
    const row = await this.repos.variables.find(workspaceId, id);
    if (!row) throw notFound(`Variable ${id} not found`);
    return toVariable(row);
  }

  async create(workspaceId: string, request: CreateVariable): Promise<Variable> {
    this.checkRuntimeName(request.name, request.type);
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
    this.checkRuntimeName(name, type);
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

  /**
   * `$vars` for a run: static values as stored, runtime ones from the environment (empty when unset). A runtime
   * variable the policy refuses (not in RUNTIME_VARIABLES_ALLOW, a server setting, cloud) reads nothing, and when
   * one of `reads` (the flow's text, a tool's code) uses it the run is refused with the reason.
   */
  async resolve(workspaceId: string, reads: readonly string[] = []): Promise<Record<string, string>> {
    const vars: Record<string, string> = {};
    for (const row of await this.repos.variables.list(workspaceId)) {
      if (row.type !== 'runtime') {
        vars[row.name] = row.value;
        continue;
      }
      const refusal = this.policy.refusal(row.name);
      if (refusal && reads.some((text) => readsVariable(text, row.name)))
        throw badRequest(`The flow reads the runtime variable ${row.name}, which is refused: ${refusal}`);
      vars[row.name] = refusal ? '' : (this.env[row.name] ?? '');
    }
    return vars;
  }
}
