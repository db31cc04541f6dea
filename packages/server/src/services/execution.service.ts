import type {
  Execution,
  ExecutionListQuery,
  ExecutionPage,
  ExecutionStateName,
  ExecutionWithGraph,
  PublicExecution,
  TraceGraph,
} from '@loomflow/core';
import { EXECUTION_STATES, parseFlowData, traceGraphOf } from '@loomflow/core';
import type { ExecutionListRow } from '../db/repositories/execution.repository.ts';
import type { Repositories } from '../db/repositories/index.ts';
import type { ExecutionRow } from '../db/schema.ts';
import { notFound } from '../errors/app-error.ts';
import { nowIso } from '../util/clock.ts';
import { chatViewOfActionText, chatViewOfExecutionData } from './chat-view-records.ts';

function stateOf(value: string): ExecutionStateName {
  return EXECUTION_STATES.find((state) => state === value) ?? 'ERROR';
}

export function toExecution(row: ExecutionRow, agentflowName?: string | null): Execution {
  return {
    id: row.id,
    executionData: row.executionData,
    state: stateOf(row.state),
    agentflowId: row.agentflowId,
    sessionId: row.sessionId,
    action: row.action,
    isPublic: row.isPublic === 1,
    createdDate: row.createdDate,
    updatedDate: row.updatedDate,
    stoppedDate: row.stoppedDate,
    workspaceId: row.workspaceId,
    ...(agentflowName ? { agentflow: { id: row.agentflowId, name: agentflowName } } : {}),
  };
}

const listed = (row: ExecutionListRow): Execution => toExecution(row, row.agentflowName);

/** Execution records of a workspace: list with filters, read, share publicly, delete. */
export class ExecutionService {
  constructor(private readonly repos: Repositories) {}

  async list(workspaceId: string, query: ExecutionListQuery): Promise<ExecutionPage> {
    const filter = {
      agentflowId: query.agentflowId,
      sessionId: query.sessionId,
      state: query.state,
      startDate: query.startDate,
      endDate: query.endDate,
    };
    const [rows, total] = await Promise.all([
      this.repos.executions.list(
        workspaceId,
        filter,
        { offset: (query.page - 1) * query.limit, limit: query.limit },
        query.summary === 'true',
      ),
      this.repos.executions.count(workspaceId, filter),
    ]);
    return { data: rows.map(listed), total };
  }

  /** One execution with its flow's name and graph (what its trace draws). */
  async get(workspaceId: string, id: string): Promise<ExecutionWithGraph> {
    const row = await this.repos.executions.find(workspaceId, id);
    if (!row) throw notFound(`Execution ${id} not found`);
    const flow = await this.flowOf(row);
    return { ...toExecution(row, flow.name), graph: flow.graph };
  }

  private async flowOf(row: ExecutionRow): Promise<{ name: string | undefined; graph: TraceGraph }> {
    const flow = await this.repos.chatflows.find(row.workspaceId, row.agentflowId);
    const parsed = flow ? parseFlowData(flow.flowData) : undefined;
    return { name: flow?.name, graph: parsed?.ok ? traceGraphOf(parsed.flowData) : { nodes: [], edges: [] } };
  }

  /**
   * An execution shared by link: only when marked public, from any workspace; its records as a chat shows them
   * (labels, statuses, output text with secrets redacted; no inputs, state, headers, prompts or code), with the
   * graph of its flow (positions and labels, no inputs). An unshared one answers like an unknown one.
   */
  async getPublic(id: string): Promise<PublicExecution> {
    const row = await this.repos.executions.findPublic(id);
    if (!row) throw notFound(`Execution ${id} not found`);
    const flow = await this.flowOf(row);
    return {
      ...toExecution(
        {
          ...row,
          executionData: chatViewOfExecutionData(row.executionData),
          action: row.action === null ? null : chatViewOfActionText(row.action),
        },
        flow.name,
      ),
      graph: flow.graph,
    };
  }

  async update(
    workspaceId: string,
    id: string,
    changes: { isPublic?: boolean | undefined },
  ): Promise<Execution> {
    const row = await this.repos.executions.find(workspaceId, id);
    if (!row) throw notFound(`Execution ${id} not found`);
    if (changes.isPublic === undefined) return toExecution(row);
    const updated = { ...row, isPublic: changes.isPublic ? 1 : 0, updatedDate: nowIso() };
    await this.repos.executions.update(workspaceId, id, {
      isPublic: updated.isPublic,
      updatedDate: updated.updatedDate,
    });
    return toExecution(updated);
  }

  async deleteOne(workspaceId: string, id: string): Promise<{ success: boolean; deletedCount: number }> {
    const deletedCount = await this.repos.executions.delete(workspaceId, [id]);
    if (deletedCount === 0) throw notFound(`Execution ${id} not found`);
    return { success: true, deletedCount };
  }

  /** Deletes those of the ids that belong to the workspace (others are left alone and not counted). */
  async deleteMany(
    workspaceId: string,
    ids: readonly string[],
  ): Promise<{ success: boolean; deletedCount: number }> {
    const deletedCount = await this.repos.executions.delete(workspaceId, ids);
    return { success: true, deletedCount };
  }

  /** At start: runs that were in progress when the server stopped can never finish; they become ERROR. */
  markInterrupted(): Promise<number> {
    return this.repos.executions.markInterrupted(nowIso());
  }
}
