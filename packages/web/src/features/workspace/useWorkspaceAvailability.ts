import { WORKSPACE_UNAVAILABLE_CHECK_MS, isActiveWorkspaceAvailable } from '@loomflow/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { workspaceApi } from '../../api/workspace.api.ts';
import { useAuthStore } from '../../stores/auth.store.ts';
import { useAccess } from '../auth/useAccess.ts';

export const MY_WORKSPACES_QUERY_KEY = ['my-workspaces'] as const;
/** How often a signed-in user's workspace list is re-read while the app is open. */
export const WORKSPACES_REFETCH_MS = 60_000;

/**
 * The workspaces the user may enter now: their own links (always readable), and for organization admins every
 * workspace of the organization too (unreadable while their active workspace is gone: the links then do).
 */
async function currentWorkspaces(
  userId: string,
  organizationId: string,
  isGlobal: boolean,
): Promise<{ id: string; name: string }[]> {
  const links = (await workspaceApi.workspacesOf(userId, organizationId)).map((link) => link.workspace);
  if (!isGlobal) return links;
  const all = await workspaceApi.workspacesOfOrganization(organizationId).catch((error: unknown) => {
    console.error('Could not list the organization workspaces; using your own links', error);
    return [];
  });
  const byId = new Map([...links, ...all].map((workspace) => [workspace.id, workspace] as const));
  return [...byId.values()];
}

/**
 * Spec §4: the user's workspaces as the server lists them now, copied into the auth state; 500 ms after load the active workspace is
 * checked against them. Open source has one workspace that cannot go away, so nothing is checked there.
 */
export function useWorkspaceAvailability(): { readonly unavailable: boolean } {
  const { platform, isLoading } = useAccess();
  const user = useAuthStore((state) => state.user);
  const isGlobal = useAuthStore((state) => state.isGlobal);
  const setAssignedWorkspaces = useAuthStore((state) => state.setAssignedWorkspaces);
  const [due, setDue] = useState(false);
  const enabled = user !== null && !isLoading && platform !== 'open source';
  const userId = user?.id ?? '';
  const organizationId = user?.activeOrganizationId ?? '';

  const workspaces = useQuery({
    queryKey: [...MY_WORKSPACES_QUERY_KEY, userId, organizationId, isGlobal],
    queryFn: () => currentWorkspaces(userId, organizationId, isGlobal),
    enabled,
    retry: false,
    // Renames, new and removed workspaces by an administrator reach everyone's switcher without a reload.
    refetchOnWindowFocus: true,
    refetchInterval: WORKSPACES_REFETCH_MS,
  });

  const renameWorkspace = useAuthStore((state) => state.renameWorkspace);
  useEffect(() => {
    if (!workspaces.data) return;
    setAssignedWorkspaces(workspaces.data);
    // The top bar's active workspace name follows a rename too.
    const active = workspaces.data.find((workspace) => workspace.id === user?.activeWorkspaceId);
    if (active && active.name !== user?.activeWorkspace) renameWorkspace(active.id, active.name);
  }, [
    workspaces.data,
    setAssignedWorkspaces,
    renameWorkspace,
    user?.activeWorkspaceId,
    user?.activeWorkspace,
  ]);

  useEffect(() => {
    if (!enabled) return;
    const timer = window.setTimeout(() => {
      setDue(true);
    }, WORKSPACE_UNAVAILABLE_CHECK_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [enabled]);

  const unavailable =
    enabled &&
    due &&
    workspaces.data !== undefined &&
    !isActiveWorkspaceAvailable({
      activeWorkspaceId: user.activeWorkspaceId,
      assignedWorkspaces: workspaces.data,
    });
  return { unavailable };
}
