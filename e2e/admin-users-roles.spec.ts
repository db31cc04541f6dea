import { AUTH_MESSAGES } from '@loomflow/core';
import { HttpSession, newAccount, testLicenseEnv, type TestAccount } from '@loomflow/testkit/server';
import { extractLinks, startSmtpSink, type SmtpSink } from '@loomflow/testkit/smtp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { openBrowser } from './support/browser.ts';
import { menuItems, signInThroughUi, waitForPath } from './support/shell-checks.ts';

async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** An API call from the page, with its cookies and XSRF header, as the app makes it. */
function callFromPage(
  page: Page,
  method: string,
  path: string,
): Promise<{ status: number; message: string }> {
  return page.evaluate(
    async ([verb, url]) => {
      const xsrf = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch(url, {
        method: verb,
        credentials: 'include',
        headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      return { status: response.status, message: body.message ?? '' };
    },
    [method, path] as const,
  );
}

/** The token of the first link in a mail that goes to `path`. */
function tokenOf(text: string, path: string): string {
  const link = extractLinks(text).find((candidate) => candidate.includes(`${path}?token=`));
  if (!link) throw new Error(`no ${path} link in the mail:\n${text}`);
  return new URL(link).searchParams.get('token') ?? '';
}

/** With mail set up the first account verifies its address (through the sink) before signing in. */
async function setUpVerifiedOwner(baseUrl: string, sink: SmtpSink): Promise<TestAccount> {
  const account = newAccount('owner');
  const session = new HttpSession(baseUrl);
  const registered = await session.post('/api/v1/account/register', {
    user: { name: account.name, email: account.email, credential: account.password },
    organization: { name: 'People Lab' },
  });
  expect(registered.status).toBe(201);
  const mail = await sink.waitForMessage((message) => message.to.includes(account.email));
  const verified = await session.post('/api/v1/account/verify', {
    user: { tempToken: tokenOf(mail.text, '/verify') },
  });
  expect(verified.status).toBe(200);
  return account;
}

describe('users and roles administration, enterprise, in Chromium', () => {
  let sink: SmtpSink;
  let app: AppServer;
  let owner: TestAccount;

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startAppServer({
      PLATFORM_TYPE: 'enterprise',
      ...testLicenseEnv(),
      SMTP_HOST: sink.host,
      SMTP_PORT: String(sink.port),
      SENDER_EMAIL: 'noreply@loomflow.test',
    });
    owner = await setUpVerifiedOwner(app.url, sink);
  });
  afterAll(async () => {
    await app.stop();
    await sink.close();
  });

  it('invites by mail, gives a custom role without tools:view, then deactivates the user', async () => {
    const invitee = newAccount('invitee');
    const admin = await openBrowser(app.url, 'admin users roles');
    const adminPage = admin.page;
    await signInThroughUi(adminPage, owner);

    // Invite by email from /users.
    await adminPage.goto('/users');
    await adminPage.getByRole('heading', { name: 'Users', exact: true }).waitFor();
    await adminPage.getByTestId('invite-user-button').click();
    const invite = adminPage.getByRole('dialog', { name: 'Invite User' });
    await invite.getByLabel('Email').fill(invitee.email);
    await invite.getByRole('button', { name: 'Send Invite' }).click();
    await invite.waitFor({ state: 'detached' });
    const pendingRow = adminPage.getByTestId(`user-row-${invitee.email}`);
    await pendingRow.getByText('Invite pending').waitFor();

    // The mail carries the accept link; the invitee signs up through it and signs in.
    const mail = await sink.waitForMessage((message) => message.to.includes(invitee.email));
    const token = tokenOf(mail.text, '/register');
    const member = await openBrowser(app.url, 'admin users roles member');
    const memberPage = member.page;
    await memberPage.goto(`/register?token=${encodeURIComponent(token)}`);
    await memberPage.getByLabel('Name', { exact: true }).fill(invitee.name);
    await memberPage.getByLabel('Email', { exact: true }).fill(invitee.email);
    await memberPage.getByLabel('Password', { exact: true }).fill(invitee.password);
    await memberPage.getByLabel('Confirm Password', { exact: true }).fill(invitee.password);
    await memberPage.getByRole('button', { name: 'Create Account' }).click();
    await waitForPath(memberPage, '/login');
    await signInThroughUi(memberPage, invitee);
    expect(await menuItems(memberPage)).toContain('Tools');

    // A custom role without tools:view, made in the permission editor.
    await adminPage.goto('/roles');
    await adminPage.getByTestId('role-row-viewer').getByText('Built-in').waitFor();
    await adminPage.getByTestId('add-role-button').click();
    const roleDialog = adminPage.getByRole('dialog', { name: 'Add Role' });
    await roleDialog.getByLabel('Name').fill('Flow readers');
    await roleDialog.getByRole('checkbox', { name: 'chatflows:view' }).check();
    await roleDialog.getByRole('checkbox', { name: 'variables:view' }).check();
    await roleDialog.getByRole('button', { name: 'Add' }).click();
    await roleDialog.waitFor({ state: 'detached' });
    await adminPage.getByTestId('role-row-Flow readers').waitFor();

    // Give it to the new user on /users.
    await adminPage.goto('/users');
    const row = adminPage.getByTestId(`user-row-${invitee.email}`);
    await row.getByText('active', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Actions for ${invitee.email}` }).click();
    await adminPage.getByRole('menuitem', { name: 'Change role' }).click();
    const change = adminPage.getByRole('dialog', { name: 'Change Role' });
    await chooseOption(adminPage, 'Role', 'Flow readers');
    await change.getByRole('button', { name: 'Save' }).click();
    await change.waitFor({ state: 'detached' });
    await row.getByText('Flow readers', { exact: true }).waitFor();

    // The server applies it to the user's very next request: the tools API and the /tools screen are refused.
    expect(await callFromPage(memberPage, 'GET', '/api/v1/tools')).toMatchObject({ status: 403 });
    await memberPage.goto('/tools');
    await waitForPath(memberPage, '/unauthorized');
    // The menu is built from the permissions read at sign-in: signed in again, Tools is gone from it.
    await member.context.clearCookies();
    await memberPage.evaluate(() => {
      localStorage.clear();
    });
    await signInThroughUi(memberPage, invitee);
    expect(await menuItems(memberPage)).not.toContain('Tools');
    expect(await menuItems(memberPage)).toContain('Variables');
    await memberPage.goto('/tools');
    await waitForPath(memberPage, '/unauthorized');

    // Deactivate with a confirm: the user's next request gets Inactive User.
    await adminPage.goto('/users');
    await row.getByRole('button', { name: `Actions for ${invitee.email}` }).click();
    await adminPage.getByRole('menuitem', { name: 'Deactivate' }).click();
    const confirm = adminPage.getByRole('dialog', { name: 'Deactivate User' });
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await row.getByText('inactive', { exact: true }).waitFor();
    expect(await callFromPage(memberPage, 'GET', '/api/v1/variables')).toEqual({
      status: 401,
      message: AUTH_MESSAGES.inactiveUser,
    });
  });
});
