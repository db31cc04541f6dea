import { errorMessage } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { vectorUpsertApi } from '../../api/vector-upsert.api.ts';
import { useFlowEditor } from '../useFlowEditor.ts';
import { UpsertFilePicker } from './UpsertFilePicker.tsx';
import { UpsertResult } from './UpsertResult.tsx';
import type { UpsertableStore } from './vector-upsert-nodes.ts';

export interface VectorUpsertDialogProps {
  readonly flowId: string;
  readonly stores: readonly UpsertableStore[];
  /** The file loaders' types (empty: any file); null when the flow has no file loader. */
  readonly fileTypes: readonly string[] | null;
  /** Saves the open flow (the upsert runs the saved one). */
  readonly save: () => Promise<void>;
  readonly onClose: () => void;
}

function storeName(store: UpsertableStore): string {
  return `${store.label} (${store.id})`;
}

/** Upserts the saved chatflow's chosen vector store node, with files for its loaders, and shows what was added. */
export function VectorUpsertDialog({ flowId, stores, fileTypes, save, onClose }: VectorUpsertDialogProps) {
  const dirty = useFlowEditor((state) => state.dirty);
  const [storeId, setStoreId] = useState(stores[0]?.id ?? '');
  const [files, setFiles] = useState<File[]>([]);
  const [savingFirst, setSavingFirst] = useState(false);
  const upsert = useMutation({
    mutationFn: () => vectorUpsertApi.upsert(flowId, { stopNodeId: storeId, files }),
  });
  const chosen = stores.find((store) => store.id === storeId);
  const saveFirst = async () => {
    setSavingFirst(true);
    try {
      await save();
    } finally {
      setSavingFirst(false);
    }
  };
  return (
    <Dialog open fullWidth maxWidth="md" onClose={onClose} aria-labelledby="vector-upsert-title">
      <DialogTitle id="vector-upsert-title">Upsert Vector Database</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {dirty ? (
            <Alert
              severity="warning"
              data-testid="upsert-unsaved"
              action={
                <Button color="inherit" size="small" disabled={savingFirst} onClick={() => void saveFirst()}>
                  Save first
                </Button>
              }
            >
              This flow has unsaved changes: the upsert uses the flow as last saved.
            </Alert>
          ) : null}
          {stores.length > 1 ? (
            <Stack>
              <FormLabel id="upsert-store-label">Vector store to upsert</FormLabel>
              <RadioGroup
                aria-labelledby="upsert-store-label"
                value={storeId}
                onChange={(event) => {
                  setStoreId(event.target.value);
                }}
              >
                {stores.map((store) => (
                  <FormControlLabel
                    key={store.id}
                    value={store.id}
                    control={<Radio />}
                    label={storeName(store)}
                  />
                ))}
              </RadioGroup>
            </Stack>
          ) : (
            <Typography>Vector store: {chosen ? storeName(chosen) : 'none'}</Typography>
          )}
          {fileTypes ? <UpsertFilePicker fileTypes={fileTypes} files={files} onChange={setFiles} /> : null}
          {upsert.isPending ? (
            <Stack spacing={1} data-testid="upsert-progress">
              <Typography variant="body2">
                Upserting… loading, splitting and embedding the documents.
              </Typography>
              <LinearProgress />
            </Stack>
          ) : null}
          {upsert.isError ? (
            <Alert severity="error" data-testid="upsert-error">
              {errorMessage(upsert.error)}
            </Alert>
          ) : null}
          {upsert.isSuccess ? <UpsertResult result={upsert.data} /> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button
          variant="contained"
          disabled={upsert.isPending || savingFirst || chosen === undefined}
          onClick={() => {
            upsert.mutate();
          }}
        >
          Upsert
        </Button>
      </DialogActions>
    </Dialog>
  );
}
