import { errorMessage } from '@loomflow/core';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { openAiAssistantsApi } from '../../../api/assistants.api.ts';
import type { ProviderVectorStore } from '../../../api/assistant-shapes.ts';

export interface VectorStoreFieldProps {
  readonly credential: string;
  readonly value: readonly string[];
  readonly onChange: (ids: string[]) => void;
  readonly disabled?: boolean;
}

/** The provider's vector stores file search reads; a new one is made here from uploaded files. */
export function VectorStoreField({ credential, value, onChange, disabled = false }: VectorStoreFieldProps) {
  const queryClient = useQueryClient();
  const queryKey = ['openai-vector-stores', credential];
  const stores = useQuery({
    queryKey,
    queryFn: () => openAiAssistantsApi.vectorStores(credential),
    enabled: credential !== '',
  });
  const [name, setName] = useState('');
  const [creating, setCreating] = useState(false);
  const filesInput = useRef<HTMLInputElement>(null);
  const create = useMutation({
    mutationFn: async (files: readonly File[]) => {
      const uploaded = files.length > 0 ? await openAiAssistantsApi.uploadFiles(credential, files) : [];
      return openAiAssistantsApi.createVectorStore(credential, {
        name: name.trim(),
        fileIds: uploaded.map((file) => file.id),
      });
    },
    onSuccess: async (store) => {
      await queryClient.invalidateQueries({ queryKey });
      onChange([...value, store.id]);
      setCreating(false);
      setName('');
    },
  });
  const options: ProviderVectorStore[] = stores.data ?? [];
  const chosen = value.map((id) => options.find((store) => store.id === id) ?? { id, name: id });
  const error = stores.error ?? create.error;
  return (
    <Stack spacing={1}>
      {error ? <Alert severity="error">Vector stores: {errorMessage(error)}</Alert> : null}
      <Autocomplete
        multiple
        disabled={disabled || credential === ''}
        loading={stores.isFetching}
        options={options}
        value={chosen}
        getOptionLabel={(store) =>
          store.fileCount === undefined ? store.name : `${store.name} (${store.fileCount} files)`
        }
        getOptionKey={(store) => store.id}
        isOptionEqualToValue={(option, current) => option.id === current.id}
        onChange={(_event, next) => {
          onChange(next.map((store) => store.id));
        }}
        renderInput={(params) => (
          <TextField {...params} label="Vector stores" helperText="File search searches these stores." />
        )}
      />
      {creating ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            size="small"
            label="New vector store name"
            value={name}
            disabled={create.isPending}
            onChange={(event) => {
              setName(event.target.value);
            }}
          />
          <input
            ref={filesInput}
            type="file"
            multiple
            hidden
            data-testid="vector-store-files-input"
            onChange={(event) => {
              const picked = Array.from(event.target.files ?? []);
              event.target.value = '';
              create.mutate(picked);
            }}
          />
          <Button
            variant="contained"
            size="small"
            disabled={name.trim() === ''}
            loading={create.isPending}
            onClick={() => filesInput.current?.click()}
          >
            Choose files and create
          </Button>
          <Button
            size="small"
            disabled={create.isPending}
            onClick={() => {
              setCreating(false);
            }}
          >
            Cancel
          </Button>
        </Stack>
      ) : (
        <Button
          size="small"
          startIcon={<AddIcon />}
          sx={{ alignSelf: 'flex-start' }}
          disabled={disabled || credential === ''}
          onClick={() => {
            setCreating(true);
          }}
        >
          New vector store
        </Button>
      )}
    </Stack>
  );
}
