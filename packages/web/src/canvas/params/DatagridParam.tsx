import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { rowsOf, textOf } from './input-param.ts';
import type { ParamEditorProps } from './input-param.ts';

/** A datagrid parameter: a table whose columns the parameter declares; stored as the JSON text of the rows. */
export function DatagridParam({ param, value, onChange }: ParamEditorProps) {
  const rows = rowsOf(value);
  const columns = param.datagrid ?? [];
  const save = (next: Record<string, unknown>[]) => {
    onChange(JSON.stringify(next));
  };
  return (
    <Stack spacing={1}>
      <Typography variant="caption" color="text.secondary">
        {param.label}
      </Typography>
      {rows.map((row, index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {columns.map((column) => (
            <TextField
              key={column.field}
              size="small"
              label={column.headerName}
              type={column.type === 'number' ? 'number' : 'text'}
              value={textOf(row[column.field])}
              onChange={(event) => {
                save(
                  rows.map((other, at) =>
                    at === index ? { ...other, [column.field]: event.target.value } : other,
                  ),
                );
              }}
            />
          ))}
          <IconButton
            size="small"
            aria-label={`Remove row ${index + 1}`}
            onClick={() => {
              save(rows.filter((_row, at) => at !== index));
            }}
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      <Button
        size="small"
        startIcon={<AddIcon />}
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => {
          save([...rows, Object.fromEntries(columns.map((column) => [column.field, column.default ?? '']))]);
        }}
      >
        Add row
      </Button>
    </Stack>
  );
}
