import type { Permission } from '@loomflow/core';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useMemo } from 'react';
import { groupRolePermissions, toggleArea, togglePermission } from './role-permission-groups.ts';

export interface RolePermissionEditorProps {
  readonly value: readonly string[];
  readonly onChange: (next: Permission[]) => void;
  readonly error?: string | undefined;
  /** Built-in roles are shown read-only. */
  readonly readOnly?: boolean;
}

/**
 * The permissions of a role, one fieldset per area (Chatflows, Tools, Users…), View first then the finer
 * actions. Each checkbox's accessible name is the permission string (`tools:create`); an area's own checkbox
 * selects or clears the whole area.
 */
export function RolePermissionEditor({
  value,
  onChange,
  error,
  readOnly = false,
}: RolePermissionEditorProps) {
  const groups = useMemo(() => groupRolePermissions(), []);
  const selected: ReadonlySet<string> = new Set(value);
  return (
    <FormControl component="fieldset" error={error !== undefined} disabled={readOnly} fullWidth>
      <FormLabel component="legend">Permissions</FormLabel>
      <Box
        data-testid="role-permission-editor"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, rowGap: 1 }}
      >
        {groups.map((group) => {
          const count = group.options.filter((option) => selected.has(option.value)).length;
          return (
            <FormControl
              key={group.area}
              component="fieldset"
              variant="standard"
              aria-label={group.label}
              disabled={readOnly}
            >
              <FormControlLabel
                label={group.label}
                sx={{ '& .MuiFormControlLabel-label': { fontWeight: 600, fontSize: 14 } }}
                control={
                  <Checkbox
                    size="small"
                    checked={count === group.options.length}
                    indeterminate={count > 0 && count < group.options.length}
                    onChange={(event) => {
                      onChange(toggleArea(value, group, event.target.checked));
                    }}
                    slotProps={{ input: { 'aria-label': `All of ${group.label}` } }}
                  />
                }
              />
              <FormGroup row sx={{ pl: 3 }}>
                {group.options.map((option) => (
                  <FormControlLabel
                    key={option.value}
                    label={option.label}
                    control={
                      <Checkbox
                        size="small"
                        checked={selected.has(option.value)}
                        onChange={(event) => {
                          onChange(togglePermission(value, option.value, event.target.checked));
                        }}
                        slotProps={{ input: { 'aria-label': option.value } }}
                      />
                    }
                  />
                ))}
              </FormGroup>
            </FormControl>
          );
        })}
      </Box>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}
