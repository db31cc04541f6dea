import type { DocumentStoreStatus } from '@loomflow/core';

export type StatusColour = 'default' | 'info' | 'success' | 'warning' | 'error' | 'primary' | 'secondary';

interface StatusLook {
  readonly colour: StatusColour;
  readonly variant: 'filled' | 'outlined';
  /** What it means, for the chip's tooltip. */
  readonly meaning: string;
}

/** How each store (and loader) status looks: one colour per status. */
export const STATUS_LOOK: Readonly<Record<DocumentStoreStatus, StatusLook>> = {
  EMPTY: { colour: 'default', variant: 'outlined', meaning: 'No documents loaded yet' },
  NEW: { colour: 'info', variant: 'outlined', meaning: 'Created, nothing processed yet' },
  SYNC: {
    colour: 'primary',
    variant: 'outlined',
    meaning: 'Chunks ready; not upserted to a vector store yet',
  },
  SYNCING: { colour: 'secondary', variant: 'outlined', meaning: 'Loading and splitting documents' },
  STALE: { colour: 'warning', variant: 'outlined', meaning: 'Chunks changed since the last upsert' },
  UPSERTING: { colour: 'secondary', variant: 'filled', meaning: 'Upserting chunks to the vector store' },
  UPSERTED: { colour: 'success', variant: 'filled', meaning: 'Chunks are in the vector store' },
};
