import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import { errorMessage } from '@loomflow/core';
import { notify } from '../../ui/notify.ts';

/** Copies a text to the clipboard and says so. */
export function CopyButton({ text, label }: { readonly text: string; readonly label: string }) {
  return (
    <Button
      size="small"
      startIcon={<ContentCopyIcon />}
      onClick={() => {
        navigator.clipboard.writeText(text).then(
          () => notify.success('Copied to the clipboard'),
          (error: unknown) => notify.error(`Could not copy: ${errorMessage(error)}`),
        );
      }}
    >
      {label}
    </Button>
  );
}
