/**
 * Canvas benchmark in Chromium (playwright-core driving Debian's /usr/bin/chromium) against the built app: a
 * generated 1,000-node agentflow is opened at /v2/agentcanvas/{id} (time from navigation until its nodes are
 * drawn), then the canvas is panned and a node dragged for two seconds each while requestAnimationFrame
 * timing counts frames. Run: npm run build && npx tsx bench/canvas.bench.ts. Prints figures; asserts nothing.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';

const CLI = fileURLToPath(new URL('../packages/server/dist/cli.js', import.meta.url));
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const NODES = 1000;
const PORT = 3900 + Math.floor(Math.random() * 90);
const URL_BASE = `http://127.0.0.1:${PORT}`;

function generatedFlow(): string {
  const node = (id: string, name: string, label: string, index: number) => ({
    id,
    type: 'agentFlow',
    position: { x: (index % 40) * 240, y: Math.floor(index / 40) * 120 },
    data: {
      id,
      name,
      label,
      category: 'Agent Flows',
      color: '#4DDBBB',
      inputParams: [],
      inputAnchors: [],
      inputs: {},
      outputAnchors: [{ id: `${id}-output-${name}`, name, label }],
      outputs: {},
    },
  });
  const nodes = [node('startAgentflow_0', 'startAgentflow', 'Start', 0)];
  for (let index = 1; index < NODES; index += 1) {
    nodes.push(
      node(`customFunctionAgentflow_${index}`, 'customFunctionAgentflow', `Function ${index}`, index),
    );
  }
  const edges = nodes.slice(1).map((target, index) => {
    const source = nodes[index] ?? nodes[0];
    const sourceHandle = source?.data.outputAnchors[0]?.id ?? '';
    return {
      id: `e${index}`,
      source: source?.id ?? '',
      target: target.id,
      sourceHandle,
      targetHandle: target.id,
      type: 'agentFlow',
    };
  });
  return JSON.stringify({ nodes, edges, viewport: { x: 0, y: 0, zoom: 0.5 } });
}

async function framesPerSecond(page: Page, action: () => Promise<void>): Promise<number> {
  // Scripts as text: the bundler's helpers must not leak into the page.
  await page.evaluate(`(() => {
    const state = { frames: 0, running: true };
    window.benchFrames = state;
    const tick = () => { state.frames += 1; if (state.running) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  })()`);
  const started = Date.now();
  await action();
  const elapsed = (Date.now() - started) / 1000;
  const frames = Number(
    await page.evaluate(
      '(() => { window.benchFrames.running = false; return window.benchFrames.frames; })()',
    ),
  );
  return frames / elapsed;
}

async function sweep(page: Page, from: { x: number; y: number }, steps: number): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 0; step < steps; step += 1) {
    await page.mouse.move(from.x + Math.sin(step / 10) * 200, from.y + Math.cos(step / 10) * 120);
  }
  await page.mouse.up();
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'loomflow-canvas-bench-'));
const server = spawn(process.execPath, [CLI, 'start'], {
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: ['--no-sandbox'],
});
try {
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${URL_BASE}/api/v1/ping`)).ok) break;
    } catch {
      if (attempt > 300) throw new Error('server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const email = `bench.${Date.now()}@example.com`;
  await fetch(`${URL_BASE}/api/v1/account/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-from': 'internal' },
    body: JSON.stringify({ user: { name: 'Bench', email, credential: 'correct-horse-42' } }),
  });
  const context = await browser.newContext({ baseURL: URL_BASE, viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('correct-horse-42');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const created = await page.request.post('/api/v1/chatflows', {
    headers: { 'x-xsrf-token': xsrf },
    data: { name: 'Bench 1000', type: 'AGENTFLOW', flowData: generatedFlow() },
  });
  if (created.status() !== 201) throw new Error(`create failed: ${created.status()} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };

  const opens: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const started = Date.now();
    await page.goto(`/v2/agentcanvas/${id}`);
    await page.locator('.react-flow__node').nth(20).waitFor();
    await page.evaluate(
      'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))',
    );
    opens.push(Date.now() - started);
  }
  const pane = await page.locator('.react-flow__pane').boundingBox();
  const center = { x: (pane?.x ?? 0) + 700, y: (pane?.y ?? 0) + 450 };
  const panFps = await framesPerSecond(page, () => sweep(page, center, 120));
  const node = await page.locator('.react-flow__node').nth(5).boundingBox();
  const dragFps = await framesPerSecond(page, () =>
    sweep(page, { x: (node?.x ?? 0) + 40, y: (node?.y ?? 0) + 20 }, 120),
  );
  const drawn = await page.locator('.react-flow__node').count();
  console.log(
    `1,000-node agentflow opens in ${opens.join(' / ')} ms (budget 1500); ${drawn} nodes drawn in view`,
  );
  console.log(`panning: ${panFps.toFixed(1)} fps, dragging a node: ${dragFps.toFixed(1)} fps (budget >= 50)`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
