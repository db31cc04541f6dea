import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FilterRow, FilterValueType } from './metadata-filter.ts';

const TYPES: readonly FilterValueType[] = ['string', 'number', 'boolean'];

export interface MetadataFilterRowsProps {
  readonly rows: readonly FilterRow[];
  readonly onChange: (rows: FilterRow[]) => void;
}

/** Metadata equality filters: key, value and the value's type, one row each. */
export function MetadataFilterRows({ rows, onChange }: MetadataFilterRowsProps) {
  const set = (index: number, change: Partial<FilterRow>) => {
    onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  };
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="body2" sx={{ fontWeight: 600 }}>
        Metadata Filter
      </Typography>
      {rows.map((row, index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            size="small"
            label={`Filter key ${String(index + 1)}`}
            value={row.key}
            onChange={(event) => {
              set(index, { key: event.target.value });
            }}
          />
          <TextField
            select
            size="small"
            label="Type"
            value={row.type}
            onChange={(event) => {
              const type = TYPES.find((candidate) => candidate === event.target.value) ?? 'string';
              set(index, { type, value: type === 'boolean' ? 'true' : row.value });
            }}
            sx={{ width: 120 }}
          >
            {TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {type}
              </MenuItem>
            ))}
          </TextField>
          {row.type === 'boolean' ? (
            <TextField
              select
              size="small"
              label={`Filter value ${String(index + 1)}`}
              value={row.value}
              onChange={(event) => {
                set(index, { value: event.target.value });
              }}
              sx={{ width: 140 }}
            >
              <MenuItem value="true">true</MenuItem>
              <MenuItem value="false">false</MenuItem>
            </TextField>
          ) : (
            <TextField
              size="small"
              label={`Filter value ${String(index + 1)}`}
              value={row.value}
              onChange={(event) => {
                set(index, { value: event.target.value });
              }}
            />
          )}
          <IconButton
            aria-label={`Remove filter ${String(index + 1)}`}
            onClick={() => {
              onChange(rows.filter((_row, at) => at !== index));
            }}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
      ))}
      <Button
        size="small"
        startIcon={<AddIcon />}
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => {
          onChange([...rows, { key: '', value: '', type: 'string' }]);
        }}
      >
        Add Filter
      </Button>
    </Stack>
  );
}
