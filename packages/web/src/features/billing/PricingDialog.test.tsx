import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth.store.ts';
import {
  CLOUD_LOGIN,
  confirmButton,
  openPlanChange,
  serveBilling,
} from '../../test-support/billing-server.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { PricingDialog } from './PricingDialog.tsx';
import { UpgradeButton } from './UpgradeButton.tsx';

beforeEach(() => {
  useAuthStore.getState().loginSuccess(CLOUD_LOGIN);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.getState().clearAuth();
  localStorage.clear();
});

describe('Upgrade and the pricing plans', () => {
  it('changes plan: payment method, proration, confirm, new auth data, success and reload', async () => {
    const { log } = serveBilling();
    const reloaded = vi.fn();
    renderRoutes([{ path: '/', element: <UpgradeButton onPlanChanged={reloaded} /> }], '/');

    const user = userEvent.setup();
    await user.click(await screen.findByTestId('upgrade-button'));
    const starter = await screen.findByRole('group', { name: 'Starter plan' });
    expect(within(starter).getByRole('button', { name: 'Current Plan' }).hasAttribute('disabled')).toBe(true);
    const enterprise = screen.getByRole('group', { name: 'Enterprise plan' });
    expect(within(enterprise).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe(
      'mailto:sales@example.com',
    );
    const { dialog } = await openPlanChange('Pro', user);

    expect(await within(dialog).findByText('•••• 4242')).toBeTruthy();
    expect((await within(dialog).findByTestId('due-today')).textContent).toBe('USD 20.00');
    expect(within(dialog).getByText('Applied account balance')).toBeTruthy();
    await waitFor(() => {
      expect(confirmButton(dialog).hasAttribute('disabled')).toBe(false);
    });
    // The payment method was fetched before the proration.
    const order = log.map((request) => request.path.split('?')[0]);
    expect(order.indexOf('/organization/customer-default-source')).toBeLessThan(
      order.indexOf('/organization/plan-proration'),
    );

    await user.click(confirmButton(dialog));
    expect(await screen.findByText('Subscription updated successfully!')).toBeTruthy();
    const update = log.find((request) => request.path === '/organization/update-subscription-plan');
    expect(update?.body).toEqual({
      subscriptionId: 'sub_1',
      newPlanId: 'prod_pro',
      prorationDate: 1_767_300_000,
    });
    expect(useAuthStore.getState().user?.activeOrganizationProductId).toBe('prod_pro');
    await waitFor(
      () => {
        expect(reloaded).toHaveBeenCalledTimes(1);
      },
      { timeout: 4000 },
    );
  });

  it('shows No payment method found with the billing portal, and keeps Confirm disabled until a card exists', async () => {
    const { state, called } = serveBilling({ card: false });
    const opened = vi.fn();
    vi.stubGlobal('open', opened);
    renderRoutes([{ path: '/', element: <UpgradeButton /> }], '/');
    const { user, dialog } = await openPlanChange('Pro');

    expect(await within(dialog).findByText('No payment method found')).toBeTruthy();
    expect(confirmButton(dialog).hasAttribute('disabled')).toBe(true);
    expect(called('/organization/plan-proration')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Add Payment Method in Billing Portal' }));
    await waitFor(() => {
      expect(opened).toHaveBeenCalledWith('https://billing.example/session', '_blank', 'noopener');
    });

    // Back from the portal with a card: the window regains focus and the flow carries on.
    state.card = true;
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
    });
    expect(await within(dialog).findByTestId('due-today')).toBeTruthy();
    await waitFor(() => {
      expect(confirmButton(dialog).hasAttribute('disabled')).toBe(false);
    });
  });

  it.each([
    [{ seats: 2 }, 'You must remove additional seats and users before changing your plan.'],
    [{ users: 3 }, 'You must remove additional seats and users before changing your plan.'],
    [
      { workspaces: 2 },
      'You must remove all workspaces except the default workspace before changing your plan.',
    ],
  ])('blocks the change (%o)', async (situation, message) => {
    const { called } = serveBilling(situation);
    renderRoutes([{ path: '/', element: <UpgradeButton /> }], '/');
    const { dialog } = await openPlanChange('Pro');
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(confirmButton(dialog).hasAttribute('disabled')).toBe(true);
    expect(called('/organization/customer-default-source')).toBe(false);
  });
});

describe('non-admins', () => {
  it('see no Upgrade button, and every plan button is disabled', async () => {
    serveBilling();
    useAuthStore.getState().loginSuccess({ ...CLOUD_LOGIN, isOrganizationAdmin: false });
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <UpgradeButton />
              <PricingDialog open onClose={() => undefined} onPlanChanged={() => undefined} />
            </>
          ),
        },
      ],
      '/',
    );
    const cards = await screen.findAllByTestId('plan-card');
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      const button = within(card).getByText(/Current Plan|Get Started|Contact Us/, { selector: 'a,button' });
      expect(button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true').toBe(true);
    }
    expect(screen.queryByTestId('upgrade-button')).toBeNull();
  });
});
