import type {
  AdditionalSeats,
  CustomerDefaultSource,
  LoginResponse,
  PlanUpdateResponse,
  PricingPlan,
  ProrationResult,
} from '@loomflow/core';
import { startFakeStripe, type FakeStripe } from '@loomflow/testkit/fake-stripe';
import {
  login,
  newAccount,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestAccount,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../db/repositories/index.ts';

const SEATS_BLOCK = 'You must remove additional seats and users before changing your plan.';
const WORKSPACES_BLOCK =
  'You must remove all workspaces except the default workspace before changing your plan.';

/** Registers on cloud, confirms the address directly in the database, and logs in. */
async function cloudOwner(
  server: TestServer,
  prefix: string,
): Promise<{ session: HttpSession; user: LoginResponse }> {
  const account: TestAccount = newAccount(prefix);
  const registered = await server.session().post<{ id: string }>('/api/v1/account/register', {
    user: { name: account.name, email: account.email, credential: account.password },
  });
  expect(registered.status).toBe(201);
  await server.server.db
    .updateTable('user')
    .set({ status: 'active' })
    .where('id', '=', registered.body.id)
    .execute();
  const session = server.session();
  return { session, user: await login(session, account) };
}

function planUpdate(session: HttpSession, user: LoginResponse, newPlanId: string, prorationDate: number) {
  return session.post<PlanUpdateResponse>('/api/v1/organization/update-subscription-plan', {
    subscriptionId: user.activeOrganizationSubscriptionId,
    newPlanId,
    prorationDate,
  });
}

describe.each(TEST_DATABASE_KINDS)('cloud plans and billing through Stripe (%s)', (database) => {
  let stripe: FakeStripe;
  let server: TestServer;
  let pro: string;
  let starter: string;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startTestServer({
      database,
      env: { PLATFORM_TYPE: 'cloud', BILLING_CONTACT_EMAIL: 'sales@example.com', ...stripe.env() },
    });
    pro = stripe.catalog.pro.productId;
    starter = stripe.catalog.starter.productId;
  });
  afterAll(async () => {
    await server.close();
    await stripe.close();
  });

  it('gives a new organization a Stripe customer on Starter, and lists the plans', async () => {
    const { session, user } = await cloudOwner(server, 'fresh');
    expect(user.activeOrganizationCustomerId).toMatch(/^cus_/);
    expect(user.activeOrganizationProductId).toBe(starter);
    const subscription = stripe.subscription(user.activeOrganizationSubscriptionId);
    expect(subscription?.customer).toBe(user.activeOrganizationCustomerId);
    expect(stripe.customer(user.activeOrganizationCustomerId)?.email).toBe(user.email);

    const plans = await session.get<PricingPlan[]>('/api/v1/pricing');
    expect(plans.body.map((plan) => [plan.title, plan.prodId, plan.price])).toEqual([
      ['Starter', starter, '$35'],
      ['Pro', pro, '$65'],
      ['Enterprise', '', 'Contact Us'],
    ]);
    expect(plans.body[2]?.contactEmail).toBe('sales@example.com');
    expect(plans.body.filter((plan) => plan.mostPopular).map((plan) => plan.title)).toEqual(['Pro']);
  });

  it('changes plan after a card is added, applying credit, and answers with the new auth data', async () => {
    const { session, user } = await cloudOwner(server, 'upgrade');
    const customerId = user.activeOrganizationCustomerId;
    const source = () =>
      session.get<CustomerDefaultSource>(
        `/api/v1/organization/customer-default-source?customerId=${customerId}`,
      );
    expect((await source()).body.invoice_settings.default_payment_method).toBeNull();

    // Without a payment method the change is refused and nothing changes.
    const preview = await session.get<ProrationResult>(
      `/api/v1/organization/plan-proration?subscriptionId=${user.activeOrganizationSubscriptionId}&newPlanId=${pro}`,
    );
    expect(preview.status).toBe(200);
    const refused = await planUpdate(session, user, pro, preview.body.prorationDate);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: expect.stringContaining('no attached payment source') });

    stripe.setPaymentMethod(customerId);
    stripe.setBalance(customerId, -1000);
    expect((await source()).body.invoice_settings.default_payment_method?.card).toMatchObject({
      brand: 'visa',
      last4: '4242',
    });
    const proration = await session.get<ProrationResult>(
      `/api/v1/organization/plan-proration?subscriptionId=${user.activeOrganizationSubscriptionId}&newPlanId=${pro}`,
    );
    expect(proration.body).toMatchObject({
      currency: 'USD',
      newPlanAmount: 65,
      prorationAmount: 30,
      creditBalance: -10,
      eligibleForFirstMonthFree: false,
    });
    expect(proration.body.currentPeriodEnd).toBeGreaterThan(proration.body.currentPeriodStart);

    const changed = await planUpdate(session, user, pro, proration.body.prorationDate);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ status: 'success', message: 'Subscription updated successfully!' });
    expect(changed.body.user).toMatchObject({
      id: user.id,
      activeOrganizationProductId: pro,
      isOrganizationAdmin: true,
    });
    expect(changed.body.user?.features).toEqual(user.features);
    const invoice = stripe.invoices().at(-1);
    expect(invoice).toMatchObject({ status: 'paid', total: 3000, amount_due: 2000 });
    expect(stripe.customer(customerId)?.balance).toBe(0);

    // The stored organization follows: a fresh login sees Pro.
    const me = await session.post<LoginResponse>('/api/v1/auth/refreshToken');
    expect(me.body.activeOrganizationProductId).toBe(pro);
  });

  it('downgrades to Starter with the first month free, crediting the unused Pro time once', async () => {
    const { session, user } = await cloudOwner(server, 'downgrade');
    stripe.setPaymentMethod(user.activeOrganizationCustomerId);
    const up = await planUpdate(session, user, pro, Math.floor(Date.now() / 1000));
    expect(up.status).toBe(200);

    const subscriptionId = user.activeOrganizationSubscriptionId;
    const preview = await session.get<ProrationResult>(
      `/api/v1/organization/plan-proration?subscriptionId=${subscriptionId}&newPlanId=${starter}`,
    );
    expect(preview.body).toMatchObject({
      eligibleForFirstMonthFree: true,
      prorationAmount: 0,
      newPlanAmount: 35,
    });
    const down = await planUpdate(session, user, starter, preview.body.prorationDate);
    expect(down.body.user?.activeOrganizationProductId).toBe(starter);
    expect(stripe.customer(user.activeOrganizationCustomerId)?.metadata.has_used_first_month_free).toBe(
      'true',
    );
    // Unused Pro time became credit; the free month charged nothing.
    expect(stripe.customer(user.activeOrganizationCustomerId)?.balance).toBe(-6500);

    // Once used, the free month is gone: a negative proration is credit for the next invoice.
    await planUpdate(session, user, pro, Math.floor(Date.now() / 1000));
    const again = await session.get<ProrationResult>(
      `/api/v1/organization/plan-proration?subscriptionId=${subscriptionId}&newPlanId=${starter}`,
    );
    expect(again.body.eligibleForFirstMonthFree).toBe(false);
    expect(again.body.prorationAmount).toBe(-30);
  });

  it('refuses a plan change with additional seats, more users or more workspaces', async () => {
    const { session, user } = await cloudOwner(server, 'blocked');
    stripe.setPaymentMethod(user.activeOrganizationCustomerId);
    const now = () => Math.floor(Date.now() / 1000);
    const subscriptionId = user.activeOrganizationSubscriptionId;
    await planUpdate(session, user, pro, now());

    const seats = await session.post('/api/v1/organization/update-additional-seats', {
      subscriptionId,
      quantity: 2,
      prorationDate: now(),
    });
    expect(seats.status).toBe(200);
    const quantity = await session.get<AdditionalSeats>(
      `/api/v1/organization/additional-seats-quantity?subscriptionId=${subscriptionId}`,
    );
    expect(quantity.body).toEqual({ quantity: 2, totalOrgUsers: 1 });
    const withSeats = await planUpdate(session, user, starter, now());
    expect(withSeats.status).toBe(409);
    expect(withSeats.body).toMatchObject({ message: SEATS_BLOCK });
    expect(stripe.subscription(subscriptionId)?.items.data[0]?.price.product).toBe(pro);

    stripe.setSeatQuantity(subscriptionId, 0);
    const repos = createRepositories(server.server.db);
    const stamp = new Date().toISOString();
    await repos.organizations.createWorkspace({
      id: `ws-extra-${database}`,
      name: 'Research',
      description: null,
      organizationId: user.activeOrganizationId,
      createdDate: stamp,
      updatedDate: stamp,
    });
    const withWorkspaces = await planUpdate(session, user, starter, now());
    expect(withWorkspaces.status).toBe(409);
    expect(withWorkspaces.body).toMatchObject({ message: WORKSPACES_BLOCK });

    const member = await cloudOwner(server, 'member');
    await repos.organizations.addOrganizationUser({
      organizationId: user.activeOrganizationId,
      userId: member.user.id,
      roleId: 'builtin-member',
      isOwner: false,
    });
    const withUsers = await planUpdate(session, user, starter, now());
    expect(withUsers.body).toMatchObject({ message: SEATS_BLOCK });
  });

  it("answers 404 for another organization's ids and 400 for bad input", async () => {
    const mine = await cloudOwner(server, 'mine');
    const theirs = await cloudOwner(server, 'theirs');
    const paths = [
      `/api/v1/organization/additional-seats-quantity?subscriptionId=${theirs.user.activeOrganizationSubscriptionId}`,
      `/api/v1/organization/customer-default-source?customerId=${theirs.user.activeOrganizationCustomerId}`,
      `/api/v1/organization/plan-proration?subscriptionId=${theirs.user.activeOrganizationSubscriptionId}&newPlanId=${pro}`,
      `/api/v1/organization/additional-seats-proration?subscriptionId=${theirs.user.activeOrganizationSubscriptionId}&quantity=1`,
    ];
    for (const path of paths) expect((await mine.session.get(path)).status, path).toBe(404);
    const foreignChange = await planUpdate(mine.session, theirs.user, pro, Math.floor(Date.now() / 1000));
    expect(foreignChange.status).toBe(404);
    expect(
      stripe.subscription(theirs.user.activeOrganizationSubscriptionId)?.items.data[0]?.price.product,
    ).toBe(starter);
    const badQuery = await mine.session.get(
      '/api/v1/organization/additional-seats-proration?subscriptionId=x&quantity=-1',
    );
    expect(badQuery.status).toBe(400);
  });

  it('opens the billing portal, declines a card, and cancels', async () => {
    const { session, user } = await cloudOwner(server, 'portal');
    const portal = await session.get<{ url: string }>('/api/v1/account/billing');
    expect(portal.body.url.startsWith(`${stripe.url}/portal/`)).toBe(true);

    stripe.setPaymentMethod(user.activeOrganizationCustomerId);
    stripe.failNextPayment('Your card was declined.');
    const declined = await planUpdate(session, user, pro, Math.floor(Date.now() / 1000));
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({ message: 'Your card was declined.' });
    expect(stripe.subscription(user.activeOrganizationSubscriptionId)?.items.data[0]?.price.product).toBe(
      starter,
    );

    const canceled = await session.post('/api/v1/account/cancel-subscription');
    expect(canceled.status).toBe(200);
    expect(stripe.subscription(user.activeOrganizationSubscriptionId)?.status).toBe('canceled');
  });
});

describe('billing where it is not available', () => {
  it('answers 503 on a cloud without Stripe and 404 off cloud', async () => {
    const cloud = await startTestServer({ env: { PLATFORM_TYPE: 'cloud' } });
    const openSource = await startTestServer();
    try {
      const unconfigured = await cloud.session().get<{ message: string }>('/api/v1/pricing');
      expect(unconfigured.status).toBe(503);
      expect(unconfigured.body.message).toMatch(/STRIPE_SECRET_KEY/);
      expect((await openSource.session().get('/api/v1/pricing')).status).toBe(404);
    } finally {
      await cloud.close();
      await openSource.close();
    }
  });
});
