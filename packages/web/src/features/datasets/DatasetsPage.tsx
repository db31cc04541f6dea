import { errorMessage } from '@loomflow/core';
import type { Dataset } from '@loomflow/core';
import DatasetOutlinedIcon from '@mui/icons-material/DatasetOutlined';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { notify } from '../../ui/notify.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ListPageBody } from '../../ui/ListPageBody.tsx';
import { useConfirm } from '../../ui/useConfirm.ts';
import { useAccess } from '../auth/useAccess.ts';
import { DatasetDialog } from './DatasetDialog.tsx';
import { DatasetsTable } from './DatasetsTable.tsx';
import { datasetPaths } from './dataset-paths.ts';
import { useDatasets, useDeleteDataset } from './useDatasets.ts';

type OpenDialog = { readonly kind: 'create' } | { readonly kind: 'edit'; readonly dataset: Dataset };

function matches(dataset: Dataset, query: string): boolean {
  return dataset.name.toLowerCase().includes(query) || dataset.description.toLowerCase().includes(query);
}

/** `/datasets`: rows of input and expected output that evaluations run through flows. */
export function DatasetsPage() {
  const datasets = useDatasets();
  const remove = useDeleteDataset();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const { can } = useAccess();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const canCreate = can('datasets:create');
  const close = () => {
    setDialog(null);
  };
  const openCreate = () => {
    setDialog({ kind: 'create' });
  };

  const onDelete = async (dataset: Dataset) => {
    const confirmed = await confirm({
      title: 'Delete Dataset',
      description: `Delete "${dataset.name}" and its ${dataset.rowCount.toLocaleString()} rows? Evaluations that used it keep their results and show as outdated.`,
      confirmButtonName: 'Delete',
      customBtnId: 'confirm-delete-dataset',
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(dataset.id);
      notify.success('Dataset deleted');
    } catch (error: unknown) {
      notify.error(`Failed to delete dataset: ${errorMessage(error)}`);
    }
  };

  const query = search.trim().toLowerCase();
  const all = datasets.data ?? [];
  const visible = all.filter((dataset) => matches(dataset, query));

  return (
    <Stack spacing={3}>
      <PageHeader
        title="Datasets"
        subtitle="Inputs and the outputs you expect from your flows, to run evaluations on."
        search={search}
        onSearch={setSearch}
        searchLabel="Search datasets"
        {...(canCreate
          ? { action: { label: 'Add Dataset', onClick: openCreate, testId: 'add-dataset-button' } }
          : {})}
      />
      <ListPageBody
        query={datasets}
        items="datasets"
        total={all.length}
        shown={visible.length}
        search={search}
        empty={
          <EmptyState
            icon={DatasetOutlinedIcon}
            title="No datasets yet"
            text="A dataset lists questions and the answers you expect; evaluations run them through your flows and check the answers."
            {...(canCreate ? { action: { label: 'Add your first dataset', onClick: openCreate } } : {})}
          />
        }
      >
        <DatasetsTable
          datasets={visible}
          canUpdate={can('datasets:update')}
          canDelete={can('datasets:delete')}
          onEdit={(dataset) => {
            setDialog({ kind: 'edit', dataset });
          }}
          onDelete={(dataset) => void onDelete(dataset)}
        />
      </ListPageBody>
      {dialog?.kind === 'create' ? (
        <DatasetDialog
          onClose={close}
          onCreated={(dataset) => void navigate(datasetPaths.rows(dataset.id))}
        />
      ) : null}
      {dialog?.kind === 'edit' ? <DatasetDialog existing={dialog.dataset} onClose={close} /> : null}
    </Stack>
  );
}
