import type { LatestRelease } from '@loomflow/core';
import { useQuery } from '@tanstack/react-query';
import { publicServicesApi } from '../../api/public-services.api.ts';
import { settingsApi } from '../../api/settings.api.ts';
import { PUBLIC_SERVICES } from '../../constants/public-services.ts';

export interface VersionInfo {
  /** The server's version; undefined while loading or when the call failed (logged only, spec §8). */
  readonly current: string | undefined;
  readonly isLoading: boolean;
  /** The latest release; undefined offline, turned off or failed (logged only). */
  readonly latest: LatestRelease | undefined;
}

async function logged<T>(what: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error: unknown) {
    console.error(`Could not load ${what}`, error);
    throw error;
  }
}

/** Spec §2 Version dialog data: read when the dialog opens. */
export function useVersionInfo(enabled: boolean): VersionInfo {
  const url = PUBLIC_SERVICES.releasesApiUrl;
  const version = useQuery({
    queryKey: ['version'],
    queryFn: () => logged('the server version', settingsApi.version),
    enabled,
    retry: false,
    staleTime: Infinity,
  });
  const release = useQuery({
    queryKey: ['public-services', 'latest-release', url],
    queryFn: () =>
      logged('the latest release', () =>
        url === null ? Promise.reject(new Error('no release service')) : publicServicesApi.latestRelease(url),
      ),
    enabled: enabled && url !== null,
    retry: false,
    staleTime: Infinity,
  });
  return { current: version.data?.version, isLoading: version.isPending && enabled, latest: release.data };
}
