import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { TestAccount } from '@loomflow/testkit/server';

/** Signs in through the login form and waits to be past it. */
export async function signInThroughUi(page: Page, account: TestAccount): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.getByTestId('user-menu-button').waitFor();
}

/** Spec §4: the access token is never in local storage (neither its value nor a `token` key). */
export async function expectTokenNotStored(page: Page, context: BrowserContext): Promise<void> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'token');
  expect(token?.httpOnly ?? true).toBe(true);
  const stored = await page.evaluate(() => JSON.stringify(Object.entries(localStorage)));
  expect(stored).not.toContain('"token"');
  if (token) expect(stored).not.toContain(token.value);
}

export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

/** The visible side-menu entries, in order. */
export async function menuItems(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link').first().waitFor();
  return (await menu.getByRole('link').allInnerTexts()).map((text) => text.trim());
}

/** Spec §2: the drawer is open at 1440 px and closed at 1024 px. */
export async function checkDrawer(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
  await expect.poll(() => page.getByTestId('side-menu').getAttribute('data-open')).toBe('true');
  expect(await page.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(true);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.reload();
  await expect.poll(() => page.getByTestId('side-menu').getAttribute('data-open')).toBe('false');
  expect(await page.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(false);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
  await page.getByTestId('user-menu-button').waitFor();
}

/** Spec §3: the dark-mode choice survives a reload. */
export async function checkDarkModeSurvivesReload(page: Page): Promise<void> {
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  await page.getByRole('switch', { name: 'Dark mode' }).check();
  await expect.poll(background).not.toBe(light);
  const dark = await background();
  await page.reload();
  await page.getByTestId('user-menu-button').waitFor();
  expect(await page.getByRole('switch', { name: 'Dark mode' }).isChecked()).toBe(true);
  expect(await background()).toBe(dark);
  await page.getByRole('switch', { name: 'Dark mode' }).uncheck();
  await expect.poll(background).toBe(light);
}

/**
 * Spec §4/§9: four quick error toasts leave three (the oldest dismissed), at the bottom left. The errors are
 * real: four API keys whose deletion the (intercepted) server refuses, each refusal shown as a toast.
 */
export async function checkFourErrorToastsLeaveThree(page: Page, keyNames: readonly string[]): Promise<void> {
  await page.goto('/apikey');
  const refused: string[] = [];
  await page.route('**/api/v1/apikey/*', async (route) => {
    if (route.request().method() !== 'DELETE') return route.fallback();
    const id = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    refused.push(id);
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 500, success: false, message: `storage offline for key ${id}` }),
    });
  });
  const errorToasts = page.getByRole('alert').filter({ hasText: 'Failed to delete API key' });
  for (const keyName of keyNames) {
    const row = page.locator(`[data-testid="api-key-row"][data-key-name="${keyName}"]`);
    await row.getByRole('button', { name: 'Delete key' }).click();
    await page.locator('#confirm-delete-api-key').click();
    await expect.poll(() => refused.length).toBe(keyNames.indexOf(keyName) + 1);
  }
  const last = refused.at(-1) ?? '';
  await errorToasts.filter({ hasText: last }).waitFor();
  await expect.poll(() => errorToasts.count()).toBe(3);
  const shown = await errorToasts.allInnerTexts();
  const idsShown = refused.filter((id) => shown.some((text) => text.includes(id)));
  expect(idsShown).toEqual(refused.slice(1));
  const box = await errorToasts.first().boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x < viewport.width / 2 && box.y > viewport.height / 2).toBe(true);
  await page.unroute('**/api/v1/apikey/*');
}

/** Spec §4: logout clears the auth keys of local storage and the cookies, and leads to /login. */
export async function checkLogoutClears(page: Page, context: BrowserContext): Promise<void> {
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await waitForPath(page, '/login');
  const keys = await page.evaluate(() => Object.keys(localStorage));
  expect(keys.filter((key) => key !== 'isDarkMode' && key !== 'isHorizontal')).toEqual([]);
  expect((await context.cookies()).map((cookie) => cookie.name)).toEqual([]);
  await page.goto('/apikey');
  await waitForPath(page, '/login');
}
