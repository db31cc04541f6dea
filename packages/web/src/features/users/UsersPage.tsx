import { errorMessage } from '@loomflow/core';
import type { OrganizationMember } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAuthStore } from '../../stores/auth.store.ts';
import { notify } from '../../ui/notify.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { useConfirm } from '../../ui/useConfirm.ts';
import { useRoles } from '../roles/useRoles.ts';
import { ChangeRoleDialog } from './ChangeRoleDialog.tsx';
import { InviteUserDialog } from './InviteUserDialog.tsx';
import { usersApi } from './users.api.ts';
import { UsersTable, type MemberAction } from './UsersTable.tsx';
import { useMembers, useRefreshMembers } from './useUsers.ts';

type OpenDialog =
  { readonly kind: 'invite' } | { readonly kind: 'role'; readonly member: OrganizationMember };

interface Confirmation {
  readonly title: string;
  readonly description: string;
  readonly button: string;
  readonly done: string;
}

function confirmationFor(action: MemberAction, member: OrganizationMember): Confirmation | null {
  const who = member.email;
  switch (action) {
    case 'deactivate':
      return {
        title: 'Deactivate User',
        description: `${who} is signed out at once and cannot sign in until reactivated.`,
        button: 'Deactivate',
        done: `${who} deactivated`,
      };
    case 'reactivate':
      return {
        title: 'Reactivate User',
        description: `${who} can sign in again.`,
        button: 'Reactivate',
        done: `${who} reactivated`,
      };
    case 'remove':
      return {
        title: 'Remove User',
        description: `${who} loses access to the organization and all its workspaces.`,
        button: 'Remove',
        done: `${who} removed`,
      };
    case 'revoke-invite':
      return {
        title: 'Revoke Invite',
        description: `The invitation link sent to ${who} stops working.`,
        button: 'Revoke',
        done: `Invitation to ${who} revoked`,
      };
    case 'transfer-ownership':
      return {
        title: 'Transfer Ownership',
        description: `${who} becomes the owner of the organization. You stay an administrator, and only the new owner can transfer it back.`,
        button: 'Transfer',
        done: `${who} now owns the organization`,
      };
    default:
      return null;
  }
}

/** `/users`: the organization's people, invitations and what an administrator can change about them. */
export function UsersPage() {
  const user = useAuthStore((state) => state.user);
  const organizationId = user?.activeOrganizationId ?? '';
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const members = useMembers(search.trim(), page, limit);
  const roles = useRoles();
  const refresh = useRefreshMembers();
  const confirm = useConfirm();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const selfId = user?.id ?? '';
  const selfIsOwner =
    members.data?.data.some((member) => member.userId === selfId && member.isOwner) ?? false;

  const run = async (member: OrganizationMember, action: MemberAction) => {
    setRefusal(null);
    if (action === 'change-role') {
      setDialog({ kind: 'role', member });
      return;
    }
    const key = { organizationId, userId: member.userId };
    try {
      if (action === 'resend-invite') {
        const result = await usersApi.resendInvite(key);
        notify.success(result.inviteLink ? `${result.message} ${result.inviteLink}` : result.message);
        return;
      }
      const confirmation = confirmationFor(action, member);
      if (!confirmation) return;
      const confirmed = await confirm({
        title: confirmation.title,
        description: confirmation.description,
        confirmButtonName: confirmation.button,
        customBtnId: `confirm-${action}`,
      });
      if (!confirmed) return;
      if (action === 'deactivate') await usersApi.update(key, { status: 'inactive' });
      if (action === 'reactivate') await usersApi.update(key, { status: 'active' });
      if (action === 'remove' || action === 'revoke-invite') await usersApi.remove(key);
      if (action === 'transfer-ownership') await usersApi.transferOwnership(key);
      notify.success(confirmation.done);
      await refresh();
    } catch (error: unknown) {
      setRefusal(errorMessage(error));
    }
  };

  const close = () => {
    setDialog(null);
  };
  return (
    <Stack spacing={3}>
      <PageHeader
        title="Users"
        subtitle="The people of the organization: invite them, give them a role, deactivate or remove them."
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
        searchLabel="Search users"
        action={{
          label: 'Invite User',
          onClick: () => {
            setDialog({ kind: 'invite' });
          },
          testId: 'invite-user-button',
        }}
      />
      {refusal ? (
        <Alert
          severity="error"
          onClose={() => {
            setRefusal(null);
          }}
        >
          {refusal}
        </Alert>
      ) : null}
      {members.isPending ? (
        <PageLoader label="Loading users" />
      ) : members.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void members.refetch()}>
              Retry
            </Button>
          }
        >
          Could not load users: {errorMessage(members.error)}
        </Alert>
      ) : members.data.total === 0 ? (
        <Typography color="text.secondary">No users match &ldquo;{search.trim()}&rdquo;.</Typography>
      ) : (
        <UsersTable
          members={members.data.data}
          total={members.data.total}
          page={page}
          limit={limit}
          onPage={setPage}
          onLimit={(next) => {
            setLimit(next);
            setPage(1);
          }}
          selfId={selfId}
          selfIsOwner={selfIsOwner}
          onAction={(member, action) => void run(member, action)}
        />
      )}
      {dialog?.kind === 'invite' ? (
        <InviteUserDialog roles={roles.data ?? []} onInvited={() => void refresh()} onClose={close} />
      ) : null}
      {dialog?.kind === 'role' ? (
        <ChangeRoleDialog
          member={dialog.member}
          organizationId={organizationId}
          roles={roles.data ?? []}
          onChanged={() => void refresh()}
          onClose={close}
        />
      ) : null}
    </Stack>
  );
}
