import type { Browser, BrowserContext, Page } from 'playwright-core';

const PASSWORD = 'correct-horse-42';

/** Waits until the server under measurement answers `/api/v1/ping` (30 s at most). */
export async function waitForServer(base: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/v1/ping`)).ok) return;
    } catch {
      if (attempt > 300) throw new Error('server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export interface SignedInPage {
  readonly context: BrowserContext;
  readonly page: Page;
  /** The XSRF token the page's API requests must carry (`x-xsrf-token`). */
  readonly xsrf: string;
}

/** Registers a fresh account on a waiting server and signs it in through the login screen. */
export async function signedInPage(browser: Browser, base: string, prefix: string): Promise<SignedInPage> {
  await waitForServer(base);
  const email = `${prefix}.${String(Date.now())}@example.com`;
  await fetch(`${base}/api/v1/account/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-from': 'internal' },
    body: JSON.stringify({ user: { name: 'Bench', email, credential: PASSWORD } }),
  });
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return { context, page, xsrf };
}
