import { initNode } from '@loomflow/core';
import type { NodeDefinition } from '@loomflow/core';
import { testLicenseEnv, type HttpSession } from '@loomflow/testkit/server';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { openBrowser } from './support/browser.ts';
import { savedFlowData } from './support/canvas-actions.ts';
import { createWorkspace, setUpOrganization, type SignedInAccount } from './support/shell-accounts.ts';
import { signInThroughUi } from './support/shell-checks.ts';

/**
 * A name that is not localhost, resolved by Chromium to this machine's loopback address: the page is served over
 * plain http at a "LAN" host, so it is not a secure context (no `navigator.clipboard`), while every request stays
 * on 127.0.0.1.
 */
const LAN_HOST = 'loomflow-lan.test';
const SECRET_CREDENTIAL = 'cred-e2e-secret-id';

interface FlowNodeJson {
  readonly id: string;
  readonly data: { readonly outputAnchors?: readonly { readonly id?: string }[] };
}

async function definition(session: HttpSession, name: string): Promise<NodeDefinition> {
  const answer = await session.get<NodeDefinition>(`/api/v1/nodes/${name}`);
  if (answer.status !== 200) throw new Error(`node ${name}: ${String(answer.status)}`);
  return answer.body;
}

/** An agentflow Start → LLM ("Write draft") → Direct Reply, saved through the API in the session's workspace. */
async function createAgentflow(session: HttpSession, name: string): Promise<string> {
  const nodes: FlowNodeJson[] = [];
  const placed = [
    ['startAgentflow', 100],
    ['llmAgentflow', 420],
    ['directReplyAgentflow', 740],
  ] as const;
  for (const [type, x] of placed) {
    const node = initNode(await definition(session, type), nodes, { x, y: 200 });
    nodes.push(node);
  }
  const [start, llm, reply] = nodes;
  if (!start || !llm || !reply) throw new Error('nodes missing');
  const llmNode = {
    ...llm,
    data: {
      ...llm.data,
      label: 'Write draft',
      credential: SECRET_CREDENTIAL,
      inputs: {
        ...(llm.data as { inputs?: Record<string, unknown> }).inputs,
        llmModelConfig: { FLOWISE_CREDENTIAL_ID: SECRET_CREDENTIAL, modelName: 'gpt-4o-mini' },
      },
    },
  };
  const edge = (source: FlowNodeJson, target: FlowNodeJson) => {
    const sourceHandle = source.data.outputAnchors?.[0]?.id ?? `${source.id}-output-0`;
    return {
      id: `${source.id}-${sourceHandle}-${target.id}-${target.id}`,
      source: source.id,
      target: target.id,
      sourceHandle,
      targetHandle: target.id,
      type: 'agentFlow',
    };
  };
  const flowData = { nodes: [start, llmNode, reply], edges: [edge(start, llm), edge(llm, reply)] };
  const created = await session.post<{ id: string }>('/api/v1/chatflows', {
    name,
    type: 'AGENTFLOW',
    flowData: JSON.stringify(flowData),
  });
  if (created.status !== 200 && created.status !== 201) {
    throw new Error(`create flow: ${String(created.status)} ${JSON.stringify(created.body)}`);
  }
  return created.body.id;
}

const nodeCount = (page: Page) => page.locator('.react-flow__node').count();
const edgeCount = (page: Page) => page.locator('.react-flow__edge').count();

async function openCanvas(page: Page, flowId: string): Promise<void> {
  await page.goto(`/v2/agentcanvas/${flowId}`);
  await page.locator('.react-flow__node[data-id="llmAgentflow_0"]').waitFor();
}

/** The colour of one pixel of a PNG, read by the page itself (a canvas decodes the screenshot). */
async function pixelOf(page: Page, png: Buffer, x: number, y: number): Promise<[number, number, number]> {
  return page.evaluate(
    async ({ data, px, py }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(image, 0, 0);
      const [r = 0, g = 0, b = 0] = context.getImageData(px, py, 1, 1).data;
      return [r, g, b] as [number, number, number];
    },
    { data: png.toString('base64'), px: x, py: y },
  );
}

