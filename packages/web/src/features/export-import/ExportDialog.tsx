import { EXPORT_IMPORT_MESSAGES, EXPORT_SELECTION_KEYS, errorMessage } from '@loomflow/core';
import type { ExportRequest, ExportSelectionKey } from '@loomflow/core';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { notify } from '../../ui/notify.ts';
import { ExportSelection } from './ExportSelection.tsx';
import { TransferProgress } from './TransferProgress.tsx';
import { downloadExport } from './export-file.ts';
import { serverMessage } from './transfer-messages.ts';
import { useExportData } from './useTransfers.ts';

function exportRequest(selected: ReadonlySet<ExportSelectionKey>): ExportRequest {
  return Object.fromEntries(EXPORT_SELECTION_KEYS.map((key) => [key, selected.has(key)]));
}

/**
 * Spec §2 Export dialog: choose the data types (all chosen at first), then an exporting state replaces the
 * choices until the server answers; the bundle downloads under the server's file name and the dialog closes.
 * Failures close it with an error toast (spec §8).
 */
export function ExportDialog({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const [selected, setSelected] = useState<ReadonlySet<ExportSelectionKey>>(
    () => new Set(EXPORT_SELECTION_KEYS),
  );
  const exportData = useExportData();
  const exporting = exportData.isPending;

  const start = () => {
    exportData.mutate(exportRequest(selected), {
      onSuccess: (exported) => {
        try {
          downloadExport(exported);
        } catch (error: unknown) {
          notify.error(EXPORT_IMPORT_MESSAGES.exportAllFailed(errorMessage(error)));
        }
        onClose();
      },
      onError: (error) => {
        notify.error(EXPORT_IMPORT_MESSAGES.exportFailed(serverMessage(error)));
        onClose();
      },
    });
  };

  return (
    <Dialog
      open={open}
      onClose={exporting ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="export-dialog-title"
    >
      <DialogTitle id="export-dialog-title">Export Data</DialogTitle>
      <DialogContent>
        {exporting ? (
          <TransferProgress label="Exporting..." />
        ) : (
          <ExportSelection selected={selected} onChange={setSelected} />
        )}
      </DialogContent>
      {exporting ? null : (
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="contained" disabled={selected.size === 0} onClick={start}>
            Export
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
