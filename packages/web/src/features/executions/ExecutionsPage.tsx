import { errorMessage } from '@loomflow/core';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import PlayCircleOutlinedIcon from '@mui/icons-material/PlayCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ExecutionFilters } from '../../api/executions.api.ts';
import { NO_EXECUTION_FILTERS } from '../../api/executions.api.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { notify } from '../../ui/notify.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { useConfirm } from '../../ui/useConfirm.ts';
import { useAccess } from '../auth/useAccess.ts';
import { ExecutionFiltersBar } from './ExecutionFiltersBar.tsx';
import { ExecutionsTable, PAGE_SIZES } from './ExecutionsTable.tsx';
import { ExecutionTracePanel, preloadTrace } from './ExecutionTracePanel.tsx';
import { useDeleteExecutions, useExecutionPage } from './useExecutions.ts';

/** The search parameter naming the execution whose trace is open (so a trace has its own address). */
const TRACE_PARAM = 'trace';

function hasFilters(filters: ExecutionFilters): boolean {
  return Object.values(filters).some((value) => value !== '');
}

/** `/executions`: the workspace's agentflow runs, filtered and paged on the server; a row opens its trace. */
export function ExecutionsPage() {
  const [filters, setFilters] = useState<ExecutionFilters>(NO_EXECUTION_FILTERS);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PAGE_SIZES[0]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [params, setParams] = useSearchParams();
  const openId = params.get(TRACE_PARAM);
  const executions = useExecutionPage(filters, page, limit);
  const remove = useDeleteExecutions();
  const confirm = useConfirm();
  const { can } = useAccess();
  const canDelete = can('executions:delete');
  useEffect(preloadTrace, []);

  const changeFilters = (changes: Partial<ExecutionFilters>) => {
    setFilters((current) => ({ ...current, ...changes }));
    setPage(1);
    setSelected(new Set());
  };
  const openTrace = (id: string | null) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete(TRACE_PARAM);
        else next.set(TRACE_PARAM, id);
        return next;
      },
      { replace: id === null },
    );
  };
  const deleteSelected = async () => {
    const ids = [...selected];
    const confirmed = await confirm({
      title: 'Delete Executions',
      description: `Delete ${String(ids.length)} execution${ids.length === 1 ? '' : 's'}? Their traces cannot be recovered.`,
      confirmButtonName: 'Delete',
      customBtnId: 'confirm-delete-executions',
    });
    if (!confirmed) return;
    try {
      const deleted = await remove.mutateAsync(ids);
      setSelected(new Set());
      notify.success(`${String(deleted)} execution${deleted === 1 ? '' : 's'} deleted`);
    } catch (error: unknown) {
      notify.error(`Failed to delete executions: ${errorMessage(error)}`);
    }
  };

  const rows = executions.data?.data ?? [];
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Stack sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            Executions
          </Typography>
          <Typography color="text.secondary">
            Every run of your agentflows: what each node received, produced and changed.
          </Typography>
        </Stack>
        {canDelete && selected.size > 0 ? (
          <Button
            color="error"
            variant="contained"
            startIcon={<DeleteOutlinedIcon />}
            onClick={() => void deleteSelected()}
            disabled={remove.isPending}
          >
            Delete selected ({selected.size})
          </Button>
        ) : null}
      </Stack>
      <ExecutionFiltersBar filters={filters} onChange={changeFilters} />
      {executions.isPending ? (
        <PageLoader label="Loading executions" />
      ) : executions.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void executions.refetch()}>
              Retry
            </Button>
          }
        >
          Could not load executions: {errorMessage(executions.error)}
        </Alert>
      ) : executions.data.total === 0 ? (
        <EmptyState
          icon={PlayCircleOutlinedIcon}
          title={hasFilters(filters) ? 'No executions match these filters' : 'No executions yet'}
          text={
            hasFilters(filters)
              ? 'Change or clear the filters to see other runs.'
              : 'Each run of an agentflow, from the canvas chat, the API or an embedded chatbot, is recorded here with its trace.'
          }
        />
      ) : (
        <ExecutionsTable
          executions={rows}
          total={executions.data.total}
          page={page}
          limit={limit}
          selected={selected}
          selectable={canDelete}
          onSelect={setSelected}
          onOpen={(execution) => {
            openTrace(execution.id);
          }}
          onPage={(next) => {
            setPage(next);
            setSelected(new Set());
          }}
          onLimit={(next) => {
            setLimit(next);
            setPage(1);
            setSelected(new Set());
          }}
        />
      )}
      <Drawer
        anchor="right"
        open={openId !== null}
        onClose={() => {
          openTrace(null);
        }}
        slotProps={{ paper: { sx: { width: { xs: '100%', lg: '85vw' } }, 'aria-label': 'Execution trace' } }}
      >
        <Box sx={{ p: 3 }}>
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <IconButton
              aria-label="Close the trace"
              onClick={() => {
                openTrace(null);
              }}
            >
              <CloseIcon />
            </IconButton>
          </Stack>
          {openId === null ? null : <ExecutionTracePanel key={openId} id={openId} />}
        </Box>
      </Drawer>
    </Stack>
  );
}