const luminance = ([r, g, b]: readonly number[]) => 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);

describe('canvas defects found by a new user, in Chromium', () => {
  let app: AppServer;
  let owner: SignedInAccount;
  let flowId: string;

  beforeAll(async () => {
    app = await startAppServer({ PLATFORM_TYPE: 'enterprise', ...testLicenseEnv() });
    owner = await setUpOrganization(app.url, 'Canvas Lab');
    flowId = await createAgentflow(owner.session, 'Essay flow');
    await createWorkspace(owner.session, 'Second');
  });
  afterAll(() => app.stop());

  it('copies and pastes a node on a plain-http LAN address (no secure context), with no page error', async () => {
    const port = new URL(app.url).port;
    const lanUrl = `http://${LAN_HOST}:${port}`;
    const { page, consoleLines } = await openBrowser(lanUrl, 'canvas copy paste on lan', [
      `--host-resolver-rules=MAP ${LAN_HOST} 127.0.0.1`,
    ]);
    await signInThroughUi(page, owner.account);
    await openCanvas(page, flowId);
    expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
    expect(await page.evaluate(() => typeof Reflect.get(navigator, 'clipboard'))).toBe('undefined');
    expect(await nodeCount(page)).toBe(3);

    await page.locator('.react-flow__node[data-id="llmAgentflow_0"]').click();
    await page.keyboard.press('Control+c');
    await page.getByText(/Copied 1 node inside Loomflow only/).waitFor();
    await page.keyboard.press('Control+v');
    await expect.poll(() => nodeCount(page)).toBe(4);
    await page.locator('.react-flow__node[data-id="llmAgentflow_1"]').waitFor();
    await page.getByTestId('dirty-indicator').waitFor();
    expect(consoleLines.filter((line) => line.startsWith('[pageerror]'))).toEqual([]);
  });

  it('undoes a Delete key press in one step: the node comes back with both its connections', async () => {
    const { page, consoleLines } = await openBrowser(app.url, 'canvas delete undo');
    await signInThroughUi(page, owner.account);
    await openCanvas(page, flowId);
    expect(await edgeCount(page)).toBe(2);
    await page.locator('.react-flow__node[data-id="llmAgentflow_0"]').click();
    await page.keyboard.press('Delete');
    await expect.poll(() => nodeCount(page)).toBe(2);
    expect(await edgeCount(page)).toBe(0);
    await page.keyboard.press('Control+z');
    await expect.poll(() => nodeCount(page)).toBe(3);
    await expect.poll(() => edgeCount(page)).toBe(2);
    // One step: nothing is left to undo.
    expect(await page.getByRole('button', { name: 'Undo' }).isDisabled()).toBe(true);
    expect(consoleLines.filter((line) => line.startsWith('[pageerror]'))).toEqual([]);
  });

  it('draws the canvas controls and minimap dark in dark mode, light in light mode', async () => {
    const { page } = await openBrowser(app.url, 'canvas dark mode');
    await signInThroughUi(page, owner.account);
    const shots: Record<string, number> = {};
    for (const mode of ['light', 'dark'] as const) {
      await page.evaluate((dark) => {
        localStorage.setItem('isDarkMode', String(dark));
      }, mode === 'dark');
      await openCanvas(page, flowId);
      const controls = page.locator('.react-flow__controls');
      await page.screenshot({ path: path.join(tmpdir(), `loomflow-canvas-${mode}.png`) });
      const png = await controls.screenshot({ path: path.join(tmpdir(), `loomflow-controls-${mode}.png`) });
      // A point inside the first button, away from its icon.
      shots[mode] = luminance(await pixelOf(page, png, 3, 3));
      const minimap = await page.locator('.react-flow__minimap').screenshot();
      shots[`${mode}-minimap`] = luminance(await pixelOf(page, minimap, 2, 2));
    }
    // Still dark: a chatflow model node shows its Additional Parameters button, which opens their dialog.
    const chat = initNode(await definition(owner.session, 'chatOpenAI'), [], { x: 200, y: 100 });
    const created = await owner.session.post<{ id: string }>('/api/v1/chatflows', {
      name: 'Model only',
      type: 'CHATFLOW',
      flowData: JSON.stringify({ nodes: [chat], edges: [] }),
    });
    await page.goto(`/canvas/${created.body.id}`);
    const node = page.locator('.react-flow__node[data-id="chatOpenAI_0"]');
    await node.getByRole('button', { name: 'Additional Parameters' }).click();
    const dialog = page.getByRole('dialog', { name: 'OpenAI' });
    await dialog.getByLabel('Stop Sequence').waitFor();
    await page.screenshot({ path: path.join(tmpdir(), 'loomflow-additional-dark.png') });
    expect(shots.dark).toBeLessThan(60);
    expect(shots['dark-minimap']).toBeLessThan(60);
    expect(shots.light).toBeGreaterThan(200);
    expect(shots['light-minimap']).toBeGreaterThan(200);
  });

  it('exports one flow from the flows list and loads it into a new flow of another workspace', async () => {
    const { page } = await openBrowser(app.url, 'single flow export and load');
    await signInThroughUi(page, owner.account);
    await page.goto('/agentflows');
    // exact: the card around the button is a button whose name holds the flow's name too.
    await page.getByRole('button', { name: 'Actions for Essay flow', exact: true }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Export', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Essay flow Agentflow.json');
    const file = path.join(tmpdir(), `loomflow-e2e-${String(Date.now())}-Essay flow Agentflow.json`);
    await download.saveAs(file);
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain(SECRET_CREDENTIAL);
    const exported = JSON.parse(text) as { nodes: { id: string }[]; edges: unknown[] };
    expect(exported.nodes.map((node) => node.id)).toEqual([
      'startAgentflow_0',
      'llmAgentflow_0',
      'directReplyAgentflow_0',
    ]);

    // Into the other workspace: a new flow, Load from the canvas settings menu, then Save.
    await page.getByTestId('workspace-switcher').click();
    // The switch ends by loading `/` afresh: wait for that load, or the next navigation races it.
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('menuitem', { name: 'Second', exact: true }).click(),
    ]);
    await expect
      .poll(() => page.getByTestId('workspace-switcher').getAttribute('aria-label'))
      .toBe('Workspace: Second');
    await page.goto('/v2/agentcanvas');
    await page.getByTestId('flow-canvas').waitFor();
    await page.getByRole('button', { name: 'Flow settings' }).click();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('menuitem', { name: 'Load', exact: true }).click(),
    ]);
    await chooser.setFiles(file);
    await page.getByText('Loaded "').waitFor();
    await expect.poll(() => nodeCount(page)).toBe(3);
    expect(await edgeCount(page)).toBe(2);
    await page.getByTestId('dirty-indicator').waitFor();
    await page.getByTestId('save-flow').click();
    await page.waitForURL((url) => /\/v2\/agentcanvas\/[^/]+$/.test(url.pathname));
    const savedId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    expect(savedId).not.toBe(flowId);
    const saved = (await savedFlowData(page, savedId)) as {
      nodes: { id: string; data: { label?: string } }[];
    };
    expect(saved.nodes.map((node) => node.data.label)).toContain('Write draft');

    // A file that is not a flow: a clear message, the canvas kept.
    await page.getByRole('button', { name: 'Flow settings' }).click();
    const [again] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('menuitem', { name: 'Load', exact: true }).click(),
    ]);
    await again.setFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"a":1}'),
    });
    await page.getByText('Could not load "notes.json": This is not a flow file').waitFor();
    expect(await nodeCount(page)).toBe(3);
  });
});
