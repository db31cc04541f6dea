import { errorMessage, OUTBOUND_ACCESS_EXPLANATION, type OutboundAccessEntry } from '@loomflow/core';
import LanOutlinedIcon from '@mui/icons-material/LanOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { notify } from '../../ui/notify.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { useConfirm } from '../../ui/useConfirm.ts';
import { AddOutboundAccessForm } from './AddOutboundAccessForm.tsx';
import { OutboundAccessChanges } from './OutboundAccessChanges.tsx';
import { OutboundAccessTable } from './OutboundAccessTable.tsx';
import { useOutboundAccess, useRemoveOutboundAccess } from './useOutboundAccess.ts';

/**
 * `/outbound-access` (enterprise, organization administrators): the private hosts flows may reach. Changes apply
 * to the next connection without a restart, and each one is kept in the audit log below the list.
 */
export function OutboundAccessPage() {
  const list = useOutboundAccess();
  const remove = useRemoveOutboundAccess();
  const confirm = useConfirm();

  const onRemove = async (entry: OutboundAccessEntry) => {
    const confirmed = await confirm({
      title: 'Remove Entry',
      description: `Flows will no longer reach ${entry.entry}: their next connection there is refused.`,
      confirmButtonName: 'Remove',
      cancelButtonName: 'Cancel',
    });
    if (!confirmed) return;
    remove.mutate(entry.id, {
      onSuccess: () => notify.success(`${entry.entry} removed from Outbound access`),
      onError: (error) => notify.error(`Could not remove ${entry.entry}: ${errorMessage(error)}`),
    });
  };

  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          Outbound Access
        </Typography>
        <Typography color="text.secondary">{OUTBOUND_ACCESS_EXPLANATION}</Typography>
        <Typography variant="body2" color="text.secondary">
          Other private, loopback and link-local addresses stay out of reach. Changes apply to the next
          connection, without a restart.
        </Typography>
      </Stack>
      <AddOutboundAccessForm />
      {list.isPending ? (
        <PageLoader label="Loading outbound access" />
      ) : list.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              Retry
            </Button>
          }
        >
          Could not load outbound access: {errorMessage(list.error)}
        </Alert>
      ) : (
        <>
          {list.data.entries.length === 0 ? (
            <EmptyState
              icon={LanOutlinedIcon}
              title="No private hosts allowed"
              text="Flows reach public addresses only. Add the hosts of your model servers, vector stores, databases or internal APIs above."
            />
          ) : (
            <OutboundAccessTable
              entries={list.data.entries}
              removingId={remove.isPending ? remove.variables : undefined}
              onRemove={(entry) => void onRemove(entry)}
            />
          )}
          {list.data.changes.length > 0 ? (
            <Stack spacing={1.5}>
              <Typography variant="h6" component="h2">
                Recent changes
              </Typography>
              <OutboundAccessChanges changes={list.data.changes} />
            </Stack>
          ) : null}
        </>
      )}
    </Stack>
  );
}
