import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { hasAllApiKeyPermissions, permissionLabel } from './permission-groups.ts';

const SHOWN = 3;

/** A key's permissions as chips: "All permissions", or the first few plus "+N more" with the rest on hover. */
export function PermissionChips({ permissions }: { readonly permissions: readonly string[] }) {
  if (permissions.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No permissions
      </Typography>
    );
  }
  if (hasAllApiKeyPermissions(permissions)) {
    return <Chip size="small" color="primary" variant="outlined" label="All permissions" />;
  }
  const shown = permissions.slice(0, SHOWN);
  const hidden = permissions.slice(SHOWN);
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {shown.map((permission) => (
        <Chip key={permission} size="small" label={permissionLabel(permission)} title={permission} />
      ))}
      {hidden.length > 0 ? (
        <Tooltip title={hidden.map(permissionLabel).join(', ')}>
          <Chip size="small" variant="outlined" label={`+${hidden.length} more`} />
        </Tooltip>
      ) : null}
    </Stack>
  );
}
