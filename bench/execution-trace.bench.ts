/**
 * Execution trace benchmark in Chromium (playwright-core driving Debian's /usr/bin/chromium) against the built app:
 * an execution of 500 node records (loop re-entries, iteration items running side by side, a growing flow state,
 * token usage, kilobytes of inputs and outputs per run) is written into the server's SQLite database, then its trace
 * is opened (a) by address, `/executions?trace={id}`, from navigation, and (b) by clicking its row in `/executions`,
 * from the click; each until the graph's nodes are drawn, the timeline rows and the node details are in the page and
 * two frames are painted. Run: npm run build && npm run execution-trace -w @loomflow/bench. Prints figures; asserts
 * nothing (target: ≤ 1 s).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { chromium, type Page } from 'playwright-core';
import { signedInPage } from './support/signed-in-page.ts';

const CLI = fileURLToPath(new URL('../packages/server/dist/cli.js', import.meta.url));
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RECORDS = 500;
const RUNS = 5;
const PORT = 3990 + Math.floor(Math.random() * 9);
const URL_BASE = `http://127.0.0.1:${String(PORT)}`;
const EXECUTION_ID = 'bench-trace-500';

const GRAPH = [
  { id: 'startAgentflow_0', name: 'startAgentflow', label: 'Start', x: 0, y: 0 },
  { id: 'agentAgentflow_0', name: 'agentAgentflow', label: 'Plan', x: 260, y: 0 },
  { id: 'iterationAgentflow_0', name: 'iterationAgentflow', label: 'Each task', x: 520, y: -40 },
  { id: 'llmAgentflow_0', name: 'llmAgentflow', label: 'Work', x: 60, y: 60, parent: 'iterationAgentflow_0' },
  { id: 'conditionAgentflow_0', name: 'conditionAgentflow', label: 'Done?', x: 900, y: 0 },
  { id: 'loopAgentflow_0', name: 'loopAgentflow', label: 'Again', x: 1160, y: 120 },
  { id: 'directReplyAgentflow_0', name: 'directReplyAgentflow', label: 'Reply', x: 1160, y: -120 },
] as const;

function flowData(): string {
  const nodes = GRAPH.map((node) => ({
    id: node.id,
    type: node.name === 'iterationAgentflow' ? 'iteration' : 'agentFlow',
    position: { x: node.x, y: node.y },
    ...(node.name === 'iterationAgentflow' ? { width: 300, height: 200 } : {}),
    ...('parent' in node ? { parentNode: node.parent, extent: 'parent' } : {}),
    data: {
      id: node.id,
      name: node.name,
      label: node.label,
      category: 'Agent Flows',
      inputs: {},
      outputAnchors: [{ id: `${node.id}-output-${node.name}`, name: node.name, label: node.label }],
    },
  }));
  const link = (from: string, to: string, index: number) => ({
    id: `e${String(index)}`,
    source: from,
    target: to,
    sourceHandle: `${from}-output-${GRAPH.find((node) => node.id === from)?.name ?? ''}`,
    targetHandle: to,
    type: 'agentFlow',
  });
  const edges = [
    link('startAgentflow_0', 'agentAgentflow_0', 0),
    link('agentAgentflow_0', 'iterationAgentflow_0', 1),
    link('iterationAgentflow_0', 'conditionAgentflow_0', 2),
    link('conditionAgentflow_0', 'loopAgentflow_0', 3),
    link('conditionAgentflow_0', 'directReplyAgentflow_0', 4),
  ];
  return JSON.stringify({ nodes, edges, viewport: { x: 0, y: 0, zoom: 1 } });
}

const TEXT = 'The quick brown fox jumps over the lazy dog. '.repeat(24);

/** 500 records of rounds: Plan, Each task, 8 Work items overlapping, Done?, Again; Start first, Reply last. */
function executionRecords(): unknown[] {
  const records: unknown[] = [];
  let clock = Date.UTC(2026, 0, 1, 9, 0, 0);
  const state: Record<string, unknown> = {};
  const push = (id: string, label: string, name: string, startMs: number, durationMs: number, extra = {}) => {
    records.push({
      nodeId: id,
      nodeLabel: label,
      data: {
        id,
        name,
        input: { question: `Step ${String(records.length)}`, messages: [{ role: 'user', content: TEXT }] },
        output: { content: `${label} answered: ${TEXT}` },
        state: { ...state },
        usage: { inputTokens: 240, outputTokens: 180, totalTokens: 420 },
        startedAt: new Date(startMs).toISOString(),
        finishedAt: new Date(startMs + durationMs).toISOString(),
        durationMs,
        ...extra,
      },
      previousNodeIds: [],
      status: 'FINISHED',
    });
  };
  push('startAgentflow_0', 'Start', 'startAgentflow', clock, 2);
  clock += 2;
  for (let round = 0; records.length < RECORDS - 1; round += 1) {
    state[`round${String(round % 12)}`] = `plan ${String(round)}`;
    push('agentAgentflow_0', 'Plan', 'agentAgentflow', clock, 120);
    clock += 120;
    const each = clock;
    for (let item = 0; item < 8 && records.length < RECORDS - 3; item += 1)
      push('llmAgentflow_0', 'Work', 'llmAgentflow', each + (item % 4) * 15, 90 + item * 5, {
        iterationIndex: item,
        parentNodeId: 'iterationAgentflow_0',
      });
    clock += 250;
    push('iterationAgentflow_0', 'Each task', 'iterationAgentflow', each - 1, 252);
    push('conditionAgentflow_0', 'Done?', 'conditionAgentflow', clock, 3);
    clock += 3;
    if (records.length < RECORDS - 1) {
      push('loopAgentflow_0', 'Again', 'loopAgentflow', clock, 1);
      clock += 1;
    }
  }
  push('directReplyAgentflow_0', 'Reply', 'directReplyAgentflow', clock, 1);
  return records.slice(0, RECORDS);
}

