import { tmpdir } from 'node:os';
import path from 'node:path';
import { OUTBOUND_ACCESS_EXPLANATION } from '@loomflow/core';
import { testLicenseEnv } from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { openBrowser } from './support/browser.ts';
import { login } from './support/login.ts';
import { setUpOrganization, type SignedInAccount } from './support/shell-accounts.ts';
import { waitForPath } from './support/shell-checks.ts';

describe('Outbound access, enterprise, in Chromium', () => {
  let app: AppServer;
  let owner: SignedInAccount;

  beforeAll(async () => {
    app = await startAppServer({ PLATFORM_TYPE: 'enterprise', ...testLicenseEnv() });
    owner = await setUpOrganization(app.url, 'Outbound Lab');
  });
  afterAll(async () => {
    await app.stop();
  });

  it('adds a host from the side menu screen, sees it listed, and removes it after confirming', async () => {
    const { page, consoleLines } = await openBrowser(app.url, 'outbound access');
    await login(page, owner.account.email, owner.account.password);
    await page.getByRole('link', { name: 'Outbound Access' }).click();
    await waitForPath(page, '/outbound-access');
    await page.getByText(OUTBOUND_ACCESS_EXPLANATION).waitFor();
    await page.getByText('No private hosts allowed').waitFor();

    // A bad entry: the server's reason shows under the field, nothing is added.
    await page.getByTestId('outbound-access-entry').fill('169.254.169.254');
    await page.getByTestId('outbound-access-add').click();
    await page.getByText(/is a link-local or cloud metadata address/).waitFor();

    await page.getByTestId('outbound-access-entry').fill('10.20.30.0/24');
    await page.getByTestId('outbound-access-note').fill('Qdrant and Ollama');
    await page.getByTestId('outbound-access-add').click();
    const row = page.getByTestId('outbound-access-row');
    await row.getByText('10.20.30.0/24').waitFor();
    await row.getByText('Qdrant and Ollama').waitFor();
    await row.getByText(owner.user.name).waitFor();
    const listed = await owner.session.get<{ entries: { entry: string }[] }>('/api/v1/outbound-access');
    expect(listed.body.entries.map((entry) => entry.entry)).toEqual(['10.20.30.0/24']);

    for (const mode of ['light', 'dark'] as const) {
      await page.evaluate((dark) => {
        localStorage.setItem('isDarkMode', String(dark));
      }, mode === 'dark');
      await page.reload();
      await page.getByTestId('outbound-access-row').waitFor();
      await page.screenshot({
        path: path.join(tmpdir(), `loomflow-outbound-access-${mode}.png`),
        fullPage: true,
      });
    }

    await page.getByRole('button', { name: 'Remove 10.20.30.0/24' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/Flows will no longer reach 10\.20\.30\.0\/24/).waitFor();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('No private hosts allowed').waitFor();
    const changes = page.getByTestId('outbound-access-change');
    await changes.first().getByText('Removed').waitFor();
    expect(await changes.count()).toBe(2);
    expect(consoleLines.filter((line) => line.startsWith('[pageerror]'))).toEqual([]);
  });
});
