import { errorMessage } from '@loomflow/core';
import type { Tool } from '@loomflow/core';
import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { toolsApi } from '../../api/tools.api.ts';
import { deletionWarning } from '../../ui/deletion-warning.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { notify } from '../../ui/notify.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ListPageBody } from '../../ui/ListPageBody.tsx';
import { useConfirm } from '../../ui/useConfirm.ts';
import { useAccess } from '../auth/useAccess.ts';
import { downloadToolFile, draftOfFile, draftOfTool, emptyDraft, parseToolFile } from './tool-draft.ts';
import type { ToolDraft } from './tool-draft.ts';
import { ToolDialog } from './ToolDialog.tsx';
import { ToolsTable } from './ToolsTable.tsx';
import { useDeleteTool, useTools } from './useTools.ts';

interface OpenEditor {
  readonly draft: ToolDraft;
  readonly existing?: Tool;
}

/** `/tools`: custom tools (name, input schema, JavaScript), their test runs, JSON export and import. */
export function ToolsPage() {
  const tools = useTools();
  const remove = useDeleteTool();
  const confirm = useConfirm();
  const { can } = useAccess();
  const [search, setSearch] = useState('');
  const [editor, setEditor] = useState<OpenEditor | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const canCreate = can('tools:create');
  const openCreate = () => {
    setEditor({ draft: emptyDraft() });
  };

  const onImport = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.name.toLowerCase().endsWith('.json')) {
      notify.error('Invalid Imported File: choose a .json file');
      return;
    }
    const parsed = parseToolFile(await file.text());
    if ('error' in parsed) notify.error(parsed.error);
    else setEditor({ draft: draftOfFile(parsed.file) });
  };

  const onDelete = async (tool: Tool) => {
    const confirmed = await confirm({
      title: 'Delete Tool',
      description: await deletionWarning(
        () => toolsApi.usage(tool.id),
        `Delete the tool "${tool.name}"?`,
        'Their agents will no longer be able to call it.',
      ),
      confirmButtonName: 'Delete',
      customBtnId: 'confirm-delete-tool',
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(tool.id);
      notify.success('Tool deleted');
    } catch (error: unknown) {
      notify.error(`Failed to delete tool: ${errorMessage(error)}`);
    }
  };

  const query = search.trim().toLowerCase();
  const all = tools.data ?? [];
  const visible = all.filter(
    (tool) => tool.name.toLowerCase().includes(query) || tool.description.toLowerCase().includes(query),
  );

  return (
    <Stack spacing={3}>
      <PageHeader
        title="Tools"
        subtitle="Custom tools agents can call: an input schema and a JavaScript function run in a sandbox."
        search={search}
        onSearch={setSearch}
        searchLabel="Search tools"
        extra={
          canCreate ? (
            <Button
              variant="outlined"
              startIcon={<FileUploadOutlinedIcon />}
              onClick={() => fileInput.current?.click()}
              sx={{ flexShrink: 0 }}
            >
              Import
            </Button>
          ) : null
        }
        {...(canCreate
          ? { action: { label: 'Add Tool', onClick: openCreate, testId: 'add-tool-button' } }
          : {})}
      />
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        hidden
        data-testid="tool-import-input"
        onChange={(event) => void onImport(event)}
      />
      <ListPageBody
        query={tools}
        items="tools"
        total={all.length}
        shown={visible.length}
        search={search}
        empty={
          <EmptyState
            icon={BuildOutlinedIcon}
            title="No tools yet"
            text="A custom tool gives agents a function to call: you describe its inputs, write the JavaScript, and test it here."
            {...(canCreate ? { action: { label: 'Add your first tool', onClick: openCreate } } : {})}
          />
        }
      >
        <ToolsTable
          tools={visible}
          canDelete={can('tools:delete')}
          onOpen={(tool) => {
            setEditor({ draft: draftOfTool(tool), existing: tool });
          }}
          onExport={downloadToolFile}
          onDelete={(tool) => void onDelete(tool)}
        />
      </ListPageBody>
      {editor ? (
        <ToolDialog
          draft={editor.draft}
          {...(editor.existing ? { existing: editor.existing } : {})}
          readOnly={editor.existing ? !can('tools:update') : false}
          onClose={() => {
            setEditor(null);
          }}
        />
      ) : null}
    </Stack>
  );
}
