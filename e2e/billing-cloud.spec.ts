import { startFakeStripe, type FakeStripe } from '@loomflow/testkit/fake-stripe';
import { HttpSession, login, newAccount } from '@loomflow/testkit/server';
import { extractLinks, startSmtpSink, type SmtpSink } from '@loomflow/testkit/smtp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { openBrowser } from './support/browser.ts';

const SEATS_BLOCK = 'You must remove additional seats and users before changing your plan.';
const WORKSPACES_BLOCK =
  'You must remove all workspaces except the default workspace before changing your plan.';

async function openPlanChange(page: Page, planTitle: string) {
  await page.getByTestId('upgrade-button').click();
  const card = page.getByRole('group', { name: `${planTitle} plan` });
  await card.getByRole('button', { name: 'Get Started' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Plan Change' });
  await dialog.waitFor();
  return dialog;
}

async function closeDialogs(page: Page) {
  await page
    .getByRole('dialog', { name: 'Confirm Plan Change' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await page.getByRole('dialog', { name: 'Pricing Plans' }).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('dialog', { name: 'Pricing Plans' }).waitFor({ state: 'detached' });
}

describe('cloud plans and billing in Chromium', () => {
  let stripe: FakeStripe;
  let sink: SmtpSink;
  let app: AppServer;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    sink = await startSmtpSink();
    app = await startAppServer({
      PLATFORM_TYPE: 'cloud',
      SMTP_HOST: sink.host,
      SMTP_PORT: String(sink.port),
      BILLING_CONTACT_EMAIL: 'sales@loomflow.test',
      ...stripe.env(),
    });
  });
  afterAll(async () => {
    await app.stop();
    await sink.close();
    await stripe.close();
  });

  it('blocks on seats and on workspaces, then changes plan after a card is added in the billing portal', async () => {
    // A cloud organization admin: registered, email confirmed through the link we mailed.
    const account = newAccount('cloud-admin');
    const api = new HttpSession(app.url);
    const registered = await api.post('/api/v1/account/register', {
      user: { name: account.name, email: account.email, credential: account.password },
    });
    expect(registered.status).toBe(201);
    const mail = await sink.waitForMessage((message) => message.to.includes(account.email));
    const token = new URL(extractLinks(mail.text)[0] ?? '').searchParams.get('token');
    expect((await api.post('/api/v1/account/verify', { user: { tempToken: token } })).status).toBe(200);
    const user = await login(api, account);
    const subscriptionId = user.activeOrganizationSubscriptionId;
    expect(stripe.subscription(subscriptionId)?.customer).toBe(user.activeOrganizationCustomerId);

    const browser = await openBrowser(app.url, 'billing cloud');
    const { page } = browser;
    try {
      await page.goto('/login');
      await page.getByLabel('Email', { exact: true }).fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByTestId('upgrade-button').waitFor();

      // Additional seats block the change.
      stripe.setSeatQuantity(subscriptionId, 1);
      let dialog = await openPlanChange(page, 'Pro');
      await dialog.getByText(SEATS_BLOCK).waitFor();
      expect(await dialog.getByRole('button', { name: 'Confirm Change' }).isDisabled()).toBe(true);
      await closeDialogs(page);
      stripe.setSeatQuantity(subscriptionId, 0);

      // So does a second workspace.
      const created = await api.post<{ id: string }>('/api/v1/workspace', { name: 'Research' });
      expect(created.status).toBe(201);
      dialog = await openPlanChange(page, 'Pro');
      await dialog.getByText(WORKSPACES_BLOCK).waitFor();
      expect(await dialog.getByRole('button', { name: 'Confirm Change' }).isDisabled()).toBe(true);
      await closeDialogs(page);
      expect((await api.delete(`/api/v1/workspace/${created.body.id}`)).status).toBe(204);

      // No card yet: the billing portal (the fake Stripe's) adds one in a new tab.
      dialog = await openPlanChange(page, 'Pro');
      await dialog.getByText('No payment method found').waitFor();
      expect(await dialog.getByRole('button', { name: 'Confirm Change' }).isDisabled()).toBe(true);
      const [portal] = await Promise.all([
        browser.context.waitForEvent('page'),
        dialog.getByRole('button', { name: 'Add Payment Method in Billing Portal' }).click(),
      ]);
      await portal.getByRole('button', { name: 'Add test card' }).click();
      await portal.waitForURL('**/account');
      await portal.close();
      await page.bringToFront();
      await page.evaluate(() => {
        window.dispatchEvent(new Event('visibilitychange'));
        window.dispatchEvent(new Event('focus'));
      });

      await dialog.getByText('•••• 4242').waitFor();
      expect(await dialog.getByTestId('due-today').innerText()).toBe('USD 30.00');
      const confirm = dialog.getByRole('button', { name: 'Confirm Change' });
      await expect.poll(() => confirm.isEnabled()).toBe(true);
      await confirm.click();
      await page.getByText('Subscription updated successfully!').waitFor();
      expect(stripe.subscription(subscriptionId)?.items.data[0]?.price.id).toBe(stripe.catalog.pro.priceId);

      // The page reloads on the new plan: Pro is now the current plan.
      await page.waitForEvent('load');
      await page.getByTestId('upgrade-button').click();
      const pro = page.getByRole('group', { name: 'Pro plan' });
      expect(await pro.getByRole('button', { name: 'Current Plan' }).isDisabled()).toBe(true);
      const stored = await page.evaluate(() => localStorage.getItem('user') ?? '');
      expect(stored).toContain(stripe.catalog.pro.productId);
      const contact = page
        .getByRole('group', { name: 'Enterprise plan' })
        .getByRole('link', { name: 'Contact Us' });
      expect(await contact.getAttribute('href')).toBe('mailto:sales@loomflow.test');
    } finally {
      await browser.close();
    }
  });
});
