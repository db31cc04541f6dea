import type { DocumentStoreStatus } from '@loomflow/core';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { STATUS_LOOK } from './store-status.ts';

/** A store's or loader's status as a coloured chip, its meaning on hover. */
export function StoreStatusChip({ status }: { readonly status: DocumentStoreStatus }) {
  const look = STATUS_LOOK[status];
  return (
    <Tooltip title={look.meaning}>
      <Chip
        size="small"
        label={status}
        color={look.colour}
        variant={look.variant}
        data-testid="store-status"
        data-status={status}
      />
    </Tooltip>
  );
}
