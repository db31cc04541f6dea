import { errorMessage } from '@loomflow/core';
import type { DocumentStore, NodeDefinition, UpsertJobs } from '@loomflow/core';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import UploadIcon from '@mui/icons-material/Upload';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { documentStoreVectorsApi } from '../../api/document-store-vectors.api.ts';
import { notify } from '../../ui/notify.ts';
import { useConfirm } from '../../ui/useConfirm.ts';
import type { ComponentChoice } from './component-config.ts';
import { ComponentPicker } from './ComponentPicker.tsx';
import { storePaths } from './store-paths.ts';
import { UpsertProgressPanel } from './UpsertProgressPanel.tsx';
import { useInvalidateStores } from './useDocumentStores.ts';
import { isActive, upsertJobsQueryKey, useUpsertJobs } from './useUpsertJobs.ts';

export interface VectorStoreEditorProps {
  readonly store: DocumentStore;
  /** Upsert only this loader's chunks. */
  readonly loaderId: string | undefined;
  readonly embeddings: readonly NodeDefinition[];
  readonly vectorStores: readonly NodeDefinition[];
  readonly initialEmbedding: ComponentChoice;
  readonly initialVectorStore: ComponentChoice;
  readonly canConfigure: boolean;
}

/** Embeddings and vector store settings, Save, Upsert (a background job shown with its progress), Delete vectors. */
export function VectorStoreEditor({
  store,
  loaderId,
  embeddings,
  vectorStores,
  initialEmbedding,
  initialVectorStore,
  canConfigure,
}: VectorStoreEditorProps) {
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const invalidateStores = useInvalidateStores();
  const jobs = useUpsertJobs(store.id);
  const [embedding, setEmbedding] = useState(initialEmbedding);
  const [vectorStore, setVectorStore] = useState(initialVectorStore);
  const [busy, setBusy] = useState<'save' | 'upsert' | 'delete' | 'cancel' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const active = jobs.data?.active ?? null;
  const running = isActive(active);
  const lastJob = active ?? jobs.data?.history[0] ?? null;
  const ready = embedding.name !== '' && vectorStore.name !== '';
  const configs = {
    storeId: store.id,
    embeddingName: embedding.name,
    embeddingConfig: embedding.config,
    vectorStoreName: vectorStore.name,
    vectorStoreConfig: vectorStore.config,
  };

  const run = async (what: NonNullable<typeof busy>, action: () => Promise<void>) => {
    setBusy(what);
    setFailure(null);
    try {
      await action();
    } catch (error: unknown) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const save = () =>
    run('save', async () => {
      await documentStoreVectorsApi.saveConfig(configs);
      await invalidateStores();
      notify.success('Vector store configuration saved');
    });

  const upsert = () =>
    run('upsert', async () => {
      const job = await documentStoreVectorsApi.insert({
        ...configs,
        ...(loaderId ? { docId: loaderId } : {}),
      });
      queryClient.setQueryData<UpsertJobs>(upsertJobsQueryKey(store.id), (current) => ({
        active: job,
        history: current?.history ?? [],
      }));
      await invalidateStores();
    });

  const cancel = (jobId: string) =>
    run('cancel', async () => {
      await documentStoreVectorsApi.cancel(store.id, jobId);
      await queryClient.invalidateQueries({ queryKey: upsertJobsQueryKey(store.id) });
    });

  const removeVectors = async () => {
    const confirmed = await confirm({
      title: 'Delete Vectors',
      description: `Delete every vector of "${store.name}" and its vector store configuration? The chunks stay; flows retrieving from this store find nothing until the next upsert.`,
      confirmButtonName: 'Delete',
      customBtnId: 'confirm-delete-vectors',
    });
    if (!confirmed) return;
    await run('delete', async () => {
      await documentStoreVectorsApi.removeVectors(store.id);
      await invalidateStores();
      notify.success('Vectors deleted');
    });
  };

  return (
    <Stack spacing={3}>
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      {lastJob ? (
        <UpsertProgressPanel
          job={lastJob}
          cancelling={busy === 'cancel'}
          onCancel={canConfigure && running ? () => void cancel(lastJob.id) : undefined}
        />
      ) : null}
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <ComponentPicker
          title="Embeddings"
          definitions={embeddings}
          choice={embedding}
          onChange={setEmbedding}
          storeId={store.id}
          disabled={!canConfigure}
        />
        <ComponentPicker
          title="Vector Store"
          definitions={vectorStores}
          choice={vectorStore}
          onChange={setVectorStore}
          storeId={store.id}
          disabled={!canConfigure}
        />
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {canConfigure ? (
          <>
            <Button
              variant="outlined"
              startIcon={<SaveOutlinedIcon />}
              disabled={!ready || busy !== null}
              loading={busy === 'save'}
              onClick={() => void save()}
            >
              Save Config
            </Button>
            <Button
              variant="contained"
              startIcon={<UploadIcon />}
              disabled={!ready || busy !== null || running || store.totalChunks === 0}
              loading={busy === 'upsert'}
              onClick={() => void upsert()}
            >
              Upsert
            </Button>
            {store.vectorStoreConfig ? (
              <Button
                color="error"
                variant="outlined"
                startIcon={<DeleteOutlineIcon />}
                disabled={busy !== null || running}
                loading={busy === 'delete'}
                onClick={() => void removeVectors()}
              >
                Delete Vectors
              </Button>
            ) : null}
          </>
        ) : null}
        <Button
          startIcon={<ManageSearchIcon />}
          component={RouterLink}
          to={storePaths.query(store.id)}
          disabled={store.vectorStoreConfig === null}
        >
          Retrieval Query
        </Button>
      </Stack>
    </Stack>
  );
}
