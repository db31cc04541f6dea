import { isRecord, EXPORT_IMPORT_MESSAGES, errorMessage } from '@loomflow/core';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { notify } from '../../ui/notify.ts';
import { readFileText } from '../datasets/read-file-text.ts';
import { TransferProgress } from './TransferProgress.tsx';
import { isJsonFileName } from './export-file.ts';
import { serverMessage } from './transfer-messages.ts';
import { useImportData } from './useTransfers.ts';

/** The file's JSON object; throws with a readable reason when the file is not one. */
async function readBundle(file: File): Promise<Record<string, unknown>> {
  const parsed: unknown = JSON.parse(await readFileText(file));
  if (!isRecord(parsed)) throw new Error('the file does not hold an export bundle (a JSON object)');
  return parsed;
}

/**
 * Spec §2 Import: opening it shows the file picker (.json); a chosen file is read and sent while the importing
 * dialog shows, then a toast says how it went and the lists refresh. Closing the picker without a file closes it.
 */
export function ImportDialog({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const asked = useRef(false);
  const [importing, setImporting] = useState(false);
  const importData = useImportData();

  useEffect(() => {
    const picker = input.current;
    if (!open || !picker) return undefined;
    picker.addEventListener('cancel', onClose);
    if (!asked.current) {
      asked.current = true;
      picker.click();
    }
    return () => {
      picker.removeEventListener('cancel', onClose);
    };
  }, [open, onClose]);

  const fail = (message: string) => {
    notify.error(message);
    onClose();
  };

  const importFile = async (file: File) => {
    if (!isJsonFileName(file.name)) {
      fail(EXPORT_IMPORT_MESSAGES.invalidFile);
      return;
    }
    setImporting(true);
    let bundle: Record<string, unknown>;
    try {
      bundle = await readBundle(file);
    } catch (error: unknown) {
      fail(EXPORT_IMPORT_MESSAGES.importFailed(errorMessage(error)));
      return;
    }
    importData.mutate(bundle, {
      onSuccess: () => {
        notify.success(EXPORT_IMPORT_MESSAGES.importSuccess);
        onClose();
      },
      onError: (error) => {
        fail(EXPORT_IMPORT_MESSAGES.importFailed(serverMessage(error)));
      },
    });
  };

  const onPicked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void importFile(file);
    else onClose();
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        hidden
        onChange={onPicked}
        data-testid="import-file-input"
        aria-label="Import file"
      />
      <Dialog open={open && importing} aria-labelledby="import-dialog-title" maxWidth="xs">
        <DialogTitle id="import-dialog-title">Import Data</DialogTitle>
        <DialogContent>
          <TransferProgress label="Importing..." />
        </DialogContent>
      </Dialog>
    </>
  );
}
