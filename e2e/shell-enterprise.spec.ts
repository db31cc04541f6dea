import { createApiKey, createLicenseKeys, issueTestLicense, testLicenseEnv } from '@loomflow/testkit/server';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { openBrowser } from './support/browser.ts';
import {
  createWorkspace,
  createCustomRole,
  inviteMember,
  linkToWorkspace,
  setUpOrganization,
  type SignedInAccount,
} from './support/shell-accounts.ts';
import {
  checkDarkModeSurvivesReload,
  checkDrawer,
  checkFourErrorToastsLeaveThree,
  checkLogoutClears,
  expectTokenNotStored,
  menuItems,
  signInThroughUi,
  waitForPath,
} from './support/shell-checks.ts';

const VIEWER_ROLE = 'builtin-viewer';

async function switcherChoices(page: Page): Promise<string[]> {
  await page.getByTestId('workspace-switcher').click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const names = (await menu.getByRole('menuitem').allInnerTexts()).map((text) => text.trim());
  return names;
}

async function switchTo(page: Page, workspace: string): Promise<void> {
  // Hold the answer a moment so the loading overlay can be seen.
  await page.route('**/api/v1/workspace/switch*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.getByTestId('workspace-switcher').click();
  await page.getByRole('menuitem', { name: workspace, exact: true }).click();
  await page.getByText('Switching workspace…').waitFor();
  await expect
    .poll(() => page.getByTestId('workspace-switcher').getAttribute('aria-label'))
    .toBe(`Workspace: ${workspace}`);
  await page.unroute('**/api/v1/workspace/switch*');
}

describe('application shell, enterprise, in Chromium', () => {
  let app: AppServer;
  let owner: SignedInAccount;
  let member: SignedInAccount;
  let researchId: string;

  beforeAll(async () => {
    app = await startAppServer({ PLATFORM_TYPE: 'enterprise', ...testLicenseEnv() });
    owner = await setUpOrganization(app.url, 'Enterprise Lab');
    researchId = await createWorkspace(owner.session, 'Research');
    const opsId = await createWorkspace(owner.session, '#ops');
    // A partial role: API keys only.
    const keyKeeper = await createCustomRole(owner.session, 'Key keeper', ['apikeys:view', 'apikeys:create']);
    member = await inviteMember(app.url, owner.session, researchId, keyKeeper);
    await linkToWorkspace(owner.session, owner.user.activeWorkspaceId, member.user.id, VIEWER_ROLE);
    await linkToWorkspace(owner.session, opsId, member.user.id, VIEWER_ROLE);
  });
  afterAll(() => app.stop());

  it('guards routes and shows a partial role only its menu items', async () => {
    const browser = await openBrowser(app.url, 'shell enterprise guards');
    const { page, context } = browser;
    try {
      for (const path of ['/apikey', '/v2/agentcanvas/x', '/workspaces', '/']) {
        await page.goto(path);
        await waitForPath(page, '/login');
      }
      // Signing in returns to the page that bounced: `/` resolves to the landing path.
      await signInThroughUi(page, member.account);
      await waitForPath(page, '/apikey');
      await expectTokenNotStored(page, context);
      expect(await menuItems(page)).toEqual(['API Keys']);
      expect(await page.getByTestId('menu-group-management').count()).toBe(0);

      // Missing permission, with or without a feature flag: /unauthorized.
      for (const path of ['/users', '/workspaces', '/datasets', '/tools', '/credentials', '/canvas/x']) {
        await page.goto(path);
        await waitForPath(page, '/unauthorized');
      }
      await page.getByRole('link', { name: 'Back to Loomflow' }).click();
      await waitForPath(page, '/apikey');
      await page.getByRole('heading', { name: 'API Keys', exact: true }).waitFor();
    } finally {
      await browser.close();
    }

    // The organization admin passes the flagged routes.
    const adminBrowser = await openBrowser(app.url, 'shell enterprise admin guards');
    try {
      await signInThroughUi(adminBrowser.page, owner.account);
      const landing = new URL(adminBrowser.page.url()).pathname;
      // /users and /roles have their screens; the others may still land on `/`.
      for (const path of ['/users', '/roles']) {
        await adminBrowser.page.goto(path);
        await adminBrowser.page.getByRole('heading', { level: 1 }).waitFor();
        expect(new URL(adminBrowser.page.url()).pathname).toBe(path);
      }
      for (const path of ['/workspaces', '/sso-config']) {
        await adminBrowser.page.goto(path);
        await adminBrowser.page.waitForLoadState('networkidle');
        expect([path, landing]).toContain(new URL(adminBrowser.page.url()).pathname);
      }
      const items = await menuItems(adminBrowser.page);
      expect(items).toContain('API Keys');
      expect(items.length).toBeGreaterThan(1);
    } finally {
      await adminBrowser.close();
    }
  });

  it('switches workspace: sorted choices, overlay, new auth data, reload', async () => {
    const browser = await openBrowser(app.url, 'shell enterprise switch');
    const { page, context } = browser;
    try {
      await signInThroughUi(page, member.account);
      expect(await switcherChoices(page)).toEqual(['Default Workspace', 'Research', '#ops']);
      await page.keyboard.press('Escape');

      await switchTo(page, 'Default Workspace');
      await expectTokenNotStored(page, context);
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}') as unknown);
      expect(stored).toMatchObject({ activeWorkspace: 'Default Workspace' });
      // The viewer role of this workspace sees more than the API keys.
      await expect.poll(async () => (await menuItems(page)).length).toBeGreaterThan(1);

      await switchTo(page, 'Research');
      expect(await menuItems(page)).toEqual(['API Keys']);
    } finally {
      await browser.close();
    }
  });

  it('blocks with Workspace Unavailable once the active workspace is removed, until another is chosen', async () => {
    const browser = await openBrowser(app.url, 'shell enterprise unavailable');
    const { page, context } = browser;
    try {
      await signInThroughUi(page, member.account);
      expect(await page.getByTestId('workspace-switcher').getAttribute('aria-label')).toBe(
        'Workspace: Research',
      );

      const removed = await owner.session.delete(`/api/v1/workspace/${researchId}`);
      expect(removed.status).toBe(204);
      await page.reload();

      const dialog = page.getByRole('dialog', { name: 'Workspace Unavailable' });
      await dialog.waitFor();
      expect((await dialog.getByRole('button').allInnerTexts()).map((text) => text.trim())).toEqual([
        'Default Workspace',
        '#ops',
      ]);
      await page.keyboard.press('Escape');
      expect(await dialog.isVisible()).toBe(true);

      await dialog.getByRole('button', { name: 'Default Workspace' }).click();
      await expect
        .poll(() => page.getByTestId('workspace-switcher').getAttribute('aria-label'))
        .toBe('Workspace: Default Workspace');
      await page.waitForTimeout(800);
      expect(await page.getByRole('dialog', { name: 'Workspace Unavailable' }).count()).toBe(0);
      await expectTokenNotStored(page, context);
    } finally {
      await browser.close();
    }
  });

  it('keeps the drawer, dark mode and toasts to the spec, and logout clears storage and cookies', async () => {
    const keyNames = ['ent key 1', 'ent key 2', 'ent key 3', 'ent key 4'];
    for (const name of keyNames) await createApiKey(owner.session, name);
    const browser = await openBrowser(app.url, 'shell enterprise drawer toasts logout');
    const { page, context } = browser;
    try {
      await signInThroughUi(page, owner.account);
      await checkDrawer(page);
      await checkDarkModeSurvivesReload(page);
      await checkFourErrorToastsLeaveThree(page, keyNames);
      await checkLogoutClears(page, context);
    } finally {
      await browser.close();
    }
  });
});

