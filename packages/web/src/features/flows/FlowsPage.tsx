import { errorMessage } from '@loomflow/core';
import type { Chatflow, ChatflowType } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { nodesApi } from '../../api/nodes.api.ts';
import { notify } from '../../ui/notify.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { useConfirm } from '../../ui/useConfirm.ts';
import { useAccess } from '../auth/useAccess.ts';
import { SaveAsTemplateDialog } from '../marketplace/SaveAsTemplateDialog.tsx';
import { AgentflowV1Notice } from './AgentflowV1Notice.tsx';
import { AgentflowVersionToggle } from './AgentflowVersionToggle.tsx';
import { canvasPathOf } from './flow-list.ts';
import type { FlowSort } from './flow-list.ts';
import { FlowCardGrid } from './FlowCardGrid.tsx';
import { FlowListToolbar } from './FlowListToolbar.tsx';
import { FlowTable } from './FlowTable.tsx';
import { RenameFlowDialog } from './RenameFlowDialog.tsx';
import { TemplateChooser } from './TemplateChooser.tsx';
import { templateFlowData } from './templates/flow-templates.ts';
import type { FlowTemplate } from './templates/flow-templates.ts';
import { useFlowList } from './useFlowList.ts';
import { useFlowMutations } from './useFlowMutations.ts';
import { useListedFlowType } from './useListedFlowType.ts';
import { useViewMode } from './useViewMode.ts';
import { useFlowFileActions } from './useFlowFileActions.ts';
import type { ChosenFile } from '../../ui/useJsonFilePicker.tsx';

const PAGE_SIZE = 12;

interface FlowsPageProps {
  readonly title: string;
  readonly subtitle: string;
  readonly area: 'chatflows' | 'agentflows';
  readonly types: readonly ChatflowType[];
}

function FlowsPage({ title, subtitle, area, types }: FlowsPageProps) {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { can } = useAccess();
  const [type, setType] = useListedFlowType(types);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<FlowSort>('updatedDate-desc');
  const [page, setPage] = useState(1);
  const [view, setView] = useViewMode(`${area}DisplayStyle`);
  const [renaming, setRenaming] = useState<Chatflow | null>(null);
  const [templating, setTemplating] = useState<Chatflow | null>(null);
  const flows = useFlowList({ type, search, page, limit: PAGE_SIZE, sort });
  const { create, duplicate, remove } = useFlowMutations();
  const flowFiles = useFlowFileActions();
  const queryClient = useQueryClient();
  const canCreate = can(`${area}:create`);
  const openNew = canCreate ? () => void navigate(canvasPathOf(type)) : null;

  const onDelete = async (flow: Chatflow) => {
    const confirmed = await confirm({
      title: 'Delete',
      description: `Delete "${flow.name}"? This cannot be undone.`,
      confirmButtonName: 'Delete',
      customBtnId: 'confirm-delete-flow',
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(flow.id);
      notify.success(`Deleted "${flow.name}"`);
    } catch (error: unknown) {
      notify.error(`Failed to delete: ${errorMessage(error)}`);
    }
  };
  const onTemplate = async (template: FlowTemplate) => {
    try {
      const definitions = await queryClient.query({
        queryKey: ['nodes'],
        queryFn: nodesApi.list,
        staleTime: Infinity,
      });
      const created = await create.mutateAsync({
        name: template.name,
        type: template.type,
        flowData: templateFlowData(template, definitions),
      });
      void navigate(canvasPathOf(created.type, created.id));
    } catch (error: unknown) {
      notify.error(`Failed to create the flow from the template: ${errorMessage(error)}`);
    }
  };
  const onDuplicate = async (flow: Chatflow) => {
    try {
      const copy = await duplicate.mutateAsync(flow);
      notify.success(`Created "${copy.name}"`);
    } catch (error: unknown) {
      notify.error(`Failed to duplicate: ${errorMessage(error)}`);
    }
  };
  const actionsOf = (flow: Chatflow) => ({
    onRename: can(`${area}:update`)
      ? () => {
          setRenaming(flow);
        }
      : undefined,
    onDuplicate: canCreate ? () => void onDuplicate(flow) : undefined,
    onExport: () => void flowFiles.exportFlow(flow),
    onLoad: can(`${area}:update`)
      ? (file: ChosenFile) => {
          void flowFiles.loadFlow(flow, file);
        }
      : undefined,
    onSaveAsTemplate: can('templates:flowexport')
      ? () => {
          setTemplating(flow);
        }
      : undefined,
    onDelete: can(`${area}:delete`) ? () => void onDelete(flow) : undefined,
  });
  const onOpen = (flow: Chatflow) => void navigate(canvasPathOf(flow.type, flow.id));
  const data = flows.data;
  const visible = data ? data.data : [];
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <Stack spacing={3}>
      <Stack>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{subtitle}</Typography>
      </Stack>
      <FlowListToolbar
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
        sort={sort}
        onSort={(next) => {
          setSort(next);
          setPage(1);
        }}
        view={view}
        onView={setView}
        onCreate={openNew}
      >
        {types.length > 1 ? (
          <AgentflowVersionToggle
            types={types}
            value={type}
            onChange={(chosen) => {
              setType(chosen);
              setPage(1);
            }}
          />
        ) : null}
      </FlowListToolbar>
      {type === 'MULTIAGENT' ? <AgentflowV1Notice /> : null}
      {flows.isPending ? (
        <PageLoader label={`Loading ${title.toLowerCase()}`} />
      ) : flows.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void flows.refetch()}>
              Retry
            </Button>
          }
        >
          Could not load {title.toLowerCase()}: {errorMessage(flows.error)}
        </Alert>
      ) : visible.length === 0 && search.trim() !== '' ? (
        <Typography color="text.secondary" data-testid="flows-no-match">
          No flows match &ldquo;{search.trim()}&rdquo;.
        </Typography>
      ) : visible.length === 0 ? (
        <TemplateChooser
          title={title}
          type={type}
          onBlank={openNew}
          onTemplate={(template) => void onTemplate(template)}
          busy={create.isPending}
        />
      ) : view === 'card' ? (
        <FlowCardGrid flows={visible} onOpen={onOpen} actionsOf={actionsOf} />
      ) : (
        <FlowTable flows={visible} onOpen={onOpen} actionsOf={actionsOf} />
      )}
      {pages > 1 ? (
        <Pagination
          count={pages}
          page={page}
          onChange={(_event, next) => {
            setPage(next);
          }}
          sx={{ alignSelf: 'center' }}
        />
      ) : null}
      {templating ? (
        <SaveAsTemplateDialog
          origin={{ chatflowId: templating.id }}
          defaultName={templating.name}
          onClose={() => {
            setTemplating(null);
          }}
        />
      ) : null}
      {renaming ? (
        <RenameFlowDialog
          flow={renaming}
          onClose={() => {
            setRenaming(null);
          }}
        />
      ) : null}
    </Stack>
  );
}

/** `/chatflows` (and `/`): the workspace's chatflows. */
export function ChatflowsPage() {
  return (
    <FlowsPage
      title="Chatflows"
      subtitle="Build single-agent systems, chatbots and simple LLM flows."
      area="chatflows"
      types={['CHATFLOW']}
    />
  );
}

/** `/agentflows`: agentflows v2 and v1 (sequential and multi agents). */
export function AgentflowsPage() {
  return (
    <FlowsPage
      title="Agentflows"
      subtitle="Multi-agent systems and workflow orchestration."
      area="agentflows"
      types={['AGENTFLOW', 'MULTIAGENT']}
    />
  );
}
