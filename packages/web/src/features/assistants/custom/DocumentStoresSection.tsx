import { errorMessage } from '@loomflow/core';
import type { CustomAssistantDetails } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AssistantStoreOption } from '../../../api/assistant-shapes.ts';
import { useAssistantDocumentStores } from './useAssistantComponents.ts';

type ChosenStore = CustomAssistantDetails['documentStores'][number];

export interface DocumentStoresSectionProps {
  readonly value: readonly ChosenStore[];
  readonly onChange: (stores: ChosenStore[]) => void;
  readonly disabled?: boolean;
}

/** The document stores the assistant searches, each with what it holds (the model reads it to pick a store). */
export function DocumentStoresSection({ value, onChange, disabled = false }: DocumentStoresSectionProps) {
  const stores = useAssistantDocumentStores();
  const options: AssistantStoreOption[] = stores.data ?? [];
  const chosen = value.map(
    (store) => options.find((option) => option.id === store.id) ?? { ...store, name: store.name || store.id },
  );
  return (
    <Stack spacing={2}>
      {stores.error ? (
        <Alert severity="error">Could not load the document stores: {errorMessage(stores.error)}</Alert>
      ) : null}
      <Autocomplete
        multiple
        disabled={disabled}
        loading={stores.isPending}
        options={options}
        value={chosen}
        getOptionLabel={(option) => option.name}
        getOptionKey={(option) => option.id}
        isOptionEqualToValue={(option, current) => option.id === current.id}
        noOptionsText="No document store with vectors yet: upsert one first"
        onChange={(_event, next) => {
          onChange(
            next.map(
              (option) =>
                value.find((store) => store.id === option.id) ?? {
                  id: option.id,
                  name: option.name,
                  description: option.description,
                },
            ),
          );
        }}
        renderOption={({ key, ...props }, option) => (
          <li key={key} {...props}>
            <Stack>
              <Typography>{option.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {option.description || 'No description'}
              </Typography>
            </Stack>
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Document stores"
            helperText="Stores with vectors the assistant searches."
          />
        )}
      />
      {value.map((store, index) => (
        <TextField
          key={store.id}
          label={`What "${store.name}" holds`}
          value={store.description}
          disabled={disabled}
          multiline
          helperText="Tells the model when to search this store."
          onChange={(event) => {
            onChange(
              value.map((candidate, at) =>
                at === index ? { ...candidate, description: event.target.value } : candidate,
              ),
            );
          }}
        />
      ))}
    </Stack>
  );
}
