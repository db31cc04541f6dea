import type { ComponentType } from 'react';

/** A dialog the user menu opens; receives `open` and `onClose`. */
export type UserMenuDialog = ComponentType<{ readonly open: boolean; readonly onClose: () => void }>;

export interface DataTransferItem {
  readonly id: 'export' | 'import';
  readonly label: string;
  /** Spec §6: Export and Import need workspace:export / workspace:import. */
  readonly permission: 'workspace:export' | 'workspace:import';
  /** The item's dialog, loaded on first use; an item without one stays hidden. */
  readonly dialog?: () => Promise<UserMenuDialog>;
}

export const DATA_TRANSFER_ITEMS: readonly DataTransferItem[] = [
  {
    id: 'export',
    label: 'Export',
    permission: 'workspace:export',
    dialog: async () => (await import('../../features/export-import/ExportDialog.tsx')).ExportDialog,
  },
  {
    id: 'import',
    label: 'Import',
    permission: 'workspace:import',
    dialog: async () => (await import('../../features/export-import/ImportDialog.tsx')).ImportDialog,
  },
];

/** Spec §2: Update Profile shows only when authenticated, not signed in through SSO, and not on cloud. */
export function showsUpdateProfile(access: {
  readonly isAuthenticated: boolean;
  readonly isSSO: boolean;
  readonly platform: string;
}): boolean {
  return access.isAuthenticated && !access.isSSO && access.platform !== 'cloud';
}
