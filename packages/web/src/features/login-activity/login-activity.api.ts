import { loginActivityPageSchema, purgeLoginActivityResponseSchema } from '@loomflow/core';
import type { LoginActivityPage, PurgeLoginActivityResponse } from '@loomflow/core';
import { apiRequest } from '../../api/api-client.ts';

export interface LoginActivityFilters {
  readonly search: string;
  readonly outcome: '' | 'success' | 'failure';
  readonly activity: '' | 'login' | 'logout' | 'password_reset';
  /** `YYYY-MM-DD` from a date input, or empty. */
  readonly fromDay: string;
  readonly toDay: string;
  readonly page: number;
  readonly limit: number;
}

/** A local calendar day as the ISO instant it starts (or, for `end`, its last millisecond). */
export function dayBoundary(day: string, end: boolean): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const [year, month, date] = day.split('-').map(Number);
  if (year === undefined || month === undefined || date === undefined) return undefined;
  const local = end ? new Date(year, month - 1, date, 23, 59, 59, 999) : new Date(year, month - 1, date);
  return Number.isNaN(local.getTime()) ? undefined : local.toISOString();
}

export function loginActivityQuery(filters: LoginActivityFilters): string {
  const params = new URLSearchParams();
  if (filters.search.trim() !== '') params.set('search', filters.search.trim());
  if (filters.outcome !== '') params.set('outcome', filters.outcome);
  if (filters.activity !== '') params.set('activity', filters.activity);
  const from = dayBoundary(filters.fromDay, false);
  const to = dayBoundary(filters.toDay, true);
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  params.set('page', String(filters.page));
  params.set('limit', String(filters.limit));
  return params.toString();
}

export const loginActivityApi = {
  list: (filters: LoginActivityFilters): Promise<LoginActivityPage> =>
    apiRequest(`/loginactivity?${loginActivityQuery(filters)}`, { schema: loginActivityPageSchema }),

  purge: (before: string): Promise<PurgeLoginActivityResponse> =>
    apiRequest(`/loginactivity?before=${encodeURIComponent(before)}`, {
      method: 'DELETE',
      schema: purgeLoginActivityResponseSchema,
    }),
};
