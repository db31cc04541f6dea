import { XSRF_COOKIE, XSRF_HEADER } from '@loomflow/core';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { openBrowser } from './support/browser.ts';

const PASSWORD = 'correct-horse-42';
const EMAIL = `flow.tools.${Date.now()}@example.com`;
let registered = false;

async function registerAndLogin(app: AppServer, page: Page): Promise<void> {
  if (!registered) {
    const answer = await fetch(`${app.url}/api/v1/account/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-from': 'internal' },
      body: JSON.stringify({ user: { name: 'Tool Tester', email: EMAIL, credential: PASSWORD } }),
    });
    expect(answer.status).toBe(201);
    registered = true;
  }
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

function agentNode(id: string, name: string, label: string, x: number, y: number) {
  return {
    id,
    type: 'agentFlow',
    position: { x, y },
    data: {
      id,
      name,
      label,
      category: 'Agent Flows',
      inputs: {},
      outputAnchors: [{ id: `${id}-output-${name}`, name, label }],
    },
  };
}

function edge(source: string, sourceName: string, target: string) {
  return {
    id: `${source}-${target}`,
    source,
    target,
    sourceHandle: `${source}-output-${sourceName}`,
    targetHandle: target,
    type: 'agentFlow',
  };
}

/** Start → LLM → Direct Reply, stacked in one column (so that auto-layout has work to do). */
const FLOW_DATA = JSON.stringify({
  nodes: [
    agentNode('startAgentflow_0', 'startAgentflow', 'Start', 100, 100),
    agentNode('llmAgentflow_0', 'llmAgentflow', 'LLM 0', 100, 300),
    agentNode('directReplyAgentflow_0', 'directReplyAgentflow', 'Reply 0', 100, 500),
  ],
  edges: [
    edge('startAgentflow_0', 'startAgentflow', 'llmAgentflow_0'),
    edge('llmAgentflow_0', 'llmAgentflow', 'directReplyAgentflow_0'),
  ],
  viewport: { x: 0, y: 0, zoom: 0.8 },
});

async function createFlow(page: Page, context: BrowserContext, name: string): Promise<string> {
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === XSRF_COOKIE)?.value ?? '';
  const created = await page.request.post('/api/v1/chatflows', {
    headers: { [XSRF_HEADER]: xsrf },
    data: { name, type: 'AGENTFLOW', flowData: FLOW_DATA },
  });
  expect(created.status()).toBe(201);
  const body = (await created.json()) as { id: string };
  return body.id;
}

async function openFlow(page: Page, id: string): Promise<void> {
  await page.goto(`/v2/agentcanvas/${id}`);
  await page.locator('.react-flow__node[data-id="directReplyAgentflow_0"]').waitFor();
}

/** Each node's position on the canvas (React Flow's transform in its style). */
async function positions(page: Page): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const node of await page.locator('.react-flow__node').all()) {
    result[(await node.getAttribute('data-id')) ?? ''] = (await node.getAttribute('style')) ?? '';
  }
  return result;
}

async function storedFlow(page: Page, id: string) {
  const answer = await page.request.get(`/api/v1/chatflows/${id}`);
  return (await answer.json()) as { name: string; chatbotConfig: string | null; apiConfig: string | null };
}

describe('flow editor tools in Chromium', () => {
  let app: AppServer;
  beforeAll(async () => {
    app = await startAppServer();
  });
  afterAll(() => app.stop());

  it('offers starter templates in the empty list and opens the flow made from one', async () => {
    const { page } = await openBrowser(app.url, 'flow tools templates');
    await registerAndLogin(app, page);
    await page.goto('/agentflows');
    await page.getByRole('button', { name: 'Create a blank flow' }).waitFor();
    await page.getByTestId('template-agentflow-router').click();
    await page.waitForURL(/\/v2\/agentcanvas\/[^/]+$/);
    await page.locator('.react-flow__node[data-id="directReplyAgentflow_1"]').waitFor();
    expect(await page.locator('.react-flow__node').count()).toBe(4);
    expect(await page.locator('.react-flow__edge').count()).toBe(3);
    await expect(page.getByTestId('flow-name').textContent()).resolves.toBe('Router');
  }, 90_000);

  it('copies a node selection with Ctrl+C and pastes it offset with its inner edge', async () => {
    const { page, context } = await openBrowser(app.url, 'flow tools copy paste');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    await registerAndLogin(app, page);
    const id = await createFlow(page, context, 'Copy me');
    await openFlow(page, id);
    expect(await page.locator('.react-flow__edge').count()).toBe(2);

    await page.locator('.react-flow__node[data-id="llmAgentflow_0"]').click();
    await page.locator('.react-flow__node[data-id="directReplyAgentflow_0"]').click({ modifiers: ['Shift'] });
    await page.keyboard.press('Control+c');
    await page.keyboard.press('Control+v');

    const copy = page.locator('.react-flow__node[data-id="llmAgentflow_1"]');
    await copy.waitFor();
    await page.locator('.react-flow__node[data-id="directReplyAgentflow_1"]').waitFor();
    expect(await page.locator('.react-flow__node').count()).toBe(5);
    expect(await page.locator('.react-flow__edge').count()).toBe(3);
    const original = await page.locator('.react-flow__node[data-id="llmAgentflow_0"]').boundingBox();
    const pasted = await copy.boundingBox();
    expect(pasted && original ? pasted.x - original.x : 0).toBeGreaterThan(50);
    await page.getByTestId('dirty-indicator').waitFor();

    await page.keyboard.press('Control+s');
    await page.getByText('Flow saved').first().waitFor();
    const saved = await page.request.get(`/api/v1/chatflows/${id}`);
    const flowData = JSON.parse(((await saved.json()) as { flowData: string }).flowData) as {
      edges: { source: string; target: string }[];
    };
    expect(flowData.edges).toContainEqual(
      expect.objectContaining({ source: 'llmAgentflow_1', target: 'directReplyAgentflow_1' }),
    );
  }, 90_000);

  it('auto-layout moves the nodes and undo puts them back', async () => {
    const { page, context } = await openBrowser(app.url, 'flow tools layout');
    await registerAndLogin(app, page);
    const id = await createFlow(page, context, 'Lay me out');
    await openFlow(page, id);
    const before = await positions(page);
    await page.getByRole('button', { name: 'Auto-layout' }).click();
    await expect.poll(() => positions(page)).not.toEqual(before);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => positions(page)).toEqual(before);
  }, 90_000);

  it('asks before leaving with unsaved changes; stay keeps the canvas; after saving it leaves freely', async () => {
    const { page, context } = await openBrowser(app.url, 'flow tools leave prompt');
    await registerAndLogin(app, page);
    const id = await createFlow(page, context, 'Leave me');
    await openFlow(page, id);

    await page.getByTestId('flow-name').click();
    await page.getByLabel('Flow name').fill('Changed name');
    await page.keyboard.press('Enter');
    await page.getByTestId('dirty-indicator').waitFor();

    await page.getByRole('button', { name: 'Back' }).click();
    const prompt = page.getByRole('dialog').filter({ hasText: 'Unsaved changes' });
    await prompt.waitFor();
    await prompt.getByRole('button', { name: 'Stay' }).click();
    await prompt.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/v2/agentcanvas/${id}`);
    await page.getByTestId('dirty-indicator').waitFor();

    await page.keyboard.press('Control+s');
    await page.getByText('Flow saved').first().waitFor();
    await page.getByTestId('dirty-indicator').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/agentflows');
    expect(await page.getByRole('dialog').filter({ hasText: 'Unsaved changes' }).count()).toBe(0);
    expect((await storedFlow(page, id)).name).toBe('Changed name');
  }, 90_000);

  it('saves allowed origins and a rate limit in the flow settings, and they survive a reload', async () => {
    const { page, context } = await openBrowser(app.url, 'flow tools settings');
    await registerAndLogin(app, page);
    const id = await createFlow(page, context, 'Configure me');
    await openFlow(page, id);

    await page.getByRole('button', { name: 'Flow settings' }).click();
    await page.getByRole('menuitem', { name: 'Allowed Origins' }).click();
    const dialog = page.getByRole('dialog', { name: 'Flow settings' });
    await dialog.getByLabel('Origin 1', { exact: true }).fill('shop.example');
    await dialog.getByRole('button', { name: 'Add origin' }).click();
    await dialog.getByLabel('Origin 2', { exact: true }).fill('http://localhost:3000');
    await dialog.getByRole('tab', { name: 'Rate Limit' }).click();
    await dialog.getByLabel('Enable rate limit').check();
    await dialog.getByLabel('Message limit per duration').fill('0');
    await dialog.getByLabel('Duration in seconds').fill('60');
    await dialog.getByLabel('Limit message').fill('Slow down, please');
    await dialog.getByRole('button', { name: 'Save' }).click();
    // The field says what is wrong, and the summary lists every problem.
    await dialog
      .locator('#limitMax-helper-text, .MuiFormHelperText-root')
      .filter({ hasText: 'Message limit must be a whole number greater than 0' })
      .waitFor();
    await dialog
      .getByTestId('flow-settings-errors')
      .getByText('"shop.example" is not a valid origin', { exact: false })
      .waitFor();

    await dialog.getByLabel('Message limit per duration').fill('5');
    await dialog.getByRole('tab', { name: 'Allowed Origins' }).click();
    await dialog.getByLabel('Origin 1', { exact: true }).fill('https://shop.example');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Flow settings saved').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    const stored = await storedFlow(page, id);
    expect(JSON.parse(stored.chatbotConfig ?? '{}')).toMatchObject({
      allowedOrigins: ['https://shop.example', 'http://localhost:3000'],
    });
    expect(JSON.parse(stored.apiConfig ?? '{}')).toMatchObject({
      rateLimit: { status: true, limitMax: '5', limitDuration: '60', limitMsg: 'Slow down, please' },
    });

    // Saving the flow afterwards is not mistaken for a conflicting change.
    await page.getByTestId('flow-name').click();
    await page.getByLabel('Flow name').fill('Configured');
    await page.keyboard.press('Enter');
    await page.getByTestId('save-flow').click();
    await page.getByText('Flow saved').first().waitFor();
    expect(await page.getByTestId('flow-conflict-dialog').count()).toBe(0);

    await page.reload();
    await page.locator('.react-flow__node[data-id="directReplyAgentflow_0"]').waitFor();
    await page.getByRole('button', { name: 'Flow settings' }).click();
    await page.getByRole('menuitem', { name: 'Rate Limit' }).click();
    const reopened = page.getByRole('dialog', { name: 'Flow settings' });
    await expect(reopened.getByLabel('Message limit per duration').inputValue()).resolves.toBe('5');
    await expect(reopened.getByLabel('Limit message').inputValue()).resolves.toBe('Slow down, please');
    await reopened.getByRole('tab', { name: 'Allowed Origins' }).click();
    await expect(reopened.getByLabel('Origin 1', { exact: true }).inputValue()).resolves.toBe(
      'https://shop.example',
    );
    await expect(reopened.getByLabel('Origin 2', { exact: true }).inputValue()).resolves.toBe(
      'http://localhost:3000',
    );
  }, 90_000);
});
