import { XSRF_COOKIE, XSRF_HEADER } from '@loomflow/core';
import type { Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { openBrowser } from './support/browser.ts';
import { connect, dropNode, savedFlowData } from './support/canvas-actions.ts';

const PASSWORD = 'correct-horse-42';

let registered = false;
const EMAIL = `flows.${Date.now()}@example.com`;

/** The first call registers the owner (the first account of the install); every call signs in as them. */
async function registerAndLogin(app: AppServer, page: Page): Promise<void> {
  const email = EMAIL;
  if (!registered) {
    const answer = await fetch(`${app.url}/api/v1/account/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-from': 'internal' },
      body: JSON.stringify({ user: { name: 'Flo Builder', email, credential: PASSWORD } }),
    });
    expect(answer.status).toBe(201);
    registered = true;
  }
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

describe('flow editor in Chromium', () => {
  let app: AppServer;
  beforeAll(async () => {
    app = await startAppServer();
  });
  afterAll(() => app.stop());

  it('builds, checks, undoes, saves and reloads an agentflow; two tabs meet the 409 path', async () => {
    const browser = await openBrowser(app.url, 'flow editor');
    const { page, context } = browser;
    try {
      await registerAndLogin(app, page);
      const cookies = await context.cookies();
      const xsrf = cookies.find((cookie) => cookie.name === XSRF_COOKIE)?.value ?? '';
      const created = await page.request.post('/api/v1/credentials', {
        headers: { 'x-request-from': 'internal', [XSRF_HEADER]: xsrf },
        data: { name: 'OpenAI e2e', credentialName: 'openAIApi', plainDataObj: { openAIApiKey: 'sk-e2e' } },
      });
      expect(created.status()).toBe(201);

      // The empty list offers a blank flow.
      await page.goto('/agentflows');
      await page.getByRole('button', { name: 'Create a blank flow' }).click();
      await page.waitForURL('**/v2/agentcanvas');
      await page.getByTestId('toggle-palette').click();

      await dropNode(page, 'startAgentflow', 380, 250);
      await dropNode(page, 'llmAgentflow', 560, 250);
      await dropNode(page, 'conditionAgentflow', 760, 250);
      await dropNode(page, 'directReplyAgentflow', 1000, 120);
      await dropNode(page, 'directReplyAgentflow', 1000, 400);
      await page.getByTestId('toggle-palette').click();
      await page.screenshot({ path: '/tmp/canvas.png' });
      expect(await page.locator('.react-flow__node').count()).toBe(5);

      await connect(page, 'startAgentflow_0', 'llmAgentflow_0');
      await connect(page, 'llmAgentflow_0', 'conditionAgentflow_0');
      await connect(page, 'conditionAgentflow_0', 'directReplyAgentflow_0', 0);
      await connect(page, 'conditionAgentflow_0', 'directReplyAgentflow_1', 1);
      expect(await page.locator('.react-flow__edge').count()).toBe(4);

      // A node cannot connect to itself: refused with a toast.
      await connect(page, 'llmAgentflow_0', 'llmAgentflow_0');
      await page.getByText('A node cannot connect to itself').waitFor();
      expect(await page.locator('.react-flow__edge').count()).toBe(4);

      // Parameters of several types on the LLM node: model (async options) with its credential, a number, a
      // boolean and an options parameter.
      await page.locator('.react-flow__node[data-id="llmAgentflow_0"]').dblclick();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Model').click();
      await page.getByRole('option', { name: 'OpenAI', exact: true }).click();
      await dialog.getByLabel('Connect Credential').click();
      await page.getByRole('option', { name: 'OpenAI e2e' }).click();
      await dialog.getByLabel('Temperature').fill('0.3');
      await dialog.getByLabel('Enable Memory').check();
      await dialog.getByRole('button', { name: 'Close' }).click();

      // Undo and redo the last edit.
      await page.getByRole('button', { name: 'Undo' }).click();
      await page.getByRole('button', { name: 'Redo' }).click();
      await page.getByTestId('dirty-indicator').waitFor();

      await page.keyboard.press('Control+s');
      await page.waitForURL(/\/v2\/agentcanvas\/[^/]+$/);
      await page.getByText('Flow saved').first().waitFor();
      const id = new URL(page.url()).pathname.split('/').pop() ?? '';
      const saved = await savedFlowData(page, id);
      const text = JSON.stringify(saved);
      expect(text).toContain('FLOWISE_CREDENTIAL_ID');
      expect(text).toContain('"llmEnableMemory":true');

      // Reload: the same flow, and saving again changes nothing.
      await page.reload();
      await page.locator('.react-flow__node').nth(4).waitFor();
      expect(await page.locator('.react-flow__node').count()).toBe(5);
      expect(await page.locator('.react-flow__edge').count()).toBe(4);
      await page.keyboard.press('Control+s');
      await page.getByText('Flow saved').first().waitFor();
      expect(await savedFlowData(page, id)).toEqual(saved);

      // A second tab saves first: this tab's save meets the conflict dialog, and overwrites.
      const other = await context.newPage();
      await other.goto(`/v2/agentcanvas/${id}`);
      await other.getByTestId('flow-name').click();
      await other.getByLabel('Flow name').fill('Renamed elsewhere');
      await other.keyboard.press('Enter');
      await other.keyboard.press('Control+s');
      await other.getByText('Flow saved').first().waitFor();

      await page.getByTestId('flow-name').click();
      await page.getByLabel('Flow name').fill('Mine');
      await page.keyboard.press('Enter');
      await page.getByTestId('save-flow').click();
      const conflict = page.getByTestId('flow-conflict-dialog');
      await conflict.waitFor();
      await conflict.getByRole('button', { name: 'Overwrite' }).click();
      await conflict.waitFor({ state: 'detached' });
      const final = await page.request.get(`/api/v1/chatflows/${id}`);
      const finalBody: unknown = await final.json();
      expect((finalBody as { name: string }).name).toBe('Mine');

      // The list shows it.
      await page.goto('/agentflows');
      await page.getByTestId('flow-card').filter({ hasText: 'Mine' }).waitFor();
    } catch (error: unknown) {
      await page.screenshot({ path: '/tmp/fail.png' });
      throw error;
    } finally {
      await browser.close();
    }
  }, 120_000);

  it.each([
    ['agentflowsv2/Agentic RAG.json', 'AGENTFLOW', '/v2/agentcanvas'],
    ['agentflows/Plan and Execute.json', 'MULTIAGENT', '/agentcanvas'],
    ['chatflows/Conversational Agent.json', 'CHATFLOW', '/canvas'],
  ])(
    'opens the marketplace flow %s with every node and edge, and saves it unchanged',
    async (file, type, base) => {
      const template = JSON.parse(
        readFileSync(`/work/shared/fixtures/flowise-marketplace/${file}`, 'utf8'),
      ) as { nodes: unknown[]; edges: unknown[] };
      const browser = await openBrowser(app.url, `flow editor ${file}`);
      const { page, context } = browser;
      try {
        await registerAndLogin(app, page);
        const xsrf = (await context.cookies()).find((cookie) => cookie.name === XSRF_COOKIE)?.value ?? '';
        const created = await page.request.post('/api/v1/chatflows', {
          headers: { [XSRF_HEADER]: xsrf },
          data: { name: file, type, flowData: JSON.stringify(template) },
        });
        expect(created.status()).toBe(201);
        const { id } = (await created.json()) as { id: string };
        await page.goto(`${base}/${id}`);
        await page
          .locator('.react-flow__node')
          .nth(template.nodes.length - 1)
          .waitFor();
        await page
          .locator('.react-flow__edge')
          .nth(template.edges.length - 1)
          .waitFor();
        expect(await page.locator('.react-flow__node').count()).toBe(template.nodes.length);
        expect(await page.locator('.react-flow__edge').count()).toBe(template.edges.length);
        await page.getByTestId('save-flow').click();
        await page.getByText('Flow saved').first().waitFor();
        const saved = (await savedFlowData(page, id)) as { nodes: unknown[]; edges: unknown[] };
        expect(saved.nodes).toEqual(template.nodes);
        expect(saved.edges).toEqual(template.edges);
      } catch (error: unknown) {
        await page.screenshot({ path: '/tmp/fail-fixture.png' });
        throw error;
      } finally {
        await browser.close();
      }
    },
    90_000,
  );
});