describe('enterprise license, in Chromium', () => {
  it('sends everyone to /license-expired and lets the organization admin install a license file', async () => {
    const keys = createLicenseKeys();
    const expired = issueTestLicense(keys, {
      issuedAt: '2024-01-01T00:00:00.000Z',
      expiresAt: '2025-01-01T00:00:00.000Z',
    });
    const app = await startAppServer({
      PLATFORM_TYPE: 'enterprise',
      LICENSE_PUBLIC_KEY: keys.publicKeyPem,
      LOOMFLOW_LICENSE: expired,
    });
    const browser = await openBrowser(app.url, 'shell enterprise license');
    const { page } = browser;
    try {
      const admin = await setUpOrganization(app.url, 'Lapsed Lab');
      await page.goto('/apikey');
      await waitForPath(page, '/login');
      await page.getByLabel('Email', { exact: true }).fill(admin.account.email);
      await page.getByLabel('Password', { exact: true }).fill(admin.account.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await waitForPath(page, '/license-expired');
      await page.getByRole('heading', { name: 'Your license has expired' }).waitFor();

      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Upload License File' }).click();
      await (
        await chooser
      ).setFiles({
        name: 'loomflow.lic',
        mimeType: 'text/plain',
        buffer: Buffer.from(`${issueTestLicense(keys, { licensee: 'Lapsed Lab' })}\n`),
      });
      await page.getByRole('button', { name: 'Install License' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: /Licensed to Lapsed Lab until/ })
        .waitFor();
      await page.waitForURL((url) => url.pathname !== '/license-expired');
      await page.getByTestId('user-menu-button').waitFor();
    } finally {
      await browser.close();
      await app.stop();
    }
  });
});
