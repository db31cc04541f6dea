import { TOOL_PROPERTY_TYPES } from '@loomflow/core';
import type { ToolPropertyType } from '@loomflow/core';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { newRow } from './tool-draft.ts';
import type { PropertyRow } from './tool-draft.ts';

function isPropertyType(value: string): value is ToolPropertyType {
  return TOOL_PROPERTY_TYPES.some((type) => type === value);
}

export interface ToolSchemaEditorProps {
  readonly rows: readonly PropertyRow[];
  readonly onChange: (rows: PropertyRow[]) => void;
  readonly disabled: boolean;
}

/** The tool's input schema: each property's name (used as $name), type, description and whether required. */
export function ToolSchemaEditor({ rows, onChange, disabled }: ToolSchemaEditorProps) {
  const change = (key: number, patch: Partial<PropertyRow>) => {
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  };
  return (
    <Stack spacing={1} data-testid="tool-schema-editor">
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No inputs: the tool is called without arguments.
        </Typography>
      ) : null}
      {rows.map((row, index) => (
        <Stack
          key={row.key}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: 'center' }}
        >
          <TextField
            label="Property"
            size="small"
            value={row.property}
            placeholder="city"
            onChange={(event) => {
              change(row.key, { property: event.target.value });
            }}
            disabled={disabled}
            slotProps={{ htmlInput: { 'aria-label': `Property ${index + 1} name` } }}
            sx={{ width: { sm: 180 } }}
          />
          <TextField
            select
            label="Type"
            size="small"
            value={row.type}
            onChange={(event) => {
              if (isPropertyType(event.target.value)) change(row.key, { type: event.target.value });
            }}
            disabled={disabled}
            sx={{ width: { sm: 130 } }}
          >
            {TOOL_PROPERTY_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {type}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Description"
            size="small"
            value={row.description}
            placeholder="What the model should pass"
            onChange={(event) => {
              change(row.key, { description: event.target.value });
            }}
            disabled={disabled}
            sx={{ flexGrow: 1 }}
          />
          <Tooltip title="Required">
            <Checkbox
              checked={row.required}
              onChange={(event) => {
                change(row.key, { required: event.target.checked });
              }}
              disabled={disabled}
              slotProps={{ input: { 'aria-label': `Property ${index + 1} required` } }}
            />
          </Tooltip>
          <IconButton
            aria-label={`Remove property ${index + 1}`}
            onClick={() => {
              onChange(rows.filter((candidate) => candidate.key !== row.key));
            }}
            disabled={disabled}
          >
            <DeleteOutlinedIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      <Button
        startIcon={<AddIcon />}
        onClick={() => {
          onChange([...rows, newRow()]);
        }}
        disabled={disabled}
        sx={{ alignSelf: 'flex-start' }}
      >
        Add Property
      </Button>
    </Stack>
  );
}
