import type { Workspace } from '@loomflow/core';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import WorkspacesOutlinedIcon from '@mui/icons-material/WorkspacesOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuthStore } from '../../stores/auth.store.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ListPageBody } from '../../ui/ListPageBody.tsx';
import { useAccess } from '../auth/useAccess.ts';
import { DeleteWorkspaceDialog } from './DeleteWorkspaceDialog.tsx';
import { ShareCredentialDialog } from './ShareCredentialDialog.tsx';
import { WorkspaceDialog } from './WorkspaceDialog.tsx';
import { WorkspacesTable } from './WorkspacesTable.tsx';
import { useWorkspaceList } from './useWorkspacesAdmin.ts';

type OpenDialog =
  | { readonly kind: 'create' }
  | { readonly kind: 'edit'; readonly workspace: Workspace }
  | { readonly kind: 'delete'; readonly workspace: Workspace }
  | { readonly kind: 'share' };

/** `/workspaces` (workspace:view, feat:workspaces): the organization's workspaces. */
export function WorkspacesPage() {
  const workspaces = useWorkspaceList();
  const { can } = useAccess();
  const navigate = useNavigate();
  const activeWorkspaceId = useAuthStore((state) => state.user?.activeWorkspaceId ?? '');
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const canCreate = can('workspace:create');
  const close = () => {
    setDialog(null);
  };
  const openCreate = () => {
    setDialog({ kind: 'create' });
  };

  const all = workspaces.data ?? [];
  const query = search.trim().toLowerCase();
  const visible = all.filter(
    (workspace) =>
      workspace.name.toLowerCase().includes(query) ||
      (workspace.description ?? '').toLowerCase().includes(query),
  );

  return (
    <Stack spacing={3}>
      <PageHeader
        title="Workspaces"
        subtitle="Separate spaces of the organization, each with its own flows, credentials and members."
        search={search}
        onSearch={setSearch}
        searchLabel="Search workspaces"
        extra={
          can('workspace:update') && all.length > 1 ? (
            <Button
              variant="outlined"
              startIcon={<ShareOutlinedIcon />}
              onClick={() => {
                setDialog({ kind: 'share' });
              }}
              sx={{ flexShrink: 0 }}
            >
              Share Credential
            </Button>
          ) : null
        }
        {...(canCreate
          ? { action: { label: 'Add Workspace', onClick: openCreate, testId: 'add-workspace-button' } }
          : {})}
      />
      <ListPageBody
        query={workspaces}
        items="workspaces"
        total={all.length}
        shown={visible.length}
        search={search}
        empty={
          <EmptyState
            icon={WorkspacesOutlinedIcon}
            title="No workspaces"
            text="Workspaces keep each team's flows, credentials and people apart."
            {...(canCreate ? { action: { label: 'Add a workspace', onClick: openCreate } } : {})}
          />
        }
      >
        <WorkspacesTable
          workspaces={visible}
          activeWorkspaceId={activeWorkspaceId}
          canUpdate={can('workspace:update')}
          canDelete={can('workspace:delete')}
          onUsers={(workspace) => void navigate(`/workspace-users/${encodeURIComponent(workspace.id)}`)}
          onEdit={(workspace) => {
            setDialog({ kind: 'edit', workspace });
          }}
          onDelete={(workspace) => {
            setDialog({ kind: 'delete', workspace });
          }}
        />
      </ListPageBody>
      {dialog?.kind === 'create' ? <WorkspaceDialog onClose={close} /> : null}
      {dialog?.kind === 'edit' ? <WorkspaceDialog existing={dialog.workspace} onClose={close} /> : null}
      {dialog?.kind === 'delete' ? (
        <DeleteWorkspaceDialog workspace={dialog.workspace} onClose={close} />
      ) : null}
      {dialog?.kind === 'share' ? (
        <ShareCredentialDialog workspaces={all} activeWorkspaceId={activeWorkspaceId} onClose={close} />
      ) : null}
    </Stack>
  );
}
