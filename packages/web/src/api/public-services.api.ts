import { latestReleaseSchema, repositoryStatsSchema } from '@loomflow/core';
import type { LatestRelease } from '@loomflow/core';
import { PUBLIC_SERVICE_TIMEOUT_MS } from '../constants/public-services.ts';
import type { ResponseSchema } from './response-schema.ts';

/**
 * A GET on a public service outside the API: no cookies, no Loomflow headers, a time limit. Rejects with a
 * plain Error on any failure; callers log it and degrade.
 */
async function getPublic<T>(url: string, schema: ResponseSchema<T>): Promise<T> {
  const response = await fetch(url, {
    credentials: 'omit',
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(PUBLIC_SERVICE_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body: unknown = await response.json();
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`${url} answered in an unexpected shape`);
  return parsed.data;
}

export const publicServicesApi = {
  starCount: async (url: string): Promise<number> =>
    (await getPublic(url, repositoryStatsSchema)).stargazers_count,
  latestRelease: (url: string): Promise<LatestRelease> => getPublic(url, latestReleaseSchema),
};
