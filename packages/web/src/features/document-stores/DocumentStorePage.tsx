import { errorMessage } from '@loomflow/core';
import type { DocumentStoreLoader, UpsertJob, UpsertJobs } from '@loomflow/core';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import UploadIcon from '@mui/icons-material/Upload';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { documentStoreApi } from '../../api/document-store.api.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { notify } from '../../ui/notify.ts';
import { useConfirm } from '../../ui/useConfirm.ts';
import { useAccess } from '../auth/useAccess.ts';
import { LoaderPickerDialog } from './LoaderPickerDialog.tsx';
import { LoadersTable } from './LoadersTable.tsx';
import type { LoaderAction } from './LoadersTable.tsx';
import { StoreDialog } from './StoreDialog.tsx';
import { storePaths } from './store-paths.ts';
import { StoreStatusChip } from './StoreStatusChip.tsx';
import { UpsertHistory } from './UpsertHistory.tsx';
import { UpsertProgressPanel } from './UpsertProgressPanel.tsx';
import { useDocumentStore, useInvalidateStores } from './useDocumentStores.ts';
import { useStoreDeletion } from './useStoreDeletion.ts';
import { useUpsertJobs } from './useUpsertJobs.ts';
import { WhereUsed } from './WhereUsed.tsx';

/** The running job first, then the finished ones (the history may already hold the running one). */
function jobList(jobs: UpsertJobs | undefined): UpsertJob[] {
  if (!jobs) return [];
  const { active, history } = jobs;
  return active ? [active, ...history.filter((job) => job.id !== active.id)] : history;
}

function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <Stack spacing={1.5} component="section" aria-label={title}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** `/document-stores/{storeId}`: a store's loaders, its vectors' buttons, upsert history and where it is used. */
export function DocumentStorePage() {
  const storeId = useParams().storeId ?? '';
  const navigate = useNavigate();
  const access = useAccess();
  const confirm = useConfirm();
  const store = useDocumentStore(storeId);
  const jobs = useUpsertJobs(storeId);
  const invalidate = useInvalidateStores();
  const deleteStore = useStoreDeletion();
  const [picking, setPicking] = useState(false);
  const [editing, setEditing] = useState(false);

  if (store.isPending) return <PageLoader label="Loading document store" />;
  if (store.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void store.refetch()}>
            Retry
          </Button>
        }
      >
        Could not load the document store: {errorMessage(store.error)}
      </Alert>
    );
  }
  const current = store.data;
  const hasChunks = current.totalChunks > 0;
  const allowed = new Set<LoaderAction>([
    'chunks',
    ...(access.can('documentStores:preview-process') ? (['process'] as const) : []),
    ...(access.can('documentStores:upsert-config') ? (['upsert'] as const) : []),
    ...(access.can('documentStores:delete-loader') ? (['delete'] as const) : []),
  ]);

  const deleteLoader = async (loader: DocumentStoreLoader) => {
    const confirmed = await confirm({
      title: 'Delete Document Loader',
      description: `Delete "${loader.loaderName}" with its ${loader.totalChunks.toLocaleString()} chunks? Their vectors are removed from the vector store too.`,
      confirmButtonName: 'Delete',
      customBtnId: 'confirm-delete-loader',
    });
    if (!confirmed) return;
    try {
      await documentStoreApi.removeLoader(current.id, loader.id);
      notify.success('Document loader deleted');
    } catch (error: unknown) {
      notify.error(`Failed to delete document loader: ${errorMessage(error)}`);
    }
    await invalidate();
  };

  const onAction = (action: LoaderAction, loader: DocumentStoreLoader) => {
    if (action === 'process') void navigate(storePaths.loader(current.id, loader.loaderId, loader.id));
    else if (action === 'chunks') void navigate(storePaths.chunks(current.id, loader.id));
    else if (action === 'upsert') void navigate(storePaths.vector(current.id, loader.id));
    else void deleteLoader(loader);
  };

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Tooltip title="Back to document stores">
          <IconButton component={RouterLink} to={storePaths.list} aria-label="Back to document stores">
            <ArrowBackIcon />
          </IconButton>
        </Tooltip>
        <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }} noWrap>
              {current.name}
            </Typography>
            <StoreStatusChip status={current.status} />
          </Stack>
          <Typography color="text.secondary">
            {current.description || 'No description'} · {current.totalChunks.toLocaleString()} chunks ·{' '}
            {current.totalChars.toLocaleString()} characters
          </Typography>
        </Stack>
        {access.can('documentStores:update') ? (
          <Tooltip title="Rename or describe">
            <IconButton
              aria-label="Edit document store"
              onClick={() => {
                setEditing(true);
              }}
            >
              <EditOutlinedIcon />
            </IconButton>
          </Tooltip>
        ) : null}
        {access.can('documentStores:delete') ? (
          <Tooltip title="Delete document store">
            <IconButton
              color="error"
              aria-label="Delete document store"
              onClick={() =>
                void deleteStore(current).then((deleted) => {
                  if (deleted) void navigate(storePaths.list);
                })
              }
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Tooltip>
        ) : null}
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<ManageSearchIcon />}
          component={RouterLink}
          to={storePaths.query(current.id)}
          disabled={current.vectorStoreConfig === null}
        >
          Retrieval Query
        </Button>
        <Button
          variant="outlined"
          startIcon={<UploadIcon />}
          component={RouterLink}
          to={storePaths.vector(current.id)}
          disabled={!hasChunks && current.vectorStoreConfig === null}
        >
          {current.vectorStoreConfig === null ? 'Upsert All Chunks' : 'Vector Store & Upsert'}
        </Button>
        {access.can('documentStores:add-loader') ? (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => {
              setPicking(true);
            }}
          >
            Add Document Loader
          </Button>
        ) : null}
      </Stack>

      {jobs.data?.active ? <UpsertProgressPanel job={jobs.data.active} /> : null}

      <Section title="Document Loaders">
        {current.loaders.length === 0 ? (
          <Typography color="text.secondary">
            No document loaders yet: add one to load files, web pages or text into this store.
          </Typography>
        ) : (
          <LoadersTable loaders={current.loaders} allowed={allowed} onAction={onAction} />
        )}
      </Section>

      <Section title="Upsert History">
        {jobs.isError ? (
          <Alert severity="error">Could not load the upsert history: {errorMessage(jobs.error)}</Alert>
        ) : (
          <UpsertHistory jobs={jobList(jobs.data)} loaders={current.loaders} />
        )}
      </Section>

      <Section title="Where Used">
        <WhereUsed usages={current.whereUsed} />
      </Section>

      {picking ? (
        <LoaderPickerDialog
          onClose={() => {
            setPicking(false);
          }}
          onPick={(definition) => void navigate(storePaths.loader(current.id, definition.name))}
        />
      ) : null}
      {editing ? (
        <StoreDialog
          existing={current}
          onClose={() => {
            setEditing(false);
          }}
        />
      ) : null}
    </Stack>
  );
}
