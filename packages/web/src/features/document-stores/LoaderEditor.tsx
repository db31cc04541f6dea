import { errorMessage } from '@loomflow/core';
import type { NodeDefinition, PreviewLoaderResponse } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { documentStoreApi } from '../../api/document-store.api.ts';
import { notify } from '../../ui/notify.ts';
import { ChunkPreview } from './ChunkPreview.tsx';
import { loaderRequest } from './loader-draft.ts';
import type { LoaderDraft } from './loader-draft.ts';
import { defaultValues } from './node-params.ts';
import { NodeParamsForm } from './NodeParamsForm.tsx';
import { storePaths } from './store-paths.ts';
import { useInvalidateStores } from './useDocumentStores.ts';

export interface LoaderEditorProps {
  readonly storeId: string;
  readonly definition: NodeDefinition;
  readonly splitters: readonly NodeDefinition[];
  readonly initial: LoaderDraft;
  /** The loader being edited; absent for a new one. */
  readonly loaderId: string | undefined;
  readonly canProcess: boolean;
}

/**
 * A loader's parameters and its text splitter, a preview of the first chunks, and Process (save, then load and
 * split into stored chunks). Whatever fails, the form keeps what the person typed.
 */
export function LoaderEditor({
  storeId,
  definition,
  splitters,
  initial,
  loaderId,
  canProcess,
}: LoaderEditorProps) {
  const navigate = useNavigate();
  const invalidate = useInvalidateStores();
  const [draft, setDraft] = useState<LoaderDraft>(initial);
  const [savedId, setSavedId] = useState<string | undefined>(loaderId);
  const [previewCount, setPreviewCount] = useState('20');
  const [preview, setPreview] = useState<PreviewLoaderResponse | null>(null);
  const [busy, setBusy] = useState<'preview' | 'process' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const splitter = splitters.find((candidate) => candidate.name === draft.splitterName);
  const request = () => loaderRequest(storeId, definition, draft, splitters, savedId);

  const onPreview = async () => {
    const count = Number(previewCount);
    if (!Number.isInteger(count) || count < 1 || count > 1000) {
      setFailure('Chunks to preview: a whole number from 1 to 1,000');
      return;
    }
    setBusy('preview');
    setFailure(null);
    try {
      setPreview(await documentStoreApi.preview({ ...request(), previewChunkCount: count }));
    } catch (error: unknown) {
      setFailure(`Preview failed: ${errorMessage(error)}`);
    } finally {
      setBusy(null);
    }
  };

  const onProcess = async () => {
    setBusy('process');
    setFailure(null);
    try {
      let id = savedId;
      if (id === undefined) {
        id = (await documentStoreApi.saveLoader(request())).id;
        setSavedId(id);
      }
      const processed = await documentStoreApi.processLoader(id, { ...request(), id });
      notify.success(`${processed.loaderName}: ${processed.totalChunks.toLocaleString()} chunks processed`);
      await invalidate();
      void navigate(storePaths.store(storeId));
    } catch (error: unknown) {
      setFailure(`Process failed: ${errorMessage(error)}`);
      await invalidate();
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack spacing={3}>
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={3} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack spacing={2}>
              <Typography variant="h6" component="h2">
                {definition.label}
              </Typography>
              <NodeParamsForm
                definition={definition}
                storeId={storeId}
                values={draft.loaderConfig}
                onChange={(loaderConfig) => {
                  setDraft((current) => ({ ...current, loaderConfig }));
                }}
                credential={draft.credential}
                onCredentialChange={(credential) => {
                  setDraft((current) => ({ ...current, credential }));
                }}
              />
            </Stack>
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack spacing={2}>
              <TextField
                select
                size="small"
                label="Text Splitter"
                value={draft.splitterName}
                onChange={(event) => {
                  const chosen = splitters.find((candidate) => candidate.name === event.target.value);
                  setDraft((current) => ({
                    ...current,
                    splitterName: chosen?.name ?? '',
                    splitterConfig: chosen ? defaultValues(chosen) : {},
                  }));
                }}
              >
                <MenuItem value="">None</MenuItem>
                {splitters.map((candidate) => (
                  <MenuItem key={candidate.name} value={candidate.name}>
                    {candidate.label}
                  </MenuItem>
                ))}
              </TextField>
              {splitter ? (
                <NodeParamsForm
                  key={splitter.name}
                  definition={splitter}
                  storeId={storeId}
                  values={draft.splitterConfig}
                  onChange={(splitterConfig) => {
                    setDraft((current) => ({ ...current, splitterConfig }));
                  }}
                />
              ) : null}
            </Stack>
          </Paper>
        </Stack>
        <Stack spacing={2} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              size="small"
              type="number"
              label="Chunks to preview"
              value={previewCount}
              onChange={(event) => {
                setPreviewCount(event.target.value);
              }}
              sx={{ width: 160 }}
            />
            <Button
              variant="outlined"
              onClick={() => void onPreview()}
              loading={busy === 'preview'}
              disabled={busy !== null}
            >
              Preview Chunks
            </Button>
            {canProcess ? (
              <Button
                variant="contained"
                onClick={() => void onProcess()}
                loading={busy === 'process'}
                disabled={busy !== null}
              >
                Process
              </Button>
            ) : null}
          </Stack>
          {preview ? (
            <ChunkPreview preview={preview} />
          ) : (
            <Typography color="text.secondary">
              Preview the first chunks to check the loader and splitter settings before processing.
            </Typography>
          )}
        </Stack>
      </Stack>
    </Stack>
  );
}
