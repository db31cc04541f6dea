import UpgradeIcon from '@mui/icons-material/Upgrade';
import Button from '@mui/material/Button';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useAuthStore } from '../../stores/auth.store.ts';
import { useAccess } from '../auth/useAccess.ts';

// The pricing dialog and its billing code load only when someone opens it.
const PricingDialog = lazy(() =>
  import('./PricingDialog.tsx').then((module) => ({ default: module.PricingDialog })),
);

function reloadPage(): void {
  window.location.reload();
}

export interface UpgradeButtonProps {
  /** What happens once the plan changed (default: reload the page on the new plan). */
  readonly onPlanChanged?: () => void;
}

/** The top bar's Upgrade button (spec §2): cloud organization admins only; opens the pricing plans. */
export function UpgradeButton({ onPlanChanged = reloadPage }: UpgradeButtonProps) {
  const { platform } = useAccess();
  const isAdmin = useAuthStore((state) => state.user?.isOrganizationAdmin ?? false);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => {
    setOpen(false);
  }, []);
  if (platform !== 'cloud' || !isAdmin) return null;
  return (
    <>
      <Button
        variant="contained"
        size="small"
        startIcon={<UpgradeIcon />}
        data-testid="upgrade-button"
        onClick={() => {
          setOpen(true);
        }}
        sx={{ borderRadius: 5, textTransform: 'none', fontWeight: 600 }}
      >
        Upgrade
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <PricingDialog open={open} onClose={close} onPlanChanged={onPlanChanged} />
        </Suspense>
      ) : null}
    </>
  );
}
