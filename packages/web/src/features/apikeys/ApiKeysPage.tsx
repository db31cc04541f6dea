import { errorMessage } from '@loomflow/core';
import type { ApiKey, CreatedApiKey } from '@loomflow/core';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { notify } from '../../ui/notify.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { useConfirm } from '../../ui/useConfirm.ts';
import { useAccess } from '../auth/useAccess.ts';
import { ApiKeysEmptyState } from './ApiKeysEmptyState.tsx';
import { ApiKeySecretDialog } from './ApiKeySecretDialog.tsx';
import { ApiKeysTable } from './ApiKeysTable.tsx';
import { CreateApiKeyDialog } from './CreateApiKeyDialog.tsx';
import { EditPermissionsDialog } from './EditPermissionsDialog.tsx';
import { RenameApiKeyDialog } from './RenameApiKeyDialog.tsx';
import { useApiKeys, useDeleteApiKey } from './useApiKeys.ts';

type OpenDialog =
  | { readonly kind: 'create' }
  | { readonly kind: 'secret'; readonly key: CreatedApiKey }
  | { readonly kind: 'rename'; readonly key: ApiKey }
  | { readonly kind: 'permissions'; readonly key: ApiKey };

/** `/apikey`: list, search, create (secret shown once), rename, edit permissions and delete API keys. */
export function ApiKeysPage() {
  const keys = useApiKeys();
  const remove = useDeleteApiKey();
  const confirm = useConfirm();
  const { can } = useAccess();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const canCreate = can('apikeys:create');
  const openCreate = () => {
    setDialog({ kind: 'create' });
  };
  const close = () => {
    setDialog(null);
  };

  const onDelete = async (key: ApiKey) => {
    const confirmed = await confirm({
      title: 'Delete API Key',
      description: `Delete the key "${key.keyName}"? Applications using it will stop working at once.`,
      confirmButtonName: 'Delete',
      customBtnId: 'confirm-delete-api-key',
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(key.id);
      notify.success('API key deleted');
    } catch (error: unknown) {
      notify.error(`Failed to delete API key: ${errorMessage(error)}`);
    }
  };

  const query = search.trim().toLowerCase();
  const visible = (keys.data ?? []).filter((key) => key.keyName.toLowerCase().includes(query));

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Stack sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            API Keys
          </Typography>
          <Typography color="text.secondary">
            Keys that let other applications call this workspace.
          </Typography>
        </Stack>
        <TextField
          label="Search keys"
          placeholder="Search by name"
          size="small"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
          }}
          sx={{ width: { md: 280 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {canCreate ? (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={openCreate}
            data-testid="create-api-key-button"
            sx={{ flexShrink: 0 }}
          >
            Create Key
          </Button>
        ) : null}
      </Stack>

      {keys.isPending ? (
        <PageLoader label="Loading API keys" />
      ) : keys.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void keys.refetch()}>
              Retry
            </Button>
          }
        >
          Could not load API keys: {errorMessage(keys.error)}
        </Alert>
      ) : keys.data.length === 0 ? (
        <ApiKeysEmptyState onCreate={canCreate ? openCreate : null} />
      ) : visible.length === 0 ? (
        <Typography color="text.secondary" data-testid="api-keys-no-match">
          No keys match &ldquo;{search.trim()}&rdquo;.
        </Typography>
      ) : (
        <ApiKeysTable
          keys={visible}
          canUpdate={can('apikeys:update')}
          canDelete={can('apikeys:delete')}
          onRename={(key) => {
            setDialog({ kind: 'rename', key });
          }}
          onEditPermissions={(key) => {
            setDialog({ kind: 'permissions', key });
          }}
          onDelete={(key) => void onDelete(key)}
        />
      )}

      {dialog?.kind === 'create' ? (
        <CreateApiKeyDialog
          onClose={close}
          onCreated={(key) => {
            setDialog({ kind: 'secret', key });
          }}
        />
      ) : null}
      {dialog?.kind === 'secret' ? <ApiKeySecretDialog apiKey={dialog.key} onClose={close} /> : null}
      {dialog?.kind === 'rename' ? <RenameApiKeyDialog apiKey={dialog.key} onClose={close} /> : null}
      {dialog?.kind === 'permissions' ? <EditPermissionsDialog apiKey={dialog.key} onClose={close} /> : null}
    </Stack>
  );
}
