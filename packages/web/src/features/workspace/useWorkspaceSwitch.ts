import { sortWorkspaces } from '@loomflow/core';
import { useCallback } from 'react';
import { loadPage } from '../../api/page-load.ts';
import { workspaceApi } from '../../api/workspace.api.ts';
import { PATHS } from '../../constants/paths.ts';
import { useAuthStore } from '../../stores/auth.store.ts';
import { useWorkspaceSwitchStore } from '../../stores/workspace-switch.store.ts';

export interface WorkspaceSwitch {
  /** Spec §4: overlay, auth replaced by the answer, then `/` loaded afresh. A failure opens the error dialog. */
  readonly switchWorkspace: (workspaceId: string) => Promise<void>;
  /** Cloud (spec §4): the organization's workspaces are loaded and the first (sorted) becomes active. */
  readonly switchOrganization: (organizationId: string) => Promise<void>;
}

export function useWorkspaceSwitch(): WorkspaceSwitch {
  const loginSuccess = useAuthStore((state) => state.loginSuccess);
  const userId = useAuthStore((state) => state.user?.id);
  const begin = useWorkspaceSwitchStore((state) => state.begin);
  const fail = useWorkspaceSwitchStore((state) => state.fail);

  const switchWorkspace = useCallback(
    async (workspaceId: string) => {
      begin();
      try {
        loginSuccess(await workspaceApi.switchTo(workspaceId));
        loadPage(PATHS.root);
      } catch (error: unknown) {
        console.error('Workspace switch failed', error);
        fail();
      }
    },
    [begin, fail, loginSuccess],
  );

  const switchOrganization = useCallback(
    async (organizationId: string) => {
      if (userId === undefined) return;
      begin();
      try {
        const links = await workspaceApi.workspacesOf(userId, organizationId);
        const [first] = sortWorkspaces(links.map((link) => link.workspace));
        if (!first) throw new Error(`No workspace of organization ${organizationId} is assigned to you`);
        await switchWorkspace(first.id);
      } catch (error: unknown) {
        console.error('Organization switch failed', error);
        fail();
      }
    },
    [begin, fail, switchWorkspace, userId],
  );

  return { switchWorkspace, switchOrganization };
}
