/**
 * Page-load benchmark of the built web app in Chromium (playwright-core driving Debian's /usr/bin/chromium):
 * time until the login form, and until the signed-in shell (top bar, side menu) after opening /chatflows
 * (which lands on the landing path while the chatflows screen is still to come), each with the browser cache
 * off; and the JavaScript each page loads, gzip-compressed as a server would send it.
 * Run: npm run bench:page-load   (builds the app first). Prints figures; asserts nothing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { HttpSession, newAccount } from '@loomflow/testkit/server';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { freePort } from './support/free-port.ts';

const CLI = fileURLToPath(new URL('../packages/server/dist/cli.js', import.meta.url));
const BUILT_WEB = fileURLToPath(new URL('../packages/web/dist', import.meta.url));
/** A copy of the build taken at start: a rebuild during the run must not change what is measured. */
let WEB_DIST = BUILT_WEB;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const LOAD_BUDGET_MS = 1000;
const JS_BUDGET_KB = 350;

async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [CLI, 'start'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: WEB_DIST,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/ping`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const gzipCache = new Map<string, number>();

/** Gzip size of a built asset, by its URL path. */
function gzipBytes(urlPath: string): number {
  const cached = gzipCache.get(urlPath);
  if (cached !== undefined) return cached;
  const size = gzipSync(readFileSync(path.join(WEB_DIST, urlPath))).length;
  gzipCache.set(urlPath, size);
  return size;
}

/** A page with the HTTP cache off (every run downloads everything) that records the scripts it loads. */
async function coldPage(context: BrowserContext): Promise<{ page: Page; scripts: Set<string> }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
  });
  // Public services are unreachable offline; answer at once so they cannot slow anything down.
  await page.route('https://api.github.com/**', (route) => route.abort('internetdisconnected'));
  return { page, scripts };
}

/** Milliseconds from navigation start until `selector` is visible, measured by the page's own clock. */
async function timeUntilVisible(page: Page, url: string, selector: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (target) => {
      const element = document.querySelector(target);
      return element instanceof HTMLElement && element.offsetParent !== null ? performance.now() : false;
    },
    selector,
    { polling: 'raf', timeout: 30_000 },
  );
  return Number(await handle.jsonValue());
}

interface Measured {
  readonly times: number[];
  readonly scriptKb: number;
  readonly finalPath: string;
}

async function measure(
  browser: Browser,
  url: string,
  selector: string,
  prepare: (context: BrowserContext) => Promise<void>,
): Promise<Measured> {
  const times: number[] = [];
  let scriptKb = 0;
  let finalPath = url;
  for (let run = 0; run < RUNS + 1; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await prepare(context);
    const { page, scripts } = await coldPage(context);
    const ms = await timeUntilVisible(page, url, selector);
    // The first run warms the server and the browser process; it is not counted.
    if (run > 0) times.push(ms);
    scriptKb = [...scripts].reduce((sum, script) => sum + gzipBytes(script), 0) / 1024;
    finalPath = new URL(page.url()).pathname;
    await context.close();
  }
  return { times, scriptKb, finalPath };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function entryScriptsKb(): number {
  const html = readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
  const urls = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
  return urls.reduce((sum, url) => sum + gzipBytes(url), 0) / 1024;
}

function report(title: string, result: Measured): void {
  const typical = median(result.times);
  const verdict = typical <= LOAD_BUDGET_MS ? 'within' : 'OVER';
  const ms = (value: number) => value.toFixed(0).padStart(4);
  console.log(
    `${title.padEnd(32)} median ${ms(typical)} ms   max ${ms(Math.max(...result.times))} ms   ` +
      `JS ${result.scriptKb.toFixed(1).padStart(6)} KB gzip   (median ${verdict} ${LOAD_BUDGET_MS} ms)`,
  );
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'loomflow-page-bench-'));
  WEB_DIST = path.join(dataDir, 'web');
  cpSync(BUILT_WEB, WEB_DIST, { recursive: true });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(dataDir, port);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const account = newAccount('bench');
    const api = new HttpSession(base);
    const setup = await api.post('/api/v1/account/register', {
      user: { name: account.name, email: account.email, credential: account.password },
      organization: { name: 'Bench Lab' },
    });
    if (setup.status !== 201) throw new Error(`setup failed: ${setup.status}`);

    const signedOut = () => Promise.resolve();
    const signedIn = async (context: BrowserContext) => {
      const { page } = await coldPage(context);
      await page.goto(`${base}/login`);
      await page.getByLabel('Email', { exact: true }).fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByTestId('user-menu-button').waitFor();
      await page.close();
    };

    console.log(`Loomflow page-load benchmark (Chromium, built app, cache off, median of ${RUNS} runs)`);
    // Figures from a busy machine are inflated: the load is printed so they can be read in context.
    const [load1 = 0] = loadavg();
    console.log(`machine: ${cpus().length} CPUs, load average ${load1.toFixed(1)} at start`);
    const login = await measure(
      browser,
      `${base}/login`,
      'form[aria-label="Sign in"] button[type="submit"]',
      signedOut,
    );
    report('/login (sign-in form)', login);
    const shell = await measure(browser, `${base}/chatflows`, 'nav[aria-label="Main menu"] a', signedIn);
    report(`/chatflows shell (→ ${shell.finalPath})`, shell);
    const entry = entryScriptsKb();
    const largest = Math.max(login.scriptKb, shell.scriptKb, entry);
    console.log(
      `initial JS (index.html)        ${entry.toFixed(1)} KB gzip; largest page load ${largest.toFixed(1)} KB gzip   (${largest <= JS_BUDGET_KB ? 'within' : 'OVER'} ${JS_BUDGET_KB} KB)`,
    );
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
