import { errorMessage } from '@loomflow/core';
import type { DatasetRow } from '@loomflow/core';
import AddIcon from '@mui/icons-material/Add';
import DatasetOutlinedIcon from '@mui/icons-material/DatasetOutlined';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { datasetsApi } from '../../api/datasets.api.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { notify } from '../../ui/notify.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { useConfirm } from '../../ui/useConfirm.ts';
import { useAccess } from '../auth/useAccess.ts';
import { AddRowDialog } from './AddRowDialog.tsx';
import { CsvImportDialog } from './CsvImportDialog.tsx';
import { DatasetDialog } from './DatasetDialog.tsx';
import { DatasetRowsTable } from './DatasetRowsTable.tsx';
import type { RowField } from './DatasetRowsTable.tsx';
import { datasetPaths } from './dataset-paths.ts';
import {
  useDatasetRows,
  useDeleteDatasetRows,
  useMoveDatasetRow,
  useUpdateDatasetRow,
} from './useDatasetRows.ts';

type OpenDialog = 'add' | 'import' | 'edit' | null;

const plural = (count: number, word: string) => `${count.toLocaleString()} ${word}${count === 1 ? '' : 's'}`;

/** `/dataset_rows/{id}`: a dataset's rows; add, edit in place, reorder, delete, import and export CSV. */
export function DatasetRowsPage() {
  const datasetId = useParams().id ?? '';
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(50);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const dataset = useDatasetRows(datasetId, page, limit);
  const updateRow = useUpdateDatasetRow();
  const deleteRows = useDeleteDatasetRows(datasetId);
  const moveRow = useMoveDatasetRow(datasetId, page, limit);
  const confirm = useConfirm();
  const { can } = useAccess();
  const editable = can('datasets:update');
  const close = () => {
    setDialog(null);
  };

  if (dataset.isPending) return <PageLoader label="Loading dataset" />;
  if (dataset.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void dataset.refetch()}>
            Retry
          </Button>
        }
      >
        Could not load the dataset: {errorMessage(dataset.error)}
      </Alert>
    );
  }
  const current = dataset.data;

  const onSave = async (row: DatasetRow, field: RowField, text: string) => {
    try {
      await updateRow.mutateAsync({ id: row.id, changes: { [field]: text } });
    } catch (error: unknown) {
      notify.error(`Failed to save row ${String(row.sequenceNo + 1)}: ${errorMessage(error)}`);
      throw error;
    }
  };

  const onDelete = async (ids: readonly string[], what: string) => {
    const confirmed = await confirm({
      title: ids.length === 1 ? 'Delete Row' : 'Delete Rows',
      description: `Delete ${what}? Evaluations already run keep their copies.`,
      confirmButtonName: 'Delete',
      customBtnId: 'confirm-delete-rows',
    });
    if (!confirmed) return;
    try {
      const deleted = await deleteRows.mutateAsync(ids);
      setSelected(new Set());
      notify.success(`${plural(deleted, 'row')} deleted`);
    } catch (error: unknown) {
      notify.error(`Failed to delete rows: ${errorMessage(error)}`);
    }
  };

  const onMove = (movedId: string, targetId: string) => {
    moveRow.mutate(
      { movedId, targetId },
      { onError: (error) => notify.error(`Failed to reorder rows: ${errorMessage(error)}`) },
    );
  };

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Tooltip title="Back to datasets">
          <IconButton component={RouterLink} to={datasetPaths.list} aria-label="Back to datasets">
            <ArrowBackIcon />
          </IconButton>
        </Tooltip>
        <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }} noWrap>
              {current.name}
            </Typography>
            {editable ? (
              <Tooltip title="Rename or describe">
                <IconButton
                  aria-label="Edit dataset"
                  onClick={() => {
                    setDialog('edit');
                  }}
                >
                  <EditOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            ) : null}
          </Stack>
          <Typography color="text.secondary">
            {current.description ? `${current.description} · ` : ''}
            {plural(current.total, 'row')}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
          {editable && selected.size > 0 ? (
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteOutlinedIcon />}
              onClick={() => void onDelete([...selected], plural(selected.size, 'selected row'))}
            >
              Delete {selected.size.toLocaleString()}
            </Button>
          ) : null}
          {current.total > 0 ? (
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              href={datasetsApi.exportUrl(current.id)}
              download={`${current.name}.csv`}
            >
              Export CSV
            </Button>
          ) : null}
          {editable ? (
            <>
              <Button
                variant="outlined"
                startIcon={<UploadFileIcon />}
                onClick={() => {
                  setDialog('import');
                }}
              >
                Import CSV
              </Button>
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                data-testid="add-row-button"
                onClick={() => {
                  setDialog('add');
                }}
              >
                Add Row
              </Button>
            </>
          ) : null}
        </Stack>
      </Stack>
      {current.total === 0 ? (
        <EmptyState
          icon={DatasetOutlinedIcon}
          title="No rows yet"
          text="Add rows one by one, or import them from a CSV file with a column of inputs and one of expected outputs."
          {...(editable
            ? {
                action: {
                  label: 'Add the first row',
                  onClick: () => {
                    setDialog('add');
                  },
                },
              }
            : {})}
        />
      ) : (
        <DatasetRowsTable
          rows={current.rows}
          total={current.total}
          page={page}
          limit={limit}
          editable={editable}
          selected={selected}
          onSelect={setSelected}
          onSave={onSave}
          onDelete={(row) => void onDelete([row.id], `row ${String(row.sequenceNo + 1)}`)}
          onMove={onMove}
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
      {dialog === 'add' ? <AddRowDialog datasetId={current.id} onClose={close} /> : null}
      {dialog === 'import' ? (
        <CsvImportDialog datasetId={current.id} existingRows={current.total} onClose={close} />
      ) : null}
      {dialog === 'edit' ? <DatasetDialog existing={current} onClose={close} /> : null}
    </Stack>
  );
}
