import { errorMessage } from '@loomflow/core';
import type { Credential, CredentialDetail, CredentialType } from '@loomflow/core';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { credentialsApi } from '../../api/credentials.api.ts';
import { deletionWarning } from '../../ui/deletion-warning.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { notify } from '../../ui/notify.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { useConfirm } from '../../ui/useConfirm.ts';
import { useAccess } from '../auth/useAccess.ts';
import { CredentialDialog } from './CredentialDialog.tsx';
import { CredentialsTable } from './CredentialsTable.tsx';
import { CredentialTypePicker } from './CredentialTypePicker.tsx';
import { useCredentials, useCredentialTypes, useDeleteCredential } from './useCredentials.ts';

type OpenDialog =
  | { readonly kind: 'pick' }
  | { readonly kind: 'create'; readonly type: CredentialType }
  | { readonly kind: 'edit'; readonly type: CredentialType; readonly detail: CredentialDetail };

/** `/credentials`: the workspace's credentials; secrets are typed once and never shown again. */
export function CredentialsPage() {
  const credentials = useCredentials();
  const types = useCredentialTypes();
  const remove = useDeleteCredential();
  const confirm = useConfirm();
  const { can } = useAccess();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const typesByName = useMemo(
    () => new Map((types.data ?? []).map((type) => [type.name, type] as const)),
    [types.data],
  );
  const canCreate = can('credentials:create');
  const close = () => {
    setDialog(null);
  };
  const openPicker = () => {
    setDialog({ kind: 'pick' });
  };

  const onEdit = async (credential: Credential) => {
    const type = typesByName.get(credential.credentialName);
    if (!type) {
      notify.error(`Unknown credential type ${credential.credentialName}`);
      return;
    }
    try {
      setDialog({ kind: 'edit', type, detail: await credentialsApi.get(credential.id) });
    } catch (error: unknown) {
      notify.error(`Failed to open credential: ${errorMessage(error)}`);
    }
  };

  const onDelete = async (credential: Credential) => {
    const confirmed = await confirm({
      title: 'Delete Credential',
      description: await deletionWarning(
        () => credentialsApi.usage(credential.id),
        `Delete the credential "${credential.name}"?`,
        'They will fail until they are given another credential.',
      ),
      confirmButtonName: 'Delete',
      customBtnId: 'confirm-delete-credential',
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(credential.id);
      notify.success('Credential deleted');
    } catch (error: unknown) {
      notify.error(`Failed to delete credential: ${errorMessage(error)}`);
    }
  };

  const query = search.trim().toLowerCase();
  const visible = (credentials.data ?? []).filter(
    (credential) =>
      credential.name.toLowerCase().includes(query) ||
      (typesByName.get(credential.credentialName)?.label ?? '').toLowerCase().includes(query),
  );
  const failure = credentials.error ?? types.error;

  return (
    <Stack spacing={3}>
      <PageHeader
        title="Credentials"
        subtitle="API keys and logins your flows use. Secrets are encrypted and never shown again."
        search={search}
        onSearch={setSearch}
        searchLabel="Search credentials"
        {...(canCreate
          ? { action: { label: 'Add Credential', onClick: openPicker, testId: 'add-credential-button' } }
          : {})}
      />
      {credentials.isPending || types.isPending ? (
        <PageLoader label="Loading credentials" />
      ) : failure ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void credentials.refetch()}>
              Retry
            </Button>
          }
        >
          Could not load credentials: {errorMessage(failure)}
        </Alert>
      ) : (credentials.data ?? []).length === 0 ? (
        <EmptyState
          icon={LockOutlinedIcon}
          title="No credentials yet"
          text="Credentials hold the API keys and logins that model, vector store and tool nodes need. They are encrypted at rest and never sent back to the browser."
          {...(canCreate ? { action: { label: 'Add your first credential', onClick: openPicker } } : {})}
        />
      ) : visible.length === 0 ? (
        <Typography color="text.secondary">No credentials match &ldquo;{search.trim()}&rdquo;.</Typography>
      ) : (
        <CredentialsTable
          credentials={visible}
          types={typesByName}
          canUpdate={can('credentials:update')}
          canDelete={can('credentials:delete')}
          onEdit={(credential) => void onEdit(credential)}
          onDelete={(credential) => void onDelete(credential)}
        />
      )}

      {dialog?.kind === 'pick' ? (
        <CredentialTypePicker
          types={types.data ?? []}
          onClose={close}
          onPick={(type) => {
            setDialog({ kind: 'create', type });
          }}
        />
      ) : null}
      {dialog?.kind === 'create' ? (
        <CredentialDialog type={dialog.type} onClose={close} onSaved={close} />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <CredentialDialog type={dialog.type} existing={dialog.detail} onClose={close} onSaved={close} />
      ) : null}
    </Stack>
  );
}
