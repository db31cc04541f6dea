import { startFakeOidcProvider, type FakeOidcProvider } from '@loomflow/testkit/fake-oidc';
import { testLicenseEnv } from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { openBrowser } from './support/browser.ts';
import { setUpOrganization, type SignedInAccount } from './support/shell-accounts.ts';
import { waitForPath } from './support/shell-checks.ts';

describe('single sign-on with a local OpenID Connect provider, enterprise, in Chromium', () => {
  let app: AppServer;
  let owner: SignedInAccount;
  let oidc: FakeOidcProvider;

  beforeAll(async () => {
    app = await startAppServer({ PLATFORM_TYPE: 'enterprise', ...testLicenseEnv() });
    owner = await setUpOrganization(app.url, 'SSO Lab');
    oidc = await startFakeOidcProvider({
      redirectUris: [`${app.url}/api/v1/auth/sso/oidc/callback`],
      account: { sub: 'owner', email: owner.user.email, name: owner.user.name },
    });
    // Configured through the SSO config API, as the /sso-config screen does.
    const saved = await owner.session.put('/api/v1/sso-config', {
      provider: 'oidc',
      enabled: true,
      clientId: oidc.clientId,
      clientSecret: oidc.clientSecret,
      issuer: oidc.issuer,
      allowSignUp: true,
    });
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    await oidc.close();
    await app.stop();
  });

  it('signs the owner in from the login page through the provider, via /sso-success to /chatflows', async () => {
    const { page } = await openBrowser(app.url, 'admin sso owner');
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto('/login');
    await page.getByTestId('sso-login-oidc').click();
    await waitForPath(page, '/chatflows');
    await page.getByTestId('user-menu-button').waitFor();
    expect(visited).toContain('/sso-success');
    expect(visited.indexOf('/sso-success')).toBeLessThan(visited.lastIndexOf('/chatflows'));
  });

  it('creates a new person in the Default Workspace, who sees no Update Profile', async () => {
    oidc.signInAs({ sub: 'newcomer', email: 'newcomer@sso-lab.test', name: 'New Comer' });
    const { page } = await openBrowser(app.url, 'admin sso newcomer');
    await page.goto('/login');
    await page.getByTestId('sso-login-oidc').click();
    await waitForPath(page, '/chatflows');
    await page.getByTestId('user-menu-button').click();
    await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Update Profile' }).count()).toBe(0);
  });

  it('shows the enabled provider on the SSO Config screen', async () => {
    const { page } = await openBrowser(app.url, 'admin sso config screen');
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(owner.account.email);
    await page.getByLabel('Password', { exact: true }).fill(owner.account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByTestId('user-menu-button').waitFor();
    await page.goto('/sso-config');
    const card = page.getByTestId('sso-provider-oidc');
    await card.getByText('Enabled', { exact: true }).waitFor();
    expect(await card.getByTestId('sso-oidc-client-id').inputValue()).toBe(oidc.clientId);
  });
});
