import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

export interface UsecasesInputProps {
  readonly value: readonly string[];
  readonly onChange: (usecases: string[]) => void;
  /** The text typed but not yet turned into a chip (kept by the dialog, added on save). */
  readonly pending: string;
  readonly onPending: (text: string) => void;
  readonly suggestions: readonly string[];
  readonly disabled: boolean;
  readonly error: string | undefined;
}

/** Use cases as chips: pick a known one or type a new one and press Enter. */
export function UsecasesInput({
  value,
  onChange,
  pending,
  onPending,
  suggestions,
  disabled,
  error,
}: UsecasesInputProps) {
  return (
    <Autocomplete
      multiple
      freeSolo
      size="small"
      options={suggestions.filter((suggestion) => !value.includes(suggestion))}
      value={[...value]}
      inputValue={pending}
      onInputChange={(_event, text) => {
        onPending(text);
      }}
      onChange={(_event, next) => {
        const cleaned = next.map((usecase) => usecase.trim()).filter((usecase) => usecase !== '');
        onChange([...new Set(cleaned)]);
      }}
      disabled={disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Use Cases"
          error={error !== undefined}
          helperText={error ?? 'Type a use case and press Enter, e.g. Customer Support.'}
        />
      )}
    />
  );
}
