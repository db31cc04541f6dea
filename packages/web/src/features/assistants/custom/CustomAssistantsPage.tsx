import { errorMessage } from '@loomflow/core';
import type { Assistant } from '@loomflow/core';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { notify } from '../../../ui/notify.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { ListPageBody } from '../../../ui/ListPageBody.tsx';
import { useConfirm } from '../../../ui/useConfirm.ts';
import { useAccess } from '../../auth/useAccess.ts';
import { customDetailsOf } from '../assistant-details.ts';
import { useAssistants, useDeleteAssistant } from '../useAssistants.ts';
import { AddCustomAssistantDialog } from './AddCustomAssistantDialog.tsx';
import { CustomAssistantsTable } from './CustomAssistantsTable.tsx';

/** `/assistants/custom`: the workspace's custom assistants; add one, open its builder, delete. */
export function CustomAssistantsPage() {
  const assistants = useAssistants('CUSTOM');
  const remove = useDeleteAssistant();
  const confirm = useConfirm();
  const { can } = useAccess();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const canCreate = can('assistants:create');
  const openAdd = () => {
    setAdding(true);
  };

  const onDelete = async (assistant: Assistant, name: string) => {
    const confirmed = await confirm({
      title: 'Delete Assistant',
      description: `Delete "${name}"? Its chat flow and settings are removed.`,
      confirmButtonName: 'Delete',
      customBtnId: 'confirm-delete-assistant',
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync({ id: assistant.id });
      notify.success('Assistant deleted');
    } catch (error: unknown) {
      notify.error(`Failed to delete assistant: ${errorMessage(error)}`);
    }
  };

  const query = search.trim().toLowerCase();
  const all = assistants.data ?? [];
  const visible = all.filter((assistant) => {
    const details = customDetailsOf(assistant);
    return `${details.name} ${details.description}`.toLowerCase().includes(query);
  });

  return (
    <Stack spacing={3}>
      <PageHeader
        title="Custom Assistants"
        subtitle="Assistants built on any chat model, with your instructions, tools and document stores."
        search={search}
        onSearch={setSearch}
        searchLabel="Search assistants"
        {...(canCreate ? { action: { label: 'Add', onClick: openAdd, testId: 'add-assistant-button' } } : {})}
      />
      <ListPageBody
        query={assistants}
        items="assistants"
        total={all.length}
        shown={visible.length}
        search={search}
        empty={
          <EmptyState
            icon={TuneOutlinedIcon}
            title="No custom assistants yet"
            text="A custom assistant answers with the chat model you choose, following your instructions, using your tools and searching your document stores."
            {...(canCreate ? { action: { label: 'Add your first assistant', onClick: openAdd } } : {})}
          />
        }
      >
        <CustomAssistantsTable
          assistants={visible}
          canDelete={can('assistants:delete')}
          onDelete={(assistant, name) => void onDelete(assistant, name)}
        />
      </ListPageBody>
      {adding ? (
        <AddCustomAssistantDialog
          onClose={() => {
            setAdding(false);
          }}
        />
      ) : null}
    </Stack>
  );
}
