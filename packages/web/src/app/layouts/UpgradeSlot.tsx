import { useAccess } from '../../features/auth/useAccess.ts';
import { UpgradeButton } from '../../features/billing/UpgradeButton.tsx';
import { useAuthStore } from '../../stores/auth.store.ts';

/**
 * ── Spot for the Upgrade button (spec §2 top bar: cloud organization admins) ──
 * The billing feature (features/billing, issue 3 item 11) renders its button here; the visibility rule is
 * already applied.
 */
export function UpgradeSlot() {
  const { platform } = useAccess();
  const isOrganizationAdmin = useAuthStore((state) => state.isGlobal);
  if (platform !== 'cloud' || !isOrganizationAdmin) return null;
  return <UpgradeButton />;
}
