import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { openBrowser } from './support/browser.ts';
import { login } from './support/login.ts';
import { setUpOrganization, type SignedInAccount } from './support/shell-accounts.ts';

const SHOTS = fileURLToPath(new URL('./artifacts/layout/', import.meta.url));
/** List screens whose header has an add button. */
const LIST_SCREENS = [
  '/chatflows',
  '/agentflows',
  '/tools',
  '/credentials',
  '/variables',
  '/apikey',
  '/document-stores',
  '/datasets',
  '/evaluators',
];
const WIDTHS = [1280, 1920] as const;
/** A contained button on one line is 36.5 px high; a wrapped label makes it twice that. */
const ONE_LINE_MAX_HEIGHT = 40;

async function containedButtonHeights(page: Page): Promise<{ label: string; height: number }[]> {
  return page.locator('main .MuiButton-contained').evaluateAll((buttons) =>
    buttons.map((button) => ({
      label: button.textContent,
      height: button.getBoundingClientRect().height,
    })),
  );
}

describe('layout at 1280–1920 px, light and dark, in Chromium', () => {
  let app: AppServer;
  let owner: SignedInAccount;

  beforeAll(async () => {
    app = await startAppServer();
    owner = await setUpOrganization(app.url, 'Layout Lab');
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(() => app.stop());

  it.each([false, true])(
    'keeps add buttons on one line and dialog actions in view (dark %s)',
    async (dark) => {
      const { page } = await openBrowser(app.url, `layout dark ${String(dark)}`);
      await page.addInitScript((value) => {
        localStorage.setItem('isDarkMode', value);
      }, String(dark));
      await login(page, owner.account.email, owner.account.password);
      const mode = dark ? 'dark' : 'light';
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        for (const path of LIST_SCREENS) {
          await page.goto(path);
          await page.locator('main .MuiButton-contained').first().waitFor();
          const buttons = await containedButtonHeights(page);
          for (const button of buttons) {
            expect(button.height, `${path} at ${String(width)} px: "${button.label}"`).toBeLessThanOrEqual(
              ONE_LINE_MAX_HEIGHT,
            );
          }
          if (path === '/chatflows' || path === '/credentials')
            await page.screenshot({ path: `${SHOTS}${path.slice(1)}-${String(width)}-${mode}.png` });
        }
        // The API key dialog's permissions scroll; Cancel and Create stay on screen, even on a short window.
        await page.setViewportSize({ width, height: 600 });
        await page.goto('/apikey');
        await page.locator('main .MuiButton-contained').first().click();
        const dialog = page.getByTestId('create-api-key-dialog');
        const create = dialog.getByRole('button', { name: 'Create' });
        await create.waitFor();
        const box = await create.boundingBox();
        expect(box, 'Create button').not.toBeNull();
        expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(600);
        const scrolls = await dialog
          .locator('.MuiDialogContent-root')
          .evaluate((content) => content.scrollHeight > content.clientHeight);
        expect(scrolls, 'the permissions scroll inside the dialog').toBe(true);
        await page.screenshot({ path: `${SHOTS}apikey-dialog-${String(width)}-${mode}.png` });
        await dialog.getByRole('button', { name: 'Cancel' }).click();
      }
    },
  );

  it('serves provider logos as node icons', async () => {
    const { page } = await openBrowser(app.url, 'node icons');
    const names = ['chatOpenAI', 'azureChatOpenAI', 'chatAnthropic', 'chatGoogleGenerativeAI', 'chatOllama'];
    const more = ['chatMistralAI', 'groqChat', 'qdrant', 'redis', 'postgres', 'pinecone', 'calculator'];
    const all = [...names, ...more];
    await page.setContent(
      `<body style="background:#1a1d24;display:flex;gap:8px;padding:8px">${all
        .map((name) => `<img alt="${name}" width="40" height="40" src="${app.url}/api/v1/node-icon/${name}">`)
        .join('')}</body>`,
    );
    await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
    const loaded = await page
      .locator('img')
      .evaluateAll((images) =>
        images.map((image) => (image instanceof HTMLImageElement ? image.naturalWidth : 0)),
      );
    expect(loaded.every((width) => width === 40)).toBe(true);
    await page.locator('body').screenshot({ path: `${SHOTS}node-icons.png` });
  });
});
