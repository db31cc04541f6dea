import { HttpSession, testLicenseEnv } from '@loomflow/testkit/server';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { openBrowser } from './support/browser.ts';
import {
  createWorkspace,
  inviteMember,
  linkToWorkspace,
  setUpOrganization,
  type SignedInAccount,
} from './support/shell-accounts.ts';
import { signInThroughUi, waitForPath } from './support/shell-checks.ts';

const MEMBER_ROLE = 'builtin-member';

async function switcherChoices(page: Page): Promise<string[]> {
  await page.getByTestId('workspace-switcher').click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const names = (await menu.getByRole('menuitem').allInnerTexts()).map((text) => text.trim());
  await page.keyboard.press('Escape');
  return names;
}

async function chooseOption(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('workspaces and login activity administration, enterprise, in Chromium', () => {
  let app: AppServer;
  let owner: SignedInAccount;
  let member: SignedInAccount;

  beforeAll(async () => {
    app = await startAppServer({ PLATFORM_TYPE: 'enterprise', ...testLicenseEnv() });
    owner = await setUpOrganization(app.url, 'Admin Lab');
    member = await inviteMember(app.url, owner.session, owner.user.activeWorkspaceId, MEMBER_ROLE);
    const beta = await createWorkspace(owner.session, 'Beta');
    const ops = await createWorkspace(owner.session, '#ops');
    await linkToWorkspace(owner.session, beta, member.user.id, MEMBER_ROLE);
    await linkToWorkspace(owner.session, ops, member.user.id, MEMBER_ROLE);
    // A failed attempt for the login activity log.
    const failed = await new HttpSession(app.url).post('/api/v1/auth/login', {
      email: member.account.email,
      password: 'not-the-password-1',
    });
    expect(failed.status).toBe(401);
  });
  afterAll(() => app.stop());

  it('creates a workspace, adds a user who then sees it sorted in the switcher, and deletes one after confirming', async () => {
    const admin = await openBrowser(app.url, 'admin workspaces');
    const { page } = admin;
    await signInThroughUi(page, owner.account);
    await page.goto('/workspaces');
    await page.getByRole('heading', { name: 'Workspaces', exact: true }).waitFor();

    await page.getByTestId('add-workspace-button').click();
    const dialog = page.getByRole('dialog', { name: 'Add Workspace' });
    await dialog.getByLabel('Workspace Name').fill('Zeta Team');
    await dialog.getByTestId('save-workspace').click();
    await dialog.waitFor({ state: 'detached' });
    const zetaRow = page.getByTestId('workspace-row').filter({ hasText: 'Zeta Team' });
    await zetaRow.waitFor();
    // The creator is its first member.
    expect(await zetaRow.getByRole('cell').nth(2).innerText()).toBe('1');

    // Add the member with a role on /workspace-users/{id}.
    await zetaRow.getByRole('button', { name: 'Users of Zeta Team' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/workspace-users/'));
    await page.getByRole('heading', { name: 'Zeta Team' }).waitFor();
    await page.getByTestId('add-workspace-user-button').click();
    const add = page.getByRole('dialog', { name: 'Add User to Zeta Team' });
    await chooseOption(page, 'User', new RegExp(member.account.email.replace(/[.+]/g, '\\$&')));
    await chooseOption(page, 'Role', 'member');
    await add.getByTestId('confirm-add-workspace-user').click();
    await add.waitFor({ state: 'detached' });
    await page.getByTestId('workspace-user-row').filter({ hasText: member.account.email }).waitFor();

    // The member's switcher lists the new workspace, sorted (symbol-leading names last).
    const memberBrowser = await openBrowser(app.url, 'admin workspaces member');
    await signInThroughUi(memberBrowser.page, member.account);
    expect(await switcherChoices(memberBrowser.page)).toEqual([
      'Beta',
      'Default Workspace',
      'Zeta Team',
      '#ops',
    ]);

    // Deleting asks for the name and says what goes with the workspace; the Default Workspace cannot go.
    await page.goto('/workspaces');
    const defaultRow = page.getByTestId('workspace-row').filter({ hasText: 'Default Workspace' });
    expect(await defaultRow.getByRole('button', { name: 'Delete Default Workspace' }).isDisabled()).toBe(
      true,
    );
    await page
      .getByTestId('workspace-row')
      .filter({ hasText: '#ops' })
      .getByRole('button', { name: 'Delete #ops' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete Workspace' });
    await confirm.getByTestId('workspace-contents').waitFor();
    expect(await confirm.getByTestId('workspace-contents').innerText()).toContain('2 people lose access');
    expect(await confirm.getByTestId('confirm-delete-workspace').isDisabled()).toBe(true);
    await confirm.getByTestId('confirm-workspace-name').fill('#ops');
    await confirm.getByTestId('confirm-delete-workspace').click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('workspace-row').filter({ hasText: '#ops' }).count()).toBe(0);

    // The member's switcher follows when the window regains focus.
    // (TanStack Query listens for visibilitychange on window.)
    await memberBrowser.page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expect
      .poll(() => switcherChoices(memberBrowser.page))
      .toEqual(['Beta', 'Default Workspace', 'Zeta Team']);
  });

  it('lists the logins and the failed attempt in the login activity', async () => {
    const browser = await openBrowser(app.url, 'admin login activity');
    const { page } = browser;
    await signInThroughUi(page, owner.account);
    await page.goto('/login-activity');
    await waitForPath(page, '/login-activity');
    await page.getByRole('heading', { name: 'Login Activity' }).waitFor();
    const rows = page.getByTestId('login-activity-row');
    await rows.first().waitFor();
    const memberRows = rows.filter({ hasText: member.account.email });
    expect(await memberRows.filter({ hasText: 'Failed: Incorrect Password' }).count()).toBe(1);
    expect(await memberRows.filter({ hasText: 'Success' }).count()).toBeGreaterThanOrEqual(1);
    expect(await rows.filter({ hasText: owner.account.email }).count()).toBeGreaterThanOrEqual(2);

    await page.getByRole('combobox', { name: 'Outcome' }).click();
    await page.getByRole('option', { name: 'Failed' }).click();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().innerText()).toContain(member.account.email);
  });
});
