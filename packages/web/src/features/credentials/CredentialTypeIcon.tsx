import Box from '@mui/material/Box';
import type { CredentialType } from '@loomflow/core';

/** A credential type's inline icon (a data URI: nothing is fetched). */
export function CredentialTypeIcon({ type, size = 32 }: { type: CredentialType | undefined; size?: number }) {
  if (!type) return <Box sx={{ width: size, height: size, borderRadius: 1, bgcolor: 'action.hover' }} />;
  return <Box component="img" src={type.icon} alt="" aria-hidden sx={{ width: size, height: size }} />;
}
