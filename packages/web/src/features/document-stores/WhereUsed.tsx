import type { DocumentStoreUsage } from '@loomflow/core';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { flowCanvasPath, flowTypeLabel } from './store-paths.ts';

/** The flows that retrieve from the store, each a link to its canvas. */
export function WhereUsed({ usages }: { readonly usages: readonly DocumentStoreUsage[] }) {
  if (usages.length === 0) {
    return <Typography color="text.secondary">No flow uses this document store yet.</Typography>;
  }
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ flexWrap: 'wrap', rowGap: 1 }}
      aria-label="Flows using this store"
    >
      {usages.map((usage) => (
        <Chip
          key={`${usage.type}:${usage.id}`}
          clickable
          component={RouterLink}
          to={flowCanvasPath(usage)}
          label={`${flowTypeLabel(usage.type)}: ${usage.name}`}
        />
      ))}
    </Stack>
  );
}
