import {
  deleteExecutionsResponseSchema,
  executionPageSchema,
  executionSchema,
  executionWithGraphSchema,
  publicExecutionSchema,
} from '@loomflow/core';
import type {
  Execution,
  ExecutionPage,
  ExecutionStateName,
  ExecutionWithGraph,
  PublicExecution,
} from '@loomflow/core';
import { apiRequest } from './api-client.ts';

/** The filters of the executions screen; empty text means "any". */
export interface ExecutionFilters {
  readonly agentflowId: string;
  readonly state: ExecutionStateName | '';
  /** `datetime-local` values (local time) or empty. */
  readonly startDate: string;
  readonly endDate: string;
  readonly sessionId: string;
}

export const NO_EXECUTION_FILTERS: ExecutionFilters = {
  agentflowId: '',
  state: '',
  startDate: '',
  endDate: '',
  sessionId: '',
};

function localToIso(value: string): string | undefined {
  if (value.trim() === '') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The query string of `GET /executions` for filters and a page (from 1). */
export function executionListQuery(filters: ExecutionFilters, page: number, limit: number): string {
  // The table shows no node records: rows come without them (a trace loads its own).
  const query = new URLSearchParams({ page: String(page), limit: String(limit), summary: 'true' });
  if (filters.agentflowId) query.set('agentflowId', filters.agentflowId);
  if (filters.state) query.set('state', filters.state);
  if (filters.sessionId.trim()) query.set('sessionId', filters.sessionId.trim());
  const start = localToIso(filters.startDate);
  const end = localToIso(filters.endDate);
  if (start) query.set('startDate', start);
  if (end) query.set('endDate', end);
  return query.toString();
}

const path = (id: string) => `/executions/${encodeURIComponent(id)}`;

export const executionsApi = {
  /** One page of the workspace's runs, newest first, with the total that match. */
  list: (filters: ExecutionFilters, page: number, limit: number): Promise<ExecutionPage> =>
    apiRequest(`/executions?${executionListQuery(filters, page, limit)}`, { schema: executionPageSchema }),

  /** One run with its flow's graph (positions, labels and edges). */
  get: (id: string): Promise<ExecutionWithGraph> =>
    apiRequest(path(id), { schema: executionWithGraphSchema }),

  /** Shares (or stops sharing) the run at `/execution/{id}`. */
  setPublic: (id: string, isPublic: boolean): Promise<Execution> =>
    apiRequest(path(id), { method: 'PUT', body: { isPublic }, schema: executionSchema }),

  removeMany: async (ids: readonly string[]): Promise<number> => {
    const answer = await apiRequest('/executions', {
      method: 'DELETE',
      body: { executionIds: ids },
      schema: deleteExecutionsResponseSchema,
    });
    return answer.deletedCount;
  },

  /** A shared run for anyone with the link (secrets removed, with its flow's graph). */
  getPublic: (id: string): Promise<PublicExecution> =>
    apiRequest(`/public-executions/${encodeURIComponent(id)}`, {
      schema: publicExecutionSchema,
      anonymous: true,
    }),
};
