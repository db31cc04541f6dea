import { errorMessage } from '@loomflow/core';
import type { Assistant } from '@loomflow/core';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { notify } from '../../../ui/notify.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { ListPageBody } from '../../../ui/ListPageBody.tsx';
import { useAccess } from '../../auth/useAccess.ts';
import { assistantName, openAiDetailsOf } from '../assistant-details.ts';
import { useAssistants, useDeleteAssistant } from '../useAssistants.ts';
import { AssistantChatDialog } from './AssistantChatDialog.tsx';
import { DeleteProviderAssistantDialog } from './DeleteProviderAssistantDialog.tsx';
import { PROVIDER_LABEL } from './openai-assistant-draft.ts';
import type { ProviderKind } from './openai-assistant-draft.ts';
import { OpenAiAssistantDialog } from './OpenAiAssistantDialog.tsx';
import { OpenAiAssistantsTable } from './OpenAiAssistantsTable.tsx';

type OpenDialog =
  { readonly kind: 'create' } | { readonly kind: 'edit' | 'chat' | 'delete'; readonly assistant: Assistant };

function providerOf(value: string | null): ProviderKind {
  return value === 'AZURE' ? 'AZURE' : 'OPENAI';
}

/** `/assistants/openai[?type=AZURE]`: assistants kept at OpenAI or on Azure OpenAI. */
export function OpenAiAssistantsPage() {
  const [params, setParams] = useSearchParams();
  const type = providerOf(params.get('type'));
  const provider = PROVIDER_LABEL[type];
  const assistants = useAssistants(type);
  const remove = useDeleteAssistant();
  const { can } = useAccess();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const canCreate = can('assistants:create');
  const close = () => {
    setDialog(null);
  };
  const openCreate = () => {
    setDialog({ kind: 'create' });
  };

  const onDelete = async (assistant: Assistant, deleteAtProvider: boolean) => {
    try {
      await remove.mutateAsync({ id: assistant.id, deleteAtProvider });
      notify.success(deleteAtProvider ? `Assistant deleted here and at ${provider}` : 'Assistant deleted');
      close();
    } catch (error: unknown) {
      notify.error(`Failed to delete assistant: ${errorMessage(error)}`);
    }
  };

  const query = search.trim().toLowerCase();
  const all = assistants.data ?? [];
  const visible = all.filter((assistant) =>
    `${assistantName(assistant)} ${openAiDetailsOf(assistant)?.model ?? ''}`.toLowerCase().includes(query),
  );

  return (
    <Stack spacing={3}>
      <PageHeader
        title={`${provider} Assistants`}
        subtitle={`Assistants kept at ${provider} (Assistants API), with code interpreter and file search.`}
        search={search}
        onSearch={setSearch}
        searchLabel="Search assistants"
        {...(canCreate
          ? { action: { label: 'Add', onClick: openCreate, testId: 'add-assistant-button' } }
          : {})}
      />
      <Tabs
        value={type}
        onChange={(_event, value: unknown) => {
          setParams(value === 'AZURE' ? { type: 'AZURE' } : {});
          setSearch('');
        }}
        aria-label="Provider"
      >
        <Tab label="OpenAI" value="OPENAI" />
        <Tab label="Azure" value="AZURE" />
      </Tabs>
      <ListPageBody
        query={assistants}
        items="assistants"
        total={all.length}
        shown={visible.length}
        search={search}
        empty={
          <EmptyState
            icon={SmartToyOutlinedIcon}
            title={`No ${provider} assistants yet`}
            text={`Create an assistant at ${provider}, or load one that already exists there with your credential.`}
            {...(canCreate ? { action: { label: 'Add your first assistant', onClick: openCreate } } : {})}
          />
        }
      >
        <OpenAiAssistantsTable
          assistants={visible}
          canUpdate={can('assistants:update')}
          canDelete={can('assistants:delete')}
          onEdit={(assistant) => {
            setDialog({ kind: 'edit', assistant });
          }}
          onChat={(assistant) => {
            setDialog({ kind: 'chat', assistant });
          }}
          onDelete={(assistant) => {
            setDialog({ kind: 'delete', assistant });
          }}
        />
      </ListPageBody>
      {dialog?.kind === 'create' ? <OpenAiAssistantDialog type={type} canSave onClose={close} /> : null}
      {dialog?.kind === 'edit' ? (
        <OpenAiAssistantDialog
          type={type}
          existing={dialog.assistant}
          canSave={can('assistants:update')}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'chat' ? (
        <AssistantChatDialog
          assistantId={dialog.assistant.id}
          name={assistantName(dialog.assistant)}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteProviderAssistantDialog
          name={assistantName(dialog.assistant)}
          provider={provider}
          deleting={remove.isPending}
          onConfirm={(both) => void onDelete(dialog.assistant, both)}
          onClose={close}
        />
      ) : null}
    </Stack>
  );
}
