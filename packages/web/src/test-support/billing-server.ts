import type { AuthUser, PlanUpdateResponse, PricingPlan, ProrationResult } from '@loomflow/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse, stubFetch } from './fetch-stub.ts';
import type { RecordedRequest } from './fetch-stub.ts';
import { OPEN_SOURCE_SETTINGS, TEST_LOGIN } from './fixtures.ts';

/** A cloud organization admin on Starter, with billing ids. */
export const CLOUD_USER: AuthUser = {
  ...TEST_LOGIN,
  activeOrganizationSubscriptionId: 'sub_1',
  activeOrganizationCustomerId: 'cus_1',
  activeOrganizationProductId: 'prod_starter',
};
export const CLOUD_LOGIN = { ...TEST_LOGIN, ...CLOUD_USER };

export const PLANS: PricingPlan[] = [
  {
    title: 'Starter',
    subtitle: 's',
    price: '$35',
    period: '/month',
    features: [{ text: 'A' }],
    prodId: 'prod_starter',
    mostPopular: false,
  },
  {
    title: 'Pro',
    subtitle: 'p',
    price: '$65',
    period: '/month',
    features: [{ text: 'B', subtext: 'b' }],
    prodId: 'prod_pro',
    mostPopular: true,
  },
  {
    title: 'Enterprise',
    subtitle: 'e',
    price: 'Contact Us',
    period: '',
    features: [],
    prodId: '',
    mostPopular: false,
    contactEmail: 'sales@example.com',
  },
];

export const PRORATION: ProrationResult = {
  currentPeriodStart: 1_767_225_600,
  currentPeriodEnd: 1_769_904_000,
  currency: 'USD',
  newPlanAmount: 65,
  prorationAmount: 30,
  creditBalance: -10,
  prorationDate: 1_767_300_000,
  eligibleForFirstMonthFree: false,
};

export interface BillingServer {
  seats: number;
  users: number;
  workspaces: number;
  card: boolean;
  proration: ProrationResult;
  update: () => Response;
}

export function serveBilling(overrides: Partial<BillingServer> = {}) {
  const state: BillingServer = {
    seats: 0,
    users: 1,
    workspaces: 1,
    card: true,
    proration: PRORATION,
    update: () =>
      jsonResponse(200, {
        status: 'success',
        message: 'Subscription updated successfully!',
        user: { ...CLOUD_LOGIN, activeOrganizationProductId: 'prod_pro' },
      } satisfies PlanUpdateResponse),
    ...overrides,
  };
  const log = stubFetch((request: RecordedRequest) => {
    const path = request.path.split('?')[0];
    switch (path) {
      case '/settings':
        return jsonResponse(200, { ...OPEN_SOURCE_SETTINGS, PLATFORM_TYPE: 'cloud' });
      case '/pricing':
        return jsonResponse(200, PLANS);
      case '/organization/additional-seats-quantity':
        return jsonResponse(200, { quantity: state.seats, totalOrgUsers: state.users });
      case '/organization/get-current-usage':
        return jsonResponse(200, {
          plan: 'Starter',
          users: { usage: state.users, limit: 1 },
          workspaces: { usage: state.workspaces, limit: 1 },
          additionalSeats: state.seats,
        });
      case '/organization/customer-default-source':
        return jsonResponse(200, {
          id: 'cus_1',
          invoice_settings: {
            default_payment_method: state.card
              ? { id: 'pm_1', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 } }
              : null,
          },
        });
      case '/organization/plan-proration':
        return jsonResponse(200, state.proration);
      case '/organization/update-subscription-plan':
        return state.update();
      case '/account/billing':
        return jsonResponse(200, { url: 'https://billing.example/session' });
      default:
        return errorResponse(404, 'Not found');
    }
  });
  return { state, log, called: (path: string) => log.some((request) => request.path.startsWith(path)) };
}

export async function openPlanChange(planTitle: string, existing?: ReturnType<typeof userEvent.setup>) {
  const user = existing ?? userEvent.setup();
  if (!existing) await user.click(await screen.findByTestId('upgrade-button'));
  const card = await screen.findByRole('group', { name: `${planTitle} plan` });
  await user.click(within(card).getByRole('button', { name: 'Get Started' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Confirm Plan Change' }) };
}

export const confirmButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Confirm Change' });
