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

function ReadOnlyField({
  label,
  value,
  helperText,
}: {
  readonly label: string;
  readonly value: string;
  readonly helperText?: string | undefined;
}) {
  return (
    <TextField
      size="small"
      label={label}
      value={value}
      multiline={value.includes('\n') || value.length > 80}
      maxRows={12}
      helperText={helperText}
      slotProps={{ input: { readOnly: true } }}
    />
  );
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
          {params.flatMap((param) => {
            const value =
              param.type === 'credential'
                ? data.credential || NO_CREDENTIAL
                : displayValue(param, inputs[param.name]);
            const fields = [
              <ReadOnlyField
                key={param.name}
                label={param.label}
                value={value}
                helperText={param.description}
              />,
            ];
            // A chosen component's own settings (e.g. the model name and temperature of the chosen chat model).
            const config = param.loadConfig ? inputs[`${param.name}Config`] : undefined;
            if (typeof config === 'object' && config !== null && Object.keys(config).length > 0)
              fields.push(
                <ReadOnlyField
                  key={`${param.name}Config`}
                  label={`${param.label} settings`}
                  value={textOf(config)}
                />,
              );
            return fields;
          })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
