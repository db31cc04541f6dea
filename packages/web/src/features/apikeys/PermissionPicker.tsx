import { API_KEY_PERMISSIONS } from '@loomflow/core';
import type { Permission } from '@loomflow/core';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useMemo } from 'react';
import { groupPermissions } from './permission-groups.ts';

export interface PermissionPickerProps {
  readonly value: readonly string[];
  readonly onChange: (next: Permission[]) => void;
  readonly error?: string | undefined;
  readonly disabled?: boolean;
}

/**
 * Checkboxes for the permissions an API key may carry, grouped by area. Each checkbox's accessible name is
 * the permission string itself (`chatflows:view`); "All permissions" toggles every one.
 */
export function PermissionPicker({ value, onChange, error, disabled = false }: PermissionPickerProps) {
  const groups = useMemo(() => groupPermissions(), []);
  const selected: ReadonlySet<string> = new Set(value);
  const allSelected = API_KEY_PERMISSIONS.every((permission) => selected.has(permission));
  const someSelected = API_KEY_PERMISSIONS.some((permission) => selected.has(permission));

  const toggle = (permission: Permission, checked: boolean) => {
    const next = new Set<string>(selected);
    if (checked) next.add(permission);
    else next.delete(permission);
    // Keep core's declared order so requests and chips read consistently.
    onChange(API_KEY_PERMISSIONS.filter((candidate) => next.has(candidate)));
  };

  return (
    <FormControl component="fieldset" error={error !== undefined} disabled={disabled} fullWidth>
      <FormLabel component="legend">Permissions</FormLabel>
      <FormControlLabel
        label="All permissions"
        control={
          <Checkbox
            checked={allSelected}
            indeterminate={someSelected && !allSelected}
            onChange={(event) => {
              onChange(event.target.checked ? [...API_KEY_PERMISSIONS] : []);
            }}
            slotProps={{ input: { 'aria-label': 'All permissions' } }}
          />
        }
      />
      <Box
        data-testid="permission-picker"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, rowGap: 1 }}
      >
        {groups.map((group) => (
          <FormControl key={group.area} component="fieldset" variant="standard">
            <FormLabel component="legend" sx={{ fontSize: 13, fontWeight: 600, mt: 1 }}>
              {group.label}
            </FormLabel>
            <FormGroup row>
              {group.options.map((option) => (
                <FormControlLabel
                  key={option.value}
                  label={option.label}
                  control={
                    <Checkbox
                      size="small"
                      checked={selected.has(option.value)}
                      onChange={(event) => {
                        toggle(option.value, event.target.checked);
                      }}
                      slotProps={{ input: { 'aria-label': option.value } }}
                    />
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
        ))}
      </Box>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}
