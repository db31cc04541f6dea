import { errorMessage } from '@loomflow/core';
import type { Execution } from '@loomflow/core';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LinkIcon from '@mui/icons-material/Link';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { notify } from '../../../ui/notify.ts';
import { useAccess } from '../../auth/useAccess.ts';
import { executionAsJson, publicExecutionUrl } from '../execution-format.ts';
import { useShareExecution } from '../useExecutions.ts';

async function copy(text: string, done: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(done);
  } catch {
    notify.warning('The browser did not allow copying; select the text and copy it yourself.');
  }
}

/**
 * Copy the execution as JSON; share it publicly (with the link copied) or stop sharing — the switch only for
 * people who may update executions (`executions:update`), as the server requires.
 */
export function TraceActions({ execution }: { readonly execution: Execution }) {
  const canShare = useAccess().can('executions:update');
  const share = useShareExecution();
  const link = publicExecutionUrl(execution.id);
  const toggle = async (isPublic: boolean) => {
    try {
      await share.mutateAsync({ id: execution.id, isPublic });
      if (isPublic) await copy(link, 'Public link copied');
      else notify.success('This execution is no longer shared');
    } catch (error: unknown) {
      notify.error(`Failed to change sharing: ${errorMessage(error)}`);
    }
  };
  return (
    <Stack spacing={1} sx={{ alignItems: { md: 'flex-end' } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<ContentCopyIcon />}
          onClick={() => void copy(executionAsJson(execution), 'Execution copied as JSON')}
        >
          Copy JSON
        </Button>
        {canShare ? (
          <FormControlLabel
            control={
              <Switch
                checked={execution.isPublic}
                disabled={share.isPending}
                onChange={(event) => void toggle(event.target.checked)}
              />
            }
            label="Share publicly"
          />
        ) : null}
      </Stack>
      {execution.isPublic ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            size="small"
            label="Public link"
            value={link}
            sx={{ width: 360 }}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <Tooltip title="Copy the public link">
            <IconButton
              aria-label="Copy the public link"
              onClick={() => void copy(link, 'Public link copied')}
            >
              <LinkIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      ) : null}
    </Stack>
  );
}
