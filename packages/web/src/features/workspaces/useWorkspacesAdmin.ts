import type {
  CreateWorkspaceRequest,
  LinkWorkspaceUsersRequest,
  UpdateWorkspaceRequest,
  Workspace,
  WorkspaceDetail,
  WorkspaceUser,
} from '@loomflow/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useAuthStore } from '../../stores/auth.store.ts';
import { MY_WORKSPACES_QUERY_KEY } from '../workspace/useWorkspaceAvailability.ts';
import { workspacesAdminApi } from './workspaces-admin.api.ts';

export const WORKSPACES_ADMIN_QUERY_KEY = ['workspaces-admin'] as const;

export function useWorkspaceList(): UseQueryResult<Workspace[]> {
  return useQuery({ queryKey: [...WORKSPACES_ADMIN_QUERY_KEY, 'list'], queryFn: workspacesAdminApi.list });
}

export function useWorkspaceDetail(workspaceId: string): UseQueryResult<WorkspaceDetail> {
  return useQuery({
    queryKey: [...WORKSPACES_ADMIN_QUERY_KEY, 'detail', workspaceId],
    queryFn: () => workspacesAdminApi.detail(workspaceId),
  });
}

/** After any change: the admin lists and the switcher's list (names, new and removed workspaces) reload. */
function useInvalidate(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: WORKSPACES_ADMIN_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: MY_WORKSPACES_QUERY_KEY }),
    ]);
  };
}

export function useCreateWorkspace(): UseMutationResult<Workspace, Error, CreateWorkspaceRequest> {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: workspacesAdminApi.create, onSuccess: invalidate });
}

export function useUpdateWorkspace(): UseMutationResult<Workspace, Error, UpdateWorkspaceRequest> {
  const invalidate = useInvalidate();
  const renameWorkspace = useAuthStore((state) => state.renameWorkspace);
  return useMutation({
    mutationFn: workspacesAdminApi.update,
    onSuccess: async (workspace) => {
      // The top bar shows the new name at once; others see it on their next refetch of their workspaces.
      renameWorkspace(workspace.id, workspace.name);
      await invalidate();
    },
  });
}

export function useDeleteWorkspace(): UseMutationResult<void, Error, string> {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: workspacesAdminApi.remove, onSuccess: invalidate });
}

export interface LinkUsersVariables {
  readonly workspaceId: string;
  readonly request: LinkWorkspaceUsersRequest;
}

export function useLinkWorkspaceUsers(): UseMutationResult<WorkspaceUser[], Error, LinkUsersVariables> {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ workspaceId, request }: LinkUsersVariables) =>
      workspacesAdminApi.linkUsers(workspaceId, request),
    onSuccess: invalidate,
  });
}

export interface UnlinkUserVariables {
  readonly workspaceId: string;
  readonly userId: string;
}

export function useUnlinkWorkspaceUser(): UseMutationResult<WorkspaceUser[], Error, UnlinkUserVariables> {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ workspaceId, userId }: UnlinkUserVariables) =>
      workspacesAdminApi.unlinkUsers(workspaceId, [userId]),
    onSuccess: invalidate,
  });
}
