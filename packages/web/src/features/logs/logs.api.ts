import { serverLogPageSchema } from '@loomflow/core';
import type { LogLevelName, ServerLogPage } from '@loomflow/core';
import { apiRequest } from '../../api/api-client.ts';

export interface LogFilters {
  readonly level: LogLevelName;
  readonly search: string;
  /** `datetime-local` values (local time) or empty. */
  readonly from: string;
  readonly to: string;
}

function localToIso(value: string): string | undefined {
  if (value.trim() === '') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export const logsApi = {
  /** `GET /logs`: one page of the server's log lines, newest first. */
  read: (filters: LogFilters, page: number, limit: number): Promise<ServerLogPage> => {
    const query = new URLSearchParams({ level: filters.level, page: String(page), limit: String(limit) });
    if (filters.search.trim() !== '') query.set('search', filters.search.trim());
    const from = localToIso(filters.from);
    const to = localToIso(filters.to);
    if (from) query.set('from', from);
    if (to) query.set('to', to);
    return apiRequest(`/logs?${query.toString()}`, { schema: serverLogPageSchema });
  },

  /** The live-tail address (server-sent events) for the level and search. */
  streamUrl: (filters: Pick<LogFilters, 'level' | 'search'>): string => {
    const query = new URLSearchParams({ level: filters.level });
    if (filters.search.trim() !== '') query.set('search', filters.search.trim());
    return `/api/v1/logs/stream?${query.toString()}`;
  },
};
