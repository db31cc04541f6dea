import {
  sortTools,
  type createToolRequestSchema,
  type SandboxOutcome,
  type Tool,
  type ToolProperty,
  type toolTestRunRequestSchema,
  type updateToolRequestSchema,
} from '@loomflow/core';
import type { z } from 'zod';
import type { Repositories } from '../db/repositories/index.ts';
import type { ToolChanges } from '../db/repositories/tool.repository.ts';
import type { ToolRow } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { badRequest, conflict, notFound } from '../errors/app-error.ts';
import type { CodeSandbox } from '../sandbox/sandbox.types.ts';
import { newId, nowIso } from '../util/clock.ts';
import type { VariableService } from './variable.service.ts';

type CreateTool = z.output<typeof createToolRequestSchema>;
type UpdateTool = z.output<typeof updateToolRequestSchema>;
type TestRun = z.output<typeof toolTestRunRequestSchema>;

/** Tool colours when none is given (Flowise picks one at random too). */
const COLORS = ['#4F46E5', '#0EA5E9', '#10B981', '#F59E0B', '#EF4444', '#8B5CF6', '#EC4899', '#14B8A6'];

function toTool(row: ToolRow): Tool {
  return { ...row };
}

/** Sample input for a test run, converted to each property's type; a missing required one is an error. */
export function toolParameters(
  schema: readonly ToolProperty[],
  input: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const parameters: Record<string, unknown> = {};
  for (const row of schema) {
    const raw = input[row.property];
    if (raw === undefined || raw === '') {
      if (row.required) throw badRequest(`Sample input: ${row.property} is required`);
      parameters[`$${row.property}`] = undefined;
    } else if (row.type === 'number') {
      const value = typeof raw === 'number' ? raw : Number(raw);
      if (!Number.isFinite(value)) throw badRequest(`Sample input: ${row.property} must be a number`);
      parameters[`$${row.property}`] = value;
    } else if (row.type === 'boolean') parameters[`$${row.property}`] = raw === true || raw === 'true';
    else parameters[`$${row.property}`] = typeof raw === 'string' ? raw : JSON.stringify(raw);
  }
  return parameters;
}

/** Custom tools of a workspace, and their test runs in the sandbox. */
export class ToolService {
  constructor(
    private readonly repos: Repositories,
    private readonly sandbox: CodeSandbox,
    private readonly variables: VariableService,
  ) {}

  async list(workspaceId: string): Promise<Tool[]> {
    return sortTools((await this.repos.tools.list(workspaceId)).map(toTool));
  }

  async get(workspaceId: string, id: string): Promise<Tool> {
    const row = await this.repos.tools.find(workspaceId, id);
    if (!row) throw notFound(`Tool ${id} not found`);
    return toTool(row);
  }

  async create(workspaceId: string, request: CreateTool): Promise<Tool> {
    const now = nowIso();
    const row: ToolRow = {
      id: newId(),
      workspaceId,
      name: request.name,
      description: request.description,
      color: request.color ?? COLORS[Math.floor(Math.random() * COLORS.length)] ?? '#4F46E5',
      iconSrc: request.iconSrc ?? null,
      schema: JSON.stringify(request.schema ?? []),
      func: request.func ?? '',
      createdDate: now,
      updatedDate: now,
    };
    await this.save(request.name, () => this.repos.tools.create(row));
    return toTool(row);
  }

  async update(workspaceId: string, id: string, request: UpdateTool): Promise<Tool> {
    const changes: ToolChanges = { updatedDate: nowIso() };
    if (request.name !== undefined) changes.name = request.name;
    if (request.description !== undefined) changes.description = request.description;
    if (request.color !== undefined) changes.color = request.color;
    if (request.iconSrc !== undefined) changes.iconSrc = request.iconSrc;
    if (request.schema !== undefined) changes.schema = JSON.stringify(request.schema);
    if (request.func !== undefined) changes.func = request.func;
    const updated = await this.save(request.name ?? 'this name', () =>
      this.repos.tools.update(workspaceId, id, changes),
    );
    if (!updated) throw notFound(`Tool ${id} not found`);
    return this.get(workspaceId, id);
  }

  async delete(workspaceId: string, id: string): Promise<void> {
    if (!(await this.repos.tools.delete(workspaceId, id))) throw notFound(`Tool ${id} not found`);
  }

  /** Runs a tool body with sample input, as a flow would: `$<property>`, `$vars` and a test `$flow`. */
  async testRun(workspaceId: string, request: TestRun): Promise<SandboxOutcome> {
    const parameters = toolParameters(request.schema, request.input);
    const testFlow = { sessionId: 'test-run', chatId: 'test-run', chatflowId: '', input: '', state: {} };
    return this.sandbox.run({
      code: request.func,
      parameters: {
        ...parameters,
        $vars: await this.variables.resolve(workspaceId, [request.func]),
        $flow: testFlow,
      },
    });
  }

  private async save<T>(name: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(`A tool named ${name} already exists`);
      throw error;
    }
  }
}
