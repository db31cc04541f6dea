import { BILLING_MESSAGES, errorMessage } from '@loomflow/core';
import type { AuthUser, PlanUpdateResponse, PricingPlan } from '@loomflow/core';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { billingApi } from '../../api/billing.api.ts';
import { isApiError } from '../../api/api-error.ts';
import { useAuthStore } from '../../stores/auth.store.ts';
import { notify } from '../../ui/notify.ts';
import { PaymentMethodSection } from './PaymentMethodSection.tsx';
import { ProrationSummary } from './ProrationSummary.tsx';
import { usePlanChangeGate, usePlanChangeQuote } from './useBilling.ts';

/** Applies the answer of a plan update (spec §8): success replaces the auth data; anything else says why. */
function applyPlanUpdate(response: PlanUpdateResponse, plan: PricingPlan): boolean {
  if (response.status !== 'success') {
    notify.error(response.message || BILLING_MESSAGES.updateFailed);
    return false;
  }
  // The answer must carry the user on the new plan; otherwise the change cannot be confirmed here.
  if (!response.user || response.user.activeOrganizationProductId !== plan.prodId) {
    notify.error(BILLING_MESSAGES.verifyFailed);
    return false;
  }
  useAuthStore.getState().loginSuccess(response.user);
  notify.success(BILLING_MESSAGES.updated);
  return true;
}

function Blocked({ message }: { readonly message: string }) {
  return (
    <Typography color="error" role="alert" sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1 }}>
      <ErrorOutlineIcon fontSize="small" />
      {message}
    </Typography>
  );
}

export interface PlanChangeDialogProps {
  readonly user: AuthUser;
  readonly plan: PricingPlan;
  readonly onCancel: () => void;
  /** Called once the plan changed and the auth data was replaced. */
  readonly onChanged: () => void;
}

/**
 * Confirm Plan Change (spec §4/§5): blocked by seats, users or workspaces; else the payment method, then the
 * proration; Confirm only with a payment method, a loaded proration and nothing busy.
 */
export function PlanChangeDialog({ user, plan, onCancel, onChanged }: PlanChangeDialogProps) {
  const gate = usePlanChangeGate(user, true);
  const mayProceed = !gate.isLoading && gate.error === null && gate.block === null;
  const quote = usePlanChangeQuote(user, plan, mayProceed);
  const [isUpdating, setIsUpdating] = useState(false);
  const [isDone, setIsDone] = useState(false);
  const busy = isUpdating || isDone || quote.source.isFetching || quote.proration.isFetching;
  const canConfirm = mayProceed && quote.hasPaymentMethod && quote.proration.data !== undefined && !busy;

  const confirm = async () => {
    const proration = quote.proration.data;
    if (!proration) return;
    setIsUpdating(true);
    try {
      const response = await billingApi.updateSubscriptionPlan(
        user.activeOrganizationSubscriptionId,
        plan.prodId,
        proration.prorationDate,
      );
      if (applyPlanUpdate(response, plan)) {
        setIsDone(true);
        onChanged();
      }
    } catch (error: unknown) {
      // The server's own message when it sent one (a block, a declined card), else the generic failure.
      const serverMessage = isApiError(error) && error.status > 0 ? error.message : '';
      notify.error(serverMessage || BILLING_MESSAGES.updateFailed);
    } finally {
      setIsUpdating(false);
    }
  };

  const close = () => {
    if (!isUpdating && !isDone) onCancel();
  };

  return (
    <Dialog open fullWidth maxWidth="sm" onClose={close} aria-labelledby="plan-change-title">
      <DialogTitle id="plan-change-title">Confirm Plan Change</DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ mt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Change to the {plan.title} plan ({plan.price}
            {plan.period}).
          </Typography>
          {gate.isLoading ? <CircularProgress size={20} aria-label="Checking your organization" /> : null}
          {gate.error ? <Blocked message={errorMessage(gate.error)} /> : null}
          {gate.block ? <Blocked message={gate.block} /> : null}
          {mayProceed ? (
            <>
              <PaymentMethodSection
                source={quote.source.data}
                isLoading={quote.source.isPending}
                error={quote.source.error}
              />
              {quote.hasPaymentMethod && quote.proration.isPending ? (
                <Box sx={{ display: 'flex', justifyContent: 'center' }}>
                  <CircularProgress size={16} aria-label="Loading proration" />
                </Box>
              ) : null}
              {quote.proration.error ? <Blocked message={errorMessage(quote.proration.error)} /> : null}
              {quote.proration.data ? (
                <ProrationSummary plan={plan} proration={quote.proration.data} />
              ) : null}
            </>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={isUpdating || isDone}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={!canConfirm}>
          {isUpdating ? (
            <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <CircularProgress size={16} color="inherit" />
              Updating Plan...
            </Box>
          ) : (
            'Confirm Change'
          )}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
