import type { SettingsResponse } from '@loomflow/core';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
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

/** Server settings, fetched once per page load (refetched only when invalidated, e.g. after the first sign-up). */
export function useSettings(): UseQueryResult<SettingsResponse> {
  return useQuery({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: fetchSettings,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
