import { checkFeatureFlag, checkPermission } from '@loomflow/core';
import type { AccessSubject, PlatformType } from '@loomflow/core';
import { useMemo } from 'react';
import { useAuthStore } from '../../stores/auth.store.ts';
import { useSettings } from '../settings/useSettings.ts';

export interface Access {
  /** The signed-in user as the checks of spec §6 see them; null when signed out. */
  readonly subject: AccessSubject | null;
  readonly isAuthenticated: boolean;
  /** True while the platform kind is still unknown. */
  readonly isLoading: boolean;
  readonly platform: PlatformType;
  readonly can: (permission: string) => boolean;
  readonly hasFeature: (flag: string) => boolean;
}

/**
 * The auth state combined with the platform kind from settings. A settings failure is logged and the
 * platform falls back to open source (spec §1: anything but enterprise or cloud); the server still enforces.
 */
export function useAccess(): Access {
  const user = useAuthStore((state) => state.user);
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const isGlobal = useAuthStore((state) => state.isGlobal);
  const permissions = useAuthStore((state) => state.permissions);
  const features = useAuthStore((state) => state.features);
  const settings = useSettings();
  const platform: PlatformType = settings.data?.PLATFORM_TYPE ?? 'open source';

  return useMemo(() => {
    const subject: AccessSubject | null =
      isAuthenticated && user
        ? { platform, isGlobal, permissions, features, activeWorkspaceId: user.activeWorkspaceId }
        : null;
    return {
      subject,
      isAuthenticated,
      isLoading: settings.isPending,
      platform,
      can: (permission) => subject !== null && checkPermission(subject, permission),
      hasFeature: (flag) => checkFeatureFlag(features, flag),
    };
  }, [user, isAuthenticated, isGlobal, permissions, features, platform, settings.isPending]);
}
