import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DatagridCell } from './DatagridCell.tsx';
import { rowsOf } from './input-param.ts';
import type { ParamEditorProps } from './input-param.ts';

/** A datagrid parameter: a table whose columns the parameter declares; stored as the JSON text of the rows. */
export function DatagridParam({ nodeId, param, value, onChange }: ParamEditorProps) {
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
        <Stack
          key={index}
          direction="row"
          sx={{
            alignItems: 'center',
            flexWrap: 'wrap',
            gap: 1,
            pb: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          {columns.map((column) => (
            <DatagridCell
              key={column.field}
              nodeId={nodeId}
              column={column}
              value={row[column.field]}
              onChange={(next) => {
                save(rows.map((other, at) => (at === index ? { ...other, [column.field]: next } : other)));
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