/** True once the trace is drawn: every graph node visible, the timeline rows and the node details in the page. */
const TRACE_DRAWN = `(() => {
  const trace = document.querySelector('[data-testid="execution-trace"]');
  if (!trace) return false;
  const nodes = [...trace.querySelectorAll('.react-flow__node')].filter(
    (node) => getComputedStyle(node).visibility !== 'hidden' && node.getBoundingClientRect().width > 0,
  );
  return nodes.length === ${String(GRAPH.length)} &&
    trace.querySelectorAll('[data-testid="timeline-row"]').length > 0 &&
    trace.querySelector('[data-testid="node-run-details"]') !== null;
})()`;
const TWO_FRAMES = 'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))';

async function untilDrawn(page: Page): Promise<void> {
  await page.waitForFunction(TRACE_DRAWN, undefined, { polling: 'raf', timeout: 30_000 });
  await page.evaluate(TWO_FRAMES);
}

/** When, after navigation start, the page was parsed and the answers the trace needs arrived. */
const PHASES = `(() => {
  const marks = { 'DOM content loaded': performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd ?? 0 };
  for (const entry of performance.getEntriesByType('resource')) {
    if (entry.name.includes('/api/v1/executions/')) {
      marks['execution asked'] = entry.startTime;
      marks['execution answer'] = entry.responseEnd;
    }
    if (entry.name.includes('/api/v1/chatflows/')) marks['flow answer'] = entry.responseEnd;
  }
  return marks;
})()`;

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const dataDir = mkdtempSync(path.join(tmpdir(), 'loomflow-trace-bench-'));
const server = spawn(process.execPath, [CLI, 'start'], {
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined;
try {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ['--no-sandbox'] });
  const { page, xsrf } = await signedInPage(browser, URL_BASE, 'bench');
  const created = await page.request.post('/api/v1/chatflows', {
    headers: { 'x-xsrf-token': xsrf },
    data: { name: 'Bench loop and iteration', type: 'AGENTFLOW', flowData: flowData() },
  });
  if (created.status() !== 201)
    throw new Error(`create failed: ${String(created.status())} ${await created.text()}`);
  const flow = (await created.json()) as { id: string; workspaceId: string };

  const records = executionRecords();
  const executionData = JSON.stringify(records);
  const database = new Database(path.join(dataDir, 'database.sqlite'));
  database.pragma('busy_timeout = 5000');
  database
    .prepare(
      `INSERT INTO execution (id, workspaceId, agentflowId, executionData, state, sessionId, action, isPublic,
        createdDate, updatedDate, stoppedDate) VALUES (?, ?, ?, ?, 'FINISHED', 'bench-session', NULL, 0, ?, ?, ?)`,
    )
    .run(
      EXECUTION_ID,
      flow.workspaceId,
      flow.id,
      executionData,
      '2026-01-01T09:00:00.000Z',
      '2026-01-01T09:00:20.000Z',
      '2026-01-01T09:00:20.000Z',
    );
  database.close();

  const byAddress: number[] = [];
  const phases: Record<string, number[]> = {};
  for (let run = 0; run < RUNS; run += 1) {
    const started = Date.now();
    await page.goto(`/executions?trace=${EXECUTION_ID}`);
    await untilDrawn(page);
    byAddress.push(Date.now() - started);
    const marks = await page.evaluate<Record<string, number>>(PHASES);
    for (const [name, at] of Object.entries(marks)) (phases[name] ??= []).push(Math.round(at));
  }
  const byClick: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto('/executions');
    const row = page.getByTestId('execution-row').first();
    await row.waitFor();
    const started = Date.now();
    await row.click();
    await untilDrawn(page);
    byClick.push(Date.now() - started);
  }
  const rowsMounted = await page.getByTestId('timeline-row').count();
  console.log(
    `execution of ${String(records.length)} node records (${(executionData.length / 1024).toFixed(0)} KiB of executionData)`,
  );
  console.log(
    `trace by address, navigation to drawn: p50 ${String(median(byAddress))} ms (${byAddress.join(' / ')}) — target ≤ 1000`,
  );
  console.log(
    `  of which (p50 after navigation start): ${Object.entries(phases)
      .map(([name, values]) => `${name} ${String(median(values))} ms`)
      .join(', ')}`,
  );
  console.log(
    `trace from its row in /executions, click to drawn: p50 ${String(median(byClick))} ms (${byClick.join(' / ')}) — target ≤ 1000`,
  );
  console.log(`timeline rows in the DOM (virtualised): ${String(rowsMounted)} of ${String(records.length)}`);
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
