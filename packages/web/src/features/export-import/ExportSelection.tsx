import { EXPORT_SELECTION_KEYS, EXPORT_SELECTION_LABELS } from '@loomflow/core';
import type { ExportSelectionKey } from '@loomflow/core';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';

interface ExportSelectionProps {
  readonly selected: ReadonlySet<ExportSelectionKey>;
  readonly onChange: (selected: ReadonlySet<ExportSelectionKey>) => void;
}

/** The 13 data types of spec §3 as checkboxes, with a Select All box above them (indeterminate when some). */
export function ExportSelection({ selected, onChange }: ExportSelectionProps) {
  const all = selected.size === EXPORT_SELECTION_KEYS.length;
  const toggle = (key: ExportSelectionKey, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(key);
    else next.delete(key);
    onChange(next);
  };
  return (
    <Box>
      <FormControlLabel
        label="Select All"
        control={
          <Checkbox
            checked={all}
            indeterminate={!all && selected.size > 0}
            onChange={(_event, checked) => {
              onChange(new Set(checked ? EXPORT_SELECTION_KEYS : []));
            }}
          />
        }
      />
      <Divider sx={{ my: 1 }} />
      <FormGroup
        aria-label="Data to export"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}
      >
        {EXPORT_SELECTION_KEYS.map((key) => (
          <FormControlLabel
            key={key}
            label={EXPORT_SELECTION_LABELS[key]}
            control={
              <Checkbox
                checked={selected.has(key)}
                onChange={(_event, checked) => {
                  toggle(key, checked);
                }}
              />
            }
          />
        ))}
      </FormGroup>
    </Box>
  );
}
