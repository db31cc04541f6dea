/**
 * Canvas benchmark in Chromium (playwright-core driving Debian's /usr/bin/chromium) against the built app: a
 * generated 1,000-node agentflow is opened at /v2/agentcanvas/{id} (time from navigation until every node that lies
 * in the view is drawn, with its edges, and two frames are painted), then the canvas is panned and a node dragged for two seconds each while requestAnimationFrame
 * timing counts frames. Run: npm run build && npx tsx bench/canvas.bench.ts. Prints figures; asserts nothing.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { signedInPage } from './support/signed-in-page.ts';

const CLI = fileURLToPath(new URL('../packages/server/dist/cli.js', import.meta.url));
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const NODES = 1000;
const COLUMNS = 40;
const COLUMN_WIDTH = 240;
const ROW_HEIGHT = 120;
const ZOOM = 0.5;
const PORT = 3900 + Math.floor(Math.random() * 90);
const URL_BASE = `http://127.0.0.1:${PORT}`;

function generatedFlow(): string {
  const node = (id: string, name: string, label: string, index: number) => ({
    id,
    type: 'agentFlow',
    position: { x: (index % COLUMNS) * COLUMN_WIDTH, y: Math.floor(index / COLUMNS) * ROW_HEIGHT },
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
  return JSON.stringify({ nodes, edges, viewport: { x: 0, y: 0, zoom: ZOOM } });
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
/**
 * True in the page once every generated node whose place lies (even partly) inside the canvas is in the DOM and
 * drawn (not hidden for measuring), and edges are drawn too. Text: the bundler's helpers must not leak in.
 */
const ALL_IN_VIEW_DRAWN = `(() => {
  const pane = document.querySelector('.react-flow__pane');
  if (!pane) return false;
  const { width, height } = pane.getBoundingClientRect();
  const drawn = new Set(
    [...document.querySelectorAll('.react-flow__node')]
      .filter((node) => getComputedStyle(node).visibility !== 'hidden' && node.getBoundingClientRect().width > 0)
      .map((node) => node.getAttribute('data-id')),
  );
  for (let index = 0; index < ${NODES}; index += 1) {
    const x = (index % ${COLUMNS}) * ${COLUMN_WIDTH} * ${ZOOM};
    const y = Math.floor(index / ${COLUMNS}) * ${ROW_HEIGHT} * ${ZOOM};
    const id = index === 0 ? 'startAgentflow_0' : 'customFunctionAgentflow_' + index;
    if (x < width && y < height && !drawn.has(id)) return false;
  }
  return document.querySelectorAll('.react-flow__edge').length > 0;
})()`;

let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined;
try {
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox'],
  });
  const { page, xsrf } = await signedInPage(browser, URL_BASE, 'bench');
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
    await page.waitForFunction(ALL_IN_VIEW_DRAWN, undefined, { polling: 'raf', timeout: 60_000 });
    await page.evaluate(
      'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))',
    );
    opens.push(Date.now() - started);
  }
  const drawn = await page.locator('.react-flow__node').count();
  const pane = await page.locator('.react-flow__pane').boundingBox();
  const center = { x: (pane?.x ?? 0) + 700, y: (pane?.y ?? 0) + 450 };
  const panFps = await framesPerSecond(page, () => sweep(page, center, 120));
  // A node near the middle, so the drag stays inside the canvas (at its border React Flow would auto-pan).
  const middle = {
    column: Math.floor((pane?.width ?? 0) / 2 / ZOOM / COLUMN_WIDTH),
    row: Math.floor((pane?.height ?? 0) / 2 / ZOOM / ROW_HEIGHT),
  };
  const dragged = `customFunctionAgentflow_${middle.row * COLUMNS + middle.column}`;
  const node = await page.locator(`.react-flow__node[data-id="${dragged}"]`).boundingBox();
  if (!node) throw new Error(`node ${dragged} is not drawn`);
  const dragFps = await framesPerSecond(page, () => sweep(page, { x: node.x + 40, y: node.y + 20 }, 120));
  console.log(
    `1,000-node agentflow opens in ${opens.join(' / ')} ms (budget 1500); ${drawn} nodes in the DOM after opening`,
  );
  console.log(`panning: ${panFps.toFixed(1)} fps, dragging a node: ${dragFps.toFixed(1)} fps (budget >= 50)`);
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
