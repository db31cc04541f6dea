import { errorMessage } from '@loomflow/core';
import type { PricingPlan } from '@loomflow/core';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useEffect, useState } from 'react';
import { useAuthStore } from '../../stores/auth.store.ts';
import { PlanCard } from './PlanCard.tsx';
import { PlanChangeDialog } from './PlanChangeDialog.tsx';
import { usePricingPlans } from './useBilling.ts';

/** How long the success message shows before the page reloads on the new plan. */
export const PLAN_CHANGED_RELOAD_DELAY_MS = 2000;

export interface PricingDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** After a successful plan change, once the delay passed: the app reloads (spec §4: close and reload). */
  readonly onPlanChanged: () => void;
  readonly reloadDelayMs?: number;
}

/** Pricing plans (spec §2/§5): one card per plan; organization admins pick a plan to change to. */
export function PricingDialog({
  open,
  onClose,
  onPlanChanged,
  reloadDelayMs = PLAN_CHANGED_RELOAD_DELAY_MS,
}: PricingDialogProps) {
  const user = useAuthStore((state) => state.user);
  const plans = usePricingPlans(open);
  const [selected, setSelected] = useState<PricingPlan | null>(null);
  const [changed, setChanged] = useState(false);

  useEffect(() => {
    if (!changed) return undefined;
    const timer = setTimeout(() => {
      setSelected(null);
      setChanged(false);
      onClose();
      onPlanChanged();
    }, reloadDelayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [changed, reloadDelayMs, onClose, onPlanChanged]);

  if (!user) return null;
  const canChoose = user.isOrganizationAdmin;
  const close = () => {
    if (!selected) onClose();
  };

  return (
    <>
      <Dialog open={open} onClose={close} maxWidth="lg" fullWidth aria-labelledby="pricing-title">
        <DialogTitle id="pricing-title" sx={{ textAlign: 'center', position: 'relative', pt: 3 }}>
          Pricing Plans
          <IconButton aria-label="Close" onClick={close} sx={{ position: 'absolute', right: 12, top: 12 }}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          {plans.isPending ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
              <CircularProgress aria-label="Loading plans" />
            </Box>
          ) : null}
          {plans.error ? <Alert severity="error">{errorMessage(plans.error)}</Alert> : null}
          {!canChoose && plans.data ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              Only organization admins can change the plan.
            </Alert>
          ) : null}
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              p: 1,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
            }}
          >
            {plans.data?.map((plan) => (
              <PlanCard
                key={plan.title}
                plan={plan}
                isCurrent={plan.prodId !== '' && plan.prodId === user.activeOrganizationProductId}
                canChoose={canChoose}
                onChoose={setSelected}
              />
            ))}
          </Box>
        </DialogContent>
      </Dialog>
      {selected && open ? (
        <PlanChangeDialog
          user={user}
          plan={selected}
          onCancel={() => {
            setSelected(null);
          }}
          onChanged={() => {
            setChanged(true);
          }}
        />
      ) : null}
    </>
  );
}
