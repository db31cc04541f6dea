import { errorMessage } from '@loomflow/core';
import type { Variable } from '@loomflow/core';
import DataObjectOutlinedIcon from '@mui/icons-material/DataObjectOutlined';
import HelpOutlineOutlinedIcon from '@mui/icons-material/HelpOutlineOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { variablesApi } from '../../api/variables.api.ts';
import { deletionWarning } from '../../ui/deletion-warning.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { notify } from '../../ui/notify.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ListPageBody } from '../../ui/ListPageBody.tsx';
import { useConfirm } from '../../ui/useConfirm.ts';
import { useAccess } from '../auth/useAccess.ts';
import { VariableDialog } from './VariableDialog.tsx';
import { VariablesHowToUse } from './VariablesHowToUse.tsx';
import { VariablesTable } from './VariablesTable.tsx';
import { useDeleteVariable, useVariables } from './useVariables.ts';

type OpenDialog =
  | { readonly kind: 'create' }
  | { readonly kind: 'edit'; readonly variable: Variable }
  | { readonly kind: 'help' };

/** `/variables`: static and runtime variables of the workspace, used as `$vars.name` in flows. */
export function VariablesPage() {
  const variables = useVariables();
  const remove = useDeleteVariable();
  const confirm = useConfirm();
  const { can } = useAccess();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const canCreate = can('variables:create');
  const close = () => {
    setDialog(null);
  };
  const openCreate = () => {
    setDialog({ kind: 'create' });
  };

  const onDelete = async (variable: Variable) => {
    const confirmed = await confirm({
      title: 'Delete Variable',
      description: await deletionWarning(
        () => variablesApi.usage(variable.id),
        `Delete the variable "${variable.name}"?`,
        `They will read an empty $vars.${variable.name}.`,
      ),
      confirmButtonName: 'Delete',
      customBtnId: 'confirm-delete-variable',
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(variable.id);
      notify.success('Variable deleted');
    } catch (error: unknown) {
      notify.error(`Failed to delete variable: ${errorMessage(error)}`);
    }
  };

  const query = search.trim().toLowerCase();
  const all = variables.data ?? [];
  const visible = all.filter((variable) => variable.name.toLowerCase().includes(query));

  return (
    <Stack spacing={3}>
      <PageHeader
        title="Variables"
        subtitle="Values your flows read as $vars.name: typed here, or taken from the server environment."
        search={search}
        onSearch={setSearch}
        searchLabel="Search variables"
        extra={
          <Button
            variant="outlined"
            startIcon={<HelpOutlineOutlinedIcon />}
            onClick={() => {
              setDialog({ kind: 'help' });
            }}
            sx={{ flexShrink: 0 }}
          >
            How to use
          </Button>
        }
        {...(canCreate
          ? { action: { label: 'Add Variable', onClick: openCreate, testId: 'add-variable-button' } }
          : {})}
      />
      <ListPageBody
        query={variables}
        items="variables"
        total={all.length}
        shown={visible.length}
        search={search}
        empty={
          <EmptyState
            icon={DataObjectOutlinedIcon}
            title="No variables yet"
            text="Variables keep values like hosts, IDs or languages in one place; flows read them as {{ $vars.name }}."
            {...(canCreate ? { action: { label: 'Add your first variable', onClick: openCreate } } : {})}
          />
        }
      >
        <VariablesTable
          variables={visible}
          canUpdate={can('variables:update')}
          canDelete={can('variables:delete')}
          onEdit={(variable) => {
            setDialog({ kind: 'edit', variable });
          }}
          onDelete={(variable) => void onDelete(variable)}
        />
      </ListPageBody>
      {dialog?.kind === 'create' ? <VariableDialog onClose={close} /> : null}
      {dialog?.kind === 'edit' ? <VariableDialog existing={dialog.variable} onClose={close} /> : null}
      {dialog?.kind === 'help' ? <VariablesHowToUse onClose={close} /> : null}
    </Stack>
  );
}
