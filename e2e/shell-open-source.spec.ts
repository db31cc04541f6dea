import { HttpSession, createApiKey, login, newAccount, type TestAccount } from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { openBrowser } from './support/browser.ts';
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

const GITHUB = 'https://api.github.com/**';

describe('application shell, open source, in Chromium', () => {
  let app: AppServer;
  let owner: TestAccount;

  beforeAll(async () => {
    app = await startAppServer();
  });
  afterAll(() => app.stop());

  it('sets up the organization on first run and never stores the token', async () => {
    const browser = await openBrowser(app.url, 'shell oss first run');
    const { page, context } = browser;
    try {
      owner = newAccount('oss-owner');
      await page.goto('/');
      await waitForPath(page, '/organization-setup');
      await page.getByLabel('Organization Name', { exact: true }).fill('Open Lab');
      await page.getByLabel('Name', { exact: true }).fill(owner.name);
      await page.getByLabel('Email', { exact: true }).fill(owner.email);
      await page.getByLabel('Password', { exact: true }).fill(owner.password);
      await page.getByLabel('Confirm Password', { exact: true }).fill(owner.password);
      await page.getByRole('button', { name: 'Create Organization' }).click();
      await page.getByTestId('user-menu-button').waitFor();
      expect(new URL(page.url()).pathname).not.toBe('/organization-setup');
      await expectTokenNotStored(page, context);

      // Set up once: the setup page now leads away, and so does the login page.
      await page.goto('/organization-setup');
      await page.waitForURL((url) => url.pathname !== '/organization-setup');
      await page.reload();
      await page.getByTestId('user-menu-button').waitFor();
      await expectTokenNotStored(page, context);
    } finally {
      await browser.close();
    }
  });

  it('guards routes as open source does and shows no feature-flagged menu group', async () => {
    const browser = await openBrowser(app.url, 'shell oss guards');
    const { page, context } = browser;
    try {
      // Signed out: every guarded layout sends to /login.
      for (const path of ['/apikey', '/canvas/some-flow', '/users', '/']) {
        await page.goto(path);
        await waitForPath(page, '/login');
      }
      await signInThroughUi(page, owner);
      const landing = new URL(page.url()).pathname;
      await expectTokenNotStored(page, context);

      // Feature-flagged routes are refused on open source, whatever the permissions.
      for (const path of ['/datasets', '/evaluations', '/users', '/workspaces', '/account', '/logs']) {
        await page.goto(path);
        await waitForPath(page, '/unauthorized');
      }
      // Permission-only routes pass.
      await page.goto('/apikey');
      await page.getByRole('heading', { name: 'API Keys', exact: true }).waitFor();
      await page.goto('/executions');
      await page.getByRole('heading', { name: 'Executions', exact: true }).waitFor();
      await page.goto('/marketplaces');
      await page.getByRole('heading', { name: 'Marketplaces', exact: true }).waitFor();
      // An unknown path and `/` itself land on the landing path.
      for (const path of ['/no-such-page', '/']) {
        await page.goto(path);
        await waitForPath(page, landing);
      }
      await page.getByTestId('brand-logo').click();
      await waitForPath(page, landing);

      const items = await menuItems(page);
      expect(items).toContain('API Keys');
      const headings = await page
        .locator('nav[aria-label="Main menu"] .MuiListSubheader-root')
        .allInnerTexts();
      expect(headings).toEqual([]);
      await expectTokenNotStored(page, context);
    } finally {
      await browser.close();
    }
  });

  it('shows the star count from the repository service, hides it offline, and the version dialog', async () => {
    const browser = await openBrowser(app.url, 'shell oss top bar');
    const { page } = browser;
    try {
      await page.route(GITHUB, (route) =>
        route.request().url().endsWith('/releases/latest')
          ? route.abort('internetdisconnected')
          : route.fulfill({
              contentType: 'application/json',
              body: JSON.stringify({ stargazers_count: 4321 }),
            }),
      );
      await signInThroughUi(page, owner);
      expect((await page.getByTestId('star-count-badge').innerText()).trim()).toBe('4.3k');

      // Offline (this machine has no internet): the version dialog shows the server version only.
      await page.getByTestId('user-menu-button').click();
      await page.getByRole('menuitem', { name: 'Version' }).click();
      const dialog = page.getByRole('dialog', { name: /^Loomflow v\d+\.\d+\.\d+/ });
      await dialog.waitFor();
      expect(await dialog.getByTestId('current-version').innerText()).toMatch(/^\d+\.\d+\.\d+/);
      expect(await dialog.getByText('Latest release').count()).toBe(0);
      await dialog.getByRole('button', { name: 'Close' }).click();

      await page.unroute(GITHUB);
      await page.route(GITHUB, (route) => route.abort('internetdisconnected'));
      await page.reload();
      await page.getByTestId('user-menu-button').waitFor();
      await page.waitForTimeout(300);
      expect(await page.getByTestId('star-count-badge').count()).toBe(0);
    } finally {
      await browser.close();
    }
  });

  it('keeps the drawer, dark mode and toasts to the spec, and logout clears storage and cookies', async () => {
    const api = new HttpSession(app.url);
    await login(api, owner);
    const keyNames = ['toast key 1', 'toast key 2', 'toast key 3', 'toast key 4'];
    for (const name of keyNames) await createApiKey(api, name);

    const browser = await openBrowser(app.url, 'shell oss drawer toasts logout');
    const { page, context } = browser;
    try {
      await page.route(GITHUB, (route) => route.abort('internetdisconnected'));
      await signInThroughUi(page, owner);
      await checkDrawer(page);
      await checkDarkModeSurvivesReload(page);
      await checkFourErrorToastsLeaveThree(page, keyNames);
      await expectTokenNotStored(page, context);
      await checkLogoutClears(page, context);
    } finally {
      await browser.close();
    }
  });
});
