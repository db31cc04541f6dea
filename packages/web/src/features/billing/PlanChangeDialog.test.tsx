import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth.store.ts';
import {
  CLOUD_LOGIN,
  confirmButton,
  openPlanChange,
  PRORATION,
  serveBilling,
} from '../../test-support/billing-server.ts';
import { errorResponse, jsonResponse } from '../../test-support/fetch-stub.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
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

describe('Confirm Plan Change', () => {
  it('shows a downgrade credit for the next invoice', async () => {
    serveBilling({
      proration: { ...PRORATION, newPlanAmount: 35, prorationAmount: -12.4, creditBalance: 0 },
    });
    useAuthStore.getState().loginSuccess({ ...CLOUD_LOGIN, activeOrganizationProductId: 'prod_pro' });
    renderRoutes([{ path: '/', element: <UpgradeButton /> }], '/');
    const { dialog } = await openPlanChange('Starter');
    expect((await within(dialog).findByTestId('credit-balance')).textContent).toBe('+USD 12.40');
    expect(
      within(dialog).getByText('Your available credit will automatically apply to your next invoice.'),
    ).toBeTruthy();
    expect(within(dialog).getByTestId('due-today').textContent).toBe('USD 0.00');
  });

  it('gives the first month of Starter free when eligible', async () => {
    serveBilling({
      proration: {
        ...PRORATION,
        newPlanAmount: 35,
        prorationAmount: 0,
        creditBalance: 0,
        eligibleForFirstMonthFree: true,
      },
    });
    useAuthStore.getState().loginSuccess({ ...CLOUD_LOGIN, activeOrganizationProductId: 'prod_pro' });
    renderRoutes([{ path: '/', element: <UpgradeButton /> }], '/');
    const { dialog } = await openPlanChange('Starter');
    expect(await within(dialog).findByTestId('first-month-free')).toBeTruthy();
    expect(within(dialog).getByText('First Month Discount')).toBeTruthy();
    expect(within(dialog).getByTestId('due-today').textContent).toBe('USD 0.00');
  });

  it.each([
    [
      'the server message of a refusal',
      () => errorResponse(402, 'Your card was declined.'),
      'Your card was declined.',
    ],
    [
      'a failure without a message',
      () => jsonResponse(200, { status: 'error', message: '' }),
      'Subscription failed to update',
    ],
    [
      'a success that does not carry the new plan',
      () => jsonResponse(200, { status: 'success', message: 'ok' }),
      'Failed to verify subscription',
    ],
  ])('reports %s', async (_case, update, message) => {
    serveBilling({ update });
    const reloaded = vi.fn();
    renderRoutes([{ path: '/', element: <UpgradeButton onPlanChanged={reloaded} /> }], '/');
    const { user, dialog } = await openPlanChange('Pro');
    await waitFor(() => {
      expect(confirmButton(dialog).hasAttribute('disabled')).toBe(false);
    });
    await user.click(confirmButton(dialog));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(useAuthStore.getState().user?.activeOrganizationProductId).toBe('prod_starter');
    expect(reloaded).not.toHaveBeenCalled();
  });
});
