import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { onTestFailed, onTestFinished } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARTIFACTS = fileURLToPath(new URL('../artifacts', import.meta.url));

export interface BrowserSession {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly consoleLines: string[];
  /** Kept for symmetry in tests; the browser closes when the test finishes (after any failure screenshot). */
  close(): Promise<void>;
}

/**
 * Debian's Chromium, headless, with a fresh profile. On a test failure the page's screenshot and console are
 * written to e2e/artifacts/. `extraArgs` go to Chromium's command line (e.g. `--host-resolver-rules`).
 */
export async function openBrowser(
  baseURL: string,
  testName: string,
  extraArgs: readonly string[] = [],
): Promise<BrowserSession> {
  const profile = mkdtempSync(path.join(tmpdir(), 'loomflow-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    baseURL,
    viewport: { width: 1400, height: 900 },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(`[${message.type()}] ${message.text()}`));
  page.on('pageerror', (error) => consoleLines.push(`[pageerror] ${error.message}`));

  onTestFailed(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    const base = path.join(ARTIFACTS, testName.replace(/[^a-z0-9]+/gi, '-').toLowerCase());
    await page.screenshot({ path: `${base}.png`, fullPage: true }).catch(() => undefined);
    writeFileSync(`${base}.console.txt`, consoleLines.join('\n'));
  });

  const shutdown = async (): Promise<void> => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  // The browser really closes when the test has finished, after a failure's screenshot was taken.
  onTestFinished(shutdown);

  return {
    context,
    page,
    consoleLines,
    close: () => Promise.resolve(),
  };
}
