import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { openBrowser } from './support/browser.ts';

describe('platform foundation in Chromium', () => {
  let app: AppServer;
  beforeAll(async () => {
    app = await startAppServer();
  });
  afterAll(() => app.stop());

  it('registers, logs in, creates an API key that works against the API, and logs out', async () => {
    const browser = await openBrowser(app.url, 'platform foundation');
    const { page } = browser;
    try {
      const email = `owner.${Date.now()}@example.com`;
      const password = 'correct-horse-42';

      // A first run leads to the organization setup; the plain sign-up page creates the owner too.
      await page.goto('/');
      await page.waitForURL('**/organization-setup');
      await page.goto('/register');
      await page.getByLabel('Name', { exact: true }).fill('Ada Owner');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByLabel('Confirm Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.waitForURL('**/login');

      await page.waitForLoadState('networkidle');
      await page.getByRole('heading', { name: 'Sign in to Loomflow' }).waitFor();
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
      await page.getByRole('button', { name: 'Login' }).click();
      // Whatever the server answered is shown, so a failure here names the real message.
      const loginError = page.getByTestId('login-error');
      await loginError.waitFor();
      expect((await loginError.innerText()).trim()).toBe('Incorrect Password');

      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByTestId('user-menu-button').waitFor();
      await page.goto('/apikey');
      await page.getByTestId('api-keys-empty').waitFor();

      const stored = await page.evaluate(() => JSON.stringify(Object.entries(localStorage)));
      expect(stored).toContain('Ada Owner');
      const cookies = await browser.context.cookies();
      const token = cookies.find((cookie) => cookie.name === 'token');
      expect(token?.httpOnly).toBe(true);
      expect(stored).not.toContain(token?.value ?? 'no-token');

      await page.getByTestId('create-api-key-button').click();
      const dialog = page.getByRole('dialog', { name: 'Create API Key' });
      await dialog.getByLabel('Key Name').fill('CI robot');
      await dialog.getByRole('button', { name: 'Create' }).click();
      const secret = (await page.getByTestId('api-key-secret').innerText()).trim();
      expect(secret).toMatch(/^lf_[0-9a-f]{12}_/);
      await page.getByRole('button', { name: 'Done' }).click();
      const row = page.locator('[data-testid="api-key-row"][data-key-name="CI robot"]');
      await row.waitFor();
      expect(await row.getByTestId('api-key-masked').innerText()).not.toContain(secret.slice(16));

      // The key works from outside the browser, like curl would use it.
      const viaKey = await fetch(`${app.url}/api/v1/apikey`, {
        headers: { authorization: `Bearer ${secret}` },
      });
      expect(viaKey.status).toBe(200);
      const keys = (await viaKey.json()) as { keyName: string }[];
      expect(keys.map((key) => key.keyName)).toEqual(['CI robot']);

      // After a reload the session and the key are still there.
      await page.reload();
      await row.waitFor();

      await page.getByTestId('user-menu-button').click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.waitForURL('**/login');
      const afterLogout = await page.evaluate(() => Object.keys(localStorage));
      expect(afterLogout.filter((key) => key !== 'isDarkMode')).toEqual([]);
      const remaining = (await browser.context.cookies()).map((cookie) => cookie.name);
      expect(remaining).not.toContain('token');
      expect(remaining).not.toContain('refreshToken');

      // A logged-out visit to a guarded screen goes to the login page.
      await page.goto('/apikey');
      await page.waitForURL('**/login');
      await page.getByRole('button', { name: 'Login' }).waitFor({ state: 'visible' });
    } finally {
      await browser.close();
    }
  });
});
