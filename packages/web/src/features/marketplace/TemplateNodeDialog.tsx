import { applyParameterVisibility } from '@loomflow/core';
import type { FlowNodeData, InputParam } from '@loomflow/core';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { inputParamsOf, textOf } from '../../canvas/params/input-param.ts';

const NO_CREDENTIAL = 'Not set: choose your own after using the template';

/** A parameter's value as text: an option's label, a hidden secret, or JSON for structured values. */
export function displayValue(param: InputParam, value: unknown): string {
  if (param.type === 'password') return textOf(value) === '' ? '' : '••••••••';
  const chosen = param.options?.find((option) => option.name === value);
  if (chosen) return chosen.label;
  return textOf(value);
}

/** The values of one node of a template, read-only (the parameters its visibility rules show). */
export function TemplateNodeDialog({
  data,
  onClose,
}: {
  readonly data: FlowNodeData;
  readonly onClose: () => void;
}) {
  const inputs = data.inputs ?? {};
  const params = applyParameterVisibility(inputParamsOf(data.inputParams), inputs).filter(
    (param) => param.display,
  );
  const label = data.label ?? data.name;
  return (
    <Dialog open fullWidth maxWidth="sm" onClose={onClose} aria-labelledby="template-node-title">
      <DialogTitle id="template-node-title">{label}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {data.description ? (
            <Typography variant="body2" color="text.secondary">
              {data.description}
            </Typography>
          ) : null}
          {params.length === 0 ? (
            <Typography color="text.secondary">This node has no parameters to set.</Typography>
          ) : null}
          {params.map((param) => {
            const value =
              param.type === 'credential'
                ? data.credential || NO_CREDENTIAL
                : displayValue(param, inputs[param.name]);
            return (
              <TextField
                key={param.name}
                size="small"
                label={param.label}
                value={value}
                multiline={value.includes('\n') || value.length > 80}
                maxRows={12}
                helperText={param.description}
                slotProps={{ input: { readOnly: true } }}
              />
            );
          })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
