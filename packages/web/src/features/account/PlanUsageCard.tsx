import { errorMessage } from '@loomflow/core';
import type { CurrentUsage } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { billingApi } from '../../api/billing.api.ts';
import { notify } from '../../ui/notify.ts';
import { useConfirm } from '../../ui/useConfirm.ts';
import { UpgradeButton } from '../billing/UpgradeButton.tsx';
import { accountApi } from './account.api.ts';

function UsageLine({ label, usage }: { readonly label: string; readonly usage: CurrentUsage['users'] }) {
  const percent = usage.limit ? Math.min(100, (usage.usage / usage.limit) * 100) : 0;
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography>{label}</Typography>
        <Typography color="text.secondary">
          {usage.usage.toLocaleString()} of{' '}
          {usage.limit === null ? 'unlimited' : usage.limit.toLocaleString()}
        </Typography>
      </Stack>
      {usage.limit !== null ? <LinearProgress variant="determinate" value={percent} /> : null}
    </Stack>
  );
}

/** Cloud: the plan, what the organization uses of it, the billing portal and cancelling. */
export function PlanUsageCard({ isAdmin }: { readonly isAdmin: boolean }) {
  const confirm = useConfirm();
  const usage = useQuery({ queryKey: ['billing', 'account-usage'], queryFn: billingApi.currentUsage });
  const portal = useMutation({ mutationFn: billingApi.billingPortal });
  const cancel = useMutation({ mutationFn: accountApi.cancelSubscription });

  const openPortal = async () => {
    // Open the tab before the call so pop-up blockers allow it, then point it at the portal.
    const tab = window.open('', '_blank');
    try {
      const { url } = await portal.mutateAsync();
      if (tab) tab.location.href = url;
      else window.location.href = url;
    } catch (error: unknown) {
      tab?.close();
      notify.error(`Could not open the billing portal: ${errorMessage(error)}`);
    }
  };

  const onCancel = async () => {
    const confirmed = await confirm({
      title: 'Cancel Subscription',
      description:
        'Your subscription ends now and nothing more is charged. Your organization loses access to paid features; this cannot be undone here.',
      confirmButtonName: 'Cancel Subscription',
      cancelButtonName: 'Keep Subscription',
      customBtnId: 'confirm-cancel-subscription',
    });
    if (!confirmed) return;
    try {
      const { message } = await cancel.mutateAsync();
      notify.success(message);
    } catch (error: unknown) {
      notify.error(`Failed to cancel the subscription: ${errorMessage(error)}`);
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography variant="h6" sx={{ flexGrow: 1 }}>
              Plan and usage
            </Typography>
            <UpgradeButton />
          </Stack>
          {usage.isPending ? (
            <LinearProgress aria-label="Loading usage" />
          ) : usage.isError ? (
            <Alert severity="error">Could not load usage: {errorMessage(usage.error)}</Alert>
          ) : (
            <>
              <Typography>
                Current plan: <strong>{usage.data.plan ?? 'none'}</strong>
              </Typography>
              <UsageLine label="Users (seats)" usage={usage.data.users} />
              <UsageLine label="Workspaces" usage={usage.data.workspaces} />
              <Typography color="text.secondary">
                Additional seats: {usage.data.additionalSeats.toLocaleString()}
              </Typography>
            </>
          )}
          {isAdmin ? (
            <Stack direction="row" spacing={2}>
              <Button variant="outlined" onClick={() => void openPortal()} loading={portal.isPending}>
                Billing Portal
              </Button>
              <Button color="error" onClick={() => void onCancel()} loading={cancel.isPending}>
                Cancel Subscription
              </Button>
            </Stack>
          ) : (
            <Typography color="text.secondary">Only organization admins manage billing.</Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
