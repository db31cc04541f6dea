import { isInputVisible } from '@loomflow/core';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { inputParamsOf, rowsOf } from './input-param.ts';
import type { ParamEditorProps } from './input-param.ts';
import { ParamEditor } from './ParamEditor.tsx';

/** An array parameter: rows of sub-parameters, added and removed one by one. */
export function ArrayParam({ nodeId, param, value, onChange, inputs }: ParamEditorProps) {
  const rows = rowsOf(value);
  const subParams = inputParamsOf(param.array);
  const update = (index: number, name: string, next: unknown) => {
    onChange(rows.map((row, at) => (at === index ? { ...row, [name]: next } : row)));
  };
  const addRow = () => {
    const row: Record<string, unknown> = {};
    for (const sub of subParams) row[sub.name] = sub.default ?? '';
    onChange([...rows, row]);
  };
  return (
    <Stack spacing={1}>
      <Typography variant="caption" color="text.secondary">
        {param.label}
      </Typography>
      {rows.map((row, index) => (
        <Paper key={index} variant="outlined" sx={{ p: 1 }} data-testid={`array-row-${param.name}`}>
          <Stack direction="row" spacing={1}>
            <Stack spacing={1} sx={{ flexGrow: 1 }}>
              {subParams
                .filter((sub) => isInputVisible(sub, { ...inputs, [param.name]: rows }, index))
                .map((sub) => (
                  <ParamEditor
                    key={sub.name}
                    nodeId={nodeId}
                    param={sub}
                    value={row[sub.name]}
                    onChange={(next) => {
                      update(index, sub.name, next);
                    }}
                  />
                ))}
            </Stack>
            <IconButton
              size="small"
              aria-label={`Remove row ${index + 1}`}
              onClick={() => {
                onChange(rows.filter((_row, at) => at !== index));
              }}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Stack>
        </Paper>
      ))}
      <Button size="small" startIcon={<AddIcon />} onClick={addRow} sx={{ alignSelf: 'flex-start' }}>
        Add {param.label}
      </Button>
    </Stack>
  );
}
