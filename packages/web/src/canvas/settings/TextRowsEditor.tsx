import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export interface TextRowsEditorProps {
  readonly rows: readonly string[];
  readonly onChange: (rows: readonly string[]) => void;
  /** What one row is, e.g. `Origin`: labels read `Origin 1`, `Remove origin 1`, `Add origin`. */
  readonly noun: string;
  readonly placeholder: string;
  /** The message under a row, by index. */
  readonly errorAt?: (index: number) => string | undefined;
}

/** A list of one-line texts with a remove button per row and an add button; always at least one row. */
export function TextRowsEditor({ rows, onChange, noun, placeholder, errorAt }: TextRowsEditorProps) {
  const shown = rows.length > 0 ? rows : [''];
  const lower = noun.toLowerCase();
  return (
    <>
      {shown.map((row, index) => {
        const error = errorAt?.(index);
        return (
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              fullWidth
              size="small"
              label={`${noun} ${index + 1}`}
              placeholder={placeholder}
              value={row}
              error={error !== undefined}
              helperText={error}
              onChange={(event) => {
                onChange(shown.map((other, at) => (at === index ? event.target.value : other)));
              }}
            />
            <IconButton
              aria-label={`Remove ${lower} ${index + 1}`}
              disabled={shown.length === 1 && row === ''}
              onClick={() => {
                onChange(shown.filter((_other, at) => at !== index));
              }}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
        );
      })}
      <Button
        size="small"
        startIcon={<AddIcon />}
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => {
          onChange([...shown, '']);
        }}
      >
        Add {lower}
      </Button>
    </>
  );
}
