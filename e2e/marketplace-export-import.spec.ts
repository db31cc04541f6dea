import { readFileSync } from 'node:fs';
import { EXPORT_FILE_DEFAULT_NAME, EXPORT_IMPORT_MESSAGES } from '@loomflow/core';
import type { MarketplaceTemplate } from '@loomflow/core';
import { testLicenseEnv } from '@loomflow/testkit/server';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { openBrowser } from './support/browser.ts';
import { createWorkspace, setUpOrganization, type SignedInAccount } from './support/shell-accounts.ts';
import { signInThroughUi } from './support/shell-checks.ts';

const TEMPLATE_NAME = 'Support answers (mine)';

interface ExportedFile {
  readonly ChatFlow: { id: string; name: string; flowData: string }[];
  readonly CustomTemplate: { name: string; type: string; flowData: string }[];
}

/** A built-in chatflow template, read from the API the screen lists. */
async function builtInChatflow(owner: SignedInAccount): Promise<MarketplaceTemplate> {
  const answer = await owner.session.get<MarketplaceTemplate[]>('/api/v1/marketplaces/templates');
  const template = answer.body.find((candidate) => candidate.type === 'Chatflow');
  if (answer.status !== 200 || !template)
    throw new Error(`no built-in chatflow template (${String(answer.status)})`);
  return template;
}

async function openUserMenuItem(page: Page, item: 'Export' | 'Import'): Promise<void> {
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Holds the answers of a route while `during` runs, so a state shown while waiting can be seen. */
async function holdAnswer(page: Page, route: string, during: () => Promise<void>): Promise<void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const passed: Promise<void>[] = [];
  await page.route(route, (held) => {
    passed.push(released.then(() => held.continue()));
    return passed.at(-1);
  });
  try {
    await during();
  } finally {
    release();
    await Promise.all(passed);
    await page.unroute(route);
  }
}

/** Export through the dialog with every data type chosen; the downloaded file, parsed. */
async function exportEverything(page: Page): Promise<{ name: string; file: ExportedFile }> {
  await openUserMenuItem(page, 'Export');
  const dialog = page.getByRole('dialog', { name: 'Export Data' });
  expect(await dialog.getByRole('checkbox', { name: 'Chatflows' }).isChecked()).toBe(true);
  expect(await dialog.getByRole('checkbox', { name: 'Custom Templates' }).isChecked()).toBe(true);
  const downloading = page.waitForEvent('download');
  await holdAnswer(page, '**/api/v1/export-import/export', async () => {
    await dialog.getByRole('button', { name: 'Export' }).click();
    await dialog.getByText('Exporting...').waitFor();
    expect(await dialog.getByRole('checkbox').count()).toBe(0);
  });
  const download = await downloading;
  await dialog.waitFor({ state: 'detached' });
  const saved = await download.path();
  const file = JSON.parse(readFileSync(saved, 'utf8')) as ExportedFile;
  return { name: download.suggestedFilename(), file };
}

/** Import through the user menu: the picker opens from the menu item and gets the file. */
async function importFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const choosing = page.waitForEvent('filechooser');
  await openUserMenuItem(page, 'Import');
  const chooser = await choosing;
  expect(chooser.isMultiple()).toBe(false);
  await chooser.setFiles(file);
}

async function switchTo(page: Page, workspace: string): Promise<void> {
  await page.getByTestId('workspace-switcher').click();
  // The switch ends by loading `/` afresh: wait for that load, or the next navigation races it.
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('menuitem', { name: workspace, exact: true }).click(),
  ]);
  await expect
    .poll(() => page.getByTestId('workspace-switcher').getAttribute('aria-label'))
    .toBe(`Workspace: ${workspace}`);
  await page.getByTestId('user-menu-button').waitFor();
}

