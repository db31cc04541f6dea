import { initNode } from '@loomflow/core';
import type { NodeDefinition } from '@loomflow/core';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { openBrowser } from './support/browser.ts';
import { setUpOrganization, type SignedInAccount } from './support/shell-accounts.ts';
import { signInThroughUi } from './support/shell-checks.ts';

/**
 * A chatflow imported from Flowise whose chat model this server does not run (Nemo Guardrails) still opens: the node
 * is drawn, marked not runnable with a message naming it, and its fields are read-only.
 */
describe('an imported flow naming a node that cannot run here', () => {
  let app: AppServer;
  let owner: SignedInAccount;
  let flowId: string;

  beforeAll(async () => {
    app = await startAppServer();
    owner = await setUpOrganization(app.url, 'Import Lab');
    const openAi = await owner.session.get<NodeDefinition>('/api/v1/nodes/chatOpenAI');
    const runs = initNode(openAi.body, [], { x: 100, y: 100 });
    // Flowise's Nemo Guardrails node as a Flowise export carries it: its own declaration inside the flow.
    const guardrails = initNode(
      { ...openAi.body, name: 'chatNemoGuardrails', label: 'Nemo Guardrails' },
      [runs],
      {
        x: 500,
        y: 100,
      },
    );
    const created = await owner.session.post<{ id: string }>('/api/v1/chatflows', {
      name: 'Imported from Flowise',
      type: 'CHATFLOW',
      flowData: JSON.stringify({
        nodes: [runs, { ...guardrails, data: { ...guardrails.data, label: 'Nemo Guardrails' } }],
        edges: [],
      }),
    });
    expect(created.status).toBe(201);
    flowId = created.body.id;
  });
  afterAll(() => app.stop());

  it('opens on the canvas with the node marked not runnable, a message naming it, its fields read-only', async () => {
    const { page } = await openBrowser(app.url, 'imported flow with a node that cannot run');
    await signInThroughUi(page, owner.account);
    await page.goto(`/canvas/${flowId}`);
    const guardrails = page.locator('.react-flow__node[data-id="chatNemoGuardrails_0"]');
    await guardrails.getByText('Not runnable here').waitFor();
    expect(await guardrails.textContent()).toContain(
      '"Nemo Guardrails" (chatNemoGuardrails) is a Flowise node that cannot run here',
    );
    const openAi = page.locator('.react-flow__node[data-id="chatOpenAI_0"]');
    expect(await openAi.textContent()).not.toContain('Not runnable here');
    expect(await guardrails.locator('input').first().isDisabled()).toBe(true);
    await page.screenshot({ path: path.join(tmpdir(), 'loomflow-not-runnable-node.png') });
    await guardrails.getByRole('button', { name: 'Additional Parameters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nemo Guardrails' });
    await dialog.getByText(/cannot run here/).waitFor();
    expect(await dialog.getByLabel('Node label').isDisabled()).toBe(true);
  });
});
