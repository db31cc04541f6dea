import type { SettingsResponse } from '@loomflow/core';
import { useQuery } from '@tanstack/react-query';
import type { QueryClient, UseQueryResult } from '@tanstack/react-query';
import { settingsApi } from '../../api/settings.api.ts';

export const SETTINGS_QUERY_KEY = ['settings'] as const;

async function fetchSettings(): Promise<SettingsResponse> {
  try {
    return await settingsApi.settings();
  } catch (error: unknown) {
    // Spec §8: a failed settings fetch is logged only.
    console.error('Could not load settings', error);
    throw error;
  }
}

/** How settings are fetched and cached: once per page load (again only when invalidated). */
export const settingsQuery = {
  queryKey: SETTINGS_QUERY_KEY,
  queryFn: fetchSettings,
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
  refetchOnWindowFocus: false,
} as const;

/** Server settings, fetched once per page load (refetched only when invalidated, e.g. after the first sign-up). */
export function useSettings(): UseQueryResult<SettingsResponse> {
  return useQuery(settingsQuery);
}

/** Starts the settings call before the first screen has even loaded (every page needs it). */
export function prefetchSettings(queryClient: QueryClient): void {
  queryClient.query(settingsQuery).catch(() => undefined);
}