describe('marketplace templates, export and import in Chromium (enterprise)', () => {
  let app: AppServer;
  let owner: SignedInAccount;

  beforeAll(async () => {
    // MODE is set explicitly: Vitest puts its own MODE (`test`) in the environment the server inherits.
    app = await startAppServer({ PLATFORM_TYPE: 'enterprise', MODE: 'main', ...testLicenseEnv() });
    owner = await setUpOrganization(app.url, 'Template Lab');
    await createWorkspace(owner.session, 'Imports');
  });
  afterAll(async () => {
    await app.stop();
  });

  it('uses a template, saves it as a custom one, exports all, imports into another workspace', async () => {
    const template = await builtInChatflow(owner);
    const { page } = await openBrowser(app.url, 'marketplace export import');
    await signInThroughUi(page, owner.account);

    // The marketplace, a built-in chatflow previewed read-only, then used: its canvas opens with the nodes.
    await page.goto('/marketplaces');
    await page.getByLabel(`Open template ${template.templateName}`).click();
    await page.waitForURL((url) => url.pathname === `/marketplace/${template.id}`);
    const nodes = page.locator('.react-flow__node');
    await nodes.first().waitFor();
    const nodeCount = (JSON.parse(template.flowData) as { nodes: unknown[] }).nodes.length;
    await expect.poll(() => nodes.count()).toBe(nodeCount);
    await page.getByRole('button', { name: 'Use Template' }).click();
    await page.waitForURL((url) => /^\/canvas\/[^/]+$/.test(url.pathname));
    const flowId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await expect.poll(() => nodes.count()).toBe(nodeCount);
    const flowName = (await page.getByTestId('flow-name').innerText()).trim();
    expect(flowName).toBe(template.templateName);

    // Saved: the flow is on the server with the template's nodes.
    await page.getByTestId('save-flow').click();
    const saved = await owner.session.get<{ name: string; flowData: string }>(`/api/v1/chatflows/${flowId}`);
    expect(saved.status).toBe(200);
    expect((JSON.parse(saved.body.flowData) as { nodes: unknown[] }).nodes).toHaveLength(nodeCount);

    // Save As Template from the canvas: it shows under My Templates.
    await page.getByRole('button', { name: 'Flow settings' }).click();
    await page.getByRole('menuitem', { name: 'Save As Template' }).click();
    const saveDialog = page.getByRole('dialog', { name: 'Save As Template' });
    await saveDialog.getByLabel('Template Name').fill(TEMPLATE_NAME);
    await saveDialog.getByLabel('Description').fill('Answers support questions, as our team likes it.');
    await saveDialog.getByRole('button', { name: 'Save Template' }).click();
    await saveDialog.waitFor({ state: 'detached' });
    await page.goto('/marketplaces');
    await page.getByRole('tab', { name: 'My Templates' }).click();
    await page.getByLabel(`Open template ${TEMPLATE_NAME}`).waitFor();

    // Export everything: the file holds the flow and the custom template, under the server's file name.
    const exported = await exportEverything(page);
    expect(exported.name).toBe(EXPORT_FILE_DEFAULT_NAME);
    expect(exported.file.ChatFlow.map((flow) => flow.name)).toContain(flowName);
    expect(exported.file.CustomTemplate.map((custom) => custom.name)).toContain(TEMPLATE_NAME);
    expect(exported.file).not.toHaveProperty('FileDefaultName');

    // Into the second workspace: nothing there, then the import brings the flow and the template.
    await switchTo(page, 'Imports');
    await page.goto('/chatflows');
    await page.getByRole('button', { name: 'Create a blank flow' }).waitFor();
    await holdAnswer(page, '**/api/v1/export-import/import', async () => {
      await importFile(page, {
        name: EXPORT_FILE_DEFAULT_NAME,
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(exported.file)),
      });
      await page.getByRole('dialog', { name: 'Import Data' }).getByText('Importing...').waitFor();
    });
    await page.getByText(EXPORT_IMPORT_MESSAGES.importSuccess).waitFor();
    // The list refreshes by itself and the imported flow opens with the template's nodes.
    await page.getByText(flowName, { exact: true }).first().click();
    await page.waitForURL((url) => /^\/canvas\/[^/]+$/.test(url.pathname));
    await expect.poll(() => nodes.count()).toBe(nodeCount);
    // A copy of its own: the first workspace keeps its flow under its id.
    expect(new URL(page.url()).pathname).not.toBe(`/canvas/${flowId}`);
    await page.goto('/marketplaces');
    await page.getByRole('tab', { name: 'My Templates' }).click();
    await page.getByLabel(`Open template ${TEMPLATE_NAME}`).waitFor();

    // A file that is not .json is refused in the browser, before anything is sent.
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/export-import/import')) sent += 1;
    });
    await importFile(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText(EXPORT_IMPORT_MESSAGES.invalidFile).waitFor();
    expect(sent).toBe(0);

    // A broken entry: the server's reason names it, and nothing is written.
    const broken = {
      ChatFlow: [{ id: 'broken-1', name: 'Half a flow', flowData: '{"nodes": [', type: 'CHATFLOW' }],
    };
    await importFile(page, {
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(broken)),
    });
    await page.getByText(/^Failed to import: .*Half a flow/).waitFor();
    expect(sent).toBe(1);
    await page.goto('/chatflows');
    await page.getByText(flowName, { exact: true }).first().waitFor();
    expect(await page.getByText('Half a flow').count()).toBe(0);
  });
});
