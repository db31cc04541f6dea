import { fakeReply } from '@loomflow/testkit/fake-openai';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './support/browser.ts';
import {
  canvasNode,
  closeDialog,
  connect,
  connectToAnchor,
  dropNode,
  savedFlowData,
  openNodeDialog,
} from './support/canvas-actions.ts';
import { startFakeLlmApp, type FakeLlmApp } from './support/fake-llm-app.ts';
import { login } from './support/login.ts';

const TOOL = 'get_weather';
const ANSWER = 'It is sunny in Paris today.';

interface SavedFlow {
  readonly nodes: readonly {
    readonly id: string;
    readonly data: { readonly inputs?: Record<string, unknown> };
  }[];
}

/** Picks an option of an autocomplete field (inside a node or a dialog). */
async function choose(page: Page, scope: Locator, field: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Names and saves the flow through the header; answers its id once the URL has it. */
async function saveAs(page: Page, name: string, path: RegExp): Promise<string> {
  await page.getByTestId('flow-name').click();
  await page.getByLabel('Flow name').fill(name);
  await page.keyboard.press('Enter');
  await page.getByTestId('save-flow').click();
  await page.waitForURL(path);
  await page.getByText('Flow saved').first().waitFor();
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

/** Asks in the canvas chat panel; the answer's used-tools chip shows the tool's output from the sandbox. */
async function chatShowsToolResult(
  page: Page,
  question: string,
  answer: string,
  output: string,
): Promise<void> {
  await page.getByRole('button', { name: 'Open chat' }).click();
  const panel = page.getByRole('complementary', { name: 'Flow chat' });
  const message = panel.getByRole('textbox', { name: 'Message' });
  await message.waitFor();
  await message.fill(question);
  await panel.getByRole('button', { name: 'Send' }).click();
  await panel.getByText(answer).first().waitFor({ timeout: 30_000 });
  const done = panel.locator('[data-role="bot-message"][data-status="done"]').last();
  await done.waitFor();
  const chip = done.getByRole('button', { name: TOOL });
  await chip.click();
  await done.getByText(output, { exact: false }).first().waitFor();
}

describe('custom tools in flows in Chromium', () => {
  let setup: FakeLlmApp;

  beforeAll(async () => {
    setup = await startFakeLlmApp('customtools');
  }, 60_000);
  afterAll(async () => {
    await setup.stop();
  });

  /** A fresh Chromium signed in as the new user (closed when the test ends). */
  async function signedIn(testName: string): Promise<Page> {
    const { page } = await openBrowser(setup.app.url, testName);
    await login(page, setup.account.email, setup.account.password);
    return page;
  }

  it('saves a custom tool through the Tools screen', async () => {
    const page = await signedIn('custom tool saved');
    await page.goto('/tools');
    await page.getByTestId('add-tool-button').click();
    const dialog = page.getByRole('dialog', { name: 'Add Tool' });
    await dialog.getByLabel('Tool Name').fill(TOOL);
    await dialog.getByLabel('Tool Description').fill('The weather of a city');
    // The new tool's first property is `city`; its code replaces the example.
    const editor = page.getByRole('textbox', { name: 'Tool function (JavaScript)' });
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText("return 'Sunny in ' + $city;");
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByTestId('tool-row').filter({ hasText: TOOL }).waitFor();
  }, 60_000);

  it('runs in an agentflow Agent node: picked in its Tools list, called by the model', async () => {
    const { fake } = setup;
    const page = await signedIn('custom tool in agent node');
    await page.goto('/v2/agentcanvas');
    await page.getByTestId('toggle-palette').click();
    await dropNode(page, 'startAgentflow', 380, 250);
    await dropNode(page, 'agentAgentflow', 640, 250);
    await page.getByTestId('toggle-palette').click();
    await connect(page, 'startAgentflow_0', 'agentAgentflow_0');

    const dialog = await openNodeDialog(page, 'agentAgentflow_0');
    await choose(page, dialog, 'Model', 'OpenAI');
    await choose(page, dialog, 'Connect Credential', 'fake openai');
    await dialog.getByLabel('Base Path').fill(fake.url);
    await dialog.getByRole('button', { name: 'Add Tools' }).click();
    await choose(page, dialog, 'Tool', 'Custom Tool');
    // The list item's own settings: Custom Tool's Select Tool lists the saved tools.
    await choose(page, dialog, 'Select Tool', TOOL);
    await closeDialog(dialog);

    const flowId = await saveAs(page, 'Weather agent', /\/v2\/agentcanvas\/[^/]+$/);
    const saved = (await savedFlowData(page, flowId)) as SavedFlow;
    const tools = saved.nodes.find((node) => node.id === 'agentAgentflow_0')?.data.inputs?.agentTools;
    expect(tools).toEqual([
      expect.objectContaining({
        agentSelectedTool: 'customTool',
        agentSelectedToolConfig: expect.objectContaining({
          selectedTool: expect.stringMatching(/^[0-9a-f-]{36}$/),
          selectedToolName: TOOL,
        }),
      }),
    ]);

    fake.reset();
    fake.script(fakeReply.toolCall(TOOL, { city: 'Paris' }), ANSWER);
    await chatShowsToolResult(page, 'Weather in Paris?', ANSWER, 'Sunny in Paris');
    const toolMessages =
      fake
        .chatRequests()
        .at(-1)
        ?.messages.filter((entry) => entry.role === 'tool') ?? [];
    expect(toolMessages.map((entry) => entry.content)).toContain('Sunny in Paris');
  }, 180_000);

  it('runs in an agentflow Tool node: Select Tool lists the saved tool, its argument mapped', async () => {
    const page = await signedIn('custom tool in tool node');
    await page.goto('/v2/agentcanvas');
    await page.getByTestId('toggle-palette').click();
    await dropNode(page, 'startAgentflow', 380, 250);
    await dropNode(page, 'toolAgentflow', 640, 250);
    await page.getByTestId('toggle-palette').click();
    await connect(page, 'startAgentflow_0', 'toolAgentflow_0');

    const dialog = await openNodeDialog(page, 'toolAgentflow_0');
    await choose(page, dialog, 'Tool', 'Custom Tool');
    await choose(page, dialog, 'Select Tool', TOOL);
    await dialog.getByRole('button', { name: 'Add Tool Input Arguments' }).click();
    await choose(page, dialog, 'Input Argument Name', 'city');
    await dialog.getByLabel('Input Argument Value').fill('Lyon');
    await closeDialog(dialog);
    expect(await page.getByText(/has no load method/).count()).toBe(0);

    await saveAs(page, 'Weather tool', /\/v2\/agentcanvas\/[^/]+$/);
    await chatShowsToolResult(page, 'Weather?', 'Sunny in Lyon', 'Sunny in Lyon');
  }, 180_000);

  it('runs in a chatflow Tool Agent: the Custom Tool node connected, called by the model', async () => {
    const { fake } = setup;
    const page = await signedIn('custom tool in tool agent');
    await page.goto('/chatflows');
    await page.getByTestId('add-new-flow').click();
    await page.waitForURL((url) => url.pathname === '/canvas');
    // Zoomed out first, so the four tall chatflow nodes fit side by side without overlapping.
    for (let step = 0; step < 3; step += 1) await page.locator('.react-flow__controls-zoomout').click();
    await page.waitForTimeout(400);
    await page.getByTestId('toggle-palette').click();
    await dropNode(page, 'chatOpenAI', 380, 20);
    await dropNode(page, 'toolAgent', 800, 20);
    await dropNode(page, 'customTool', 380, 560);
    await dropNode(page, 'bufferMemory', 800, 560);
    await page.getByTestId('toggle-palette').click();
    await page.locator('.react-flow__controls-fitview').click();
    await page.waitForTimeout(400);
    await connectToAnchor(page, 'chatOpenAI_0', 'toolAgent_0-input-model-BaseChatModel');
    await connectToAnchor(page, 'customTool_0', 'toolAgent_0-input-tools-Tool');
    await connectToAnchor(page, 'bufferMemory_0', 'toolAgent_0-input-memory-BaseChatMemory');
    expect(await page.locator('.react-flow__edge').count()).toBe(3);

    // The chatflow node's own dropdown lists the saved tool.
    await choose(page, canvasNode(page, 'customTool_0'), 'Select Tool', TOOL);
    await choose(page, canvasNode(page, 'chatOpenAI_0'), 'Connect Credential', 'fake openai');
    const model = await openNodeDialog(page, 'chatOpenAI_0');
    await model.getByLabel('Base Path').fill(fake.url);
    await closeDialog(model);

    await saveAs(page, 'Weather chat', /\/canvas\/[^/]+$/);
    await expect.poll(() => page.getByTestId('node-problems').count()).toBe(0);

    fake.reset();
    fake.script(fakeReply.toolCall(TOOL, { city: 'Paris' }), ANSWER);
    await chatShowsToolResult(page, 'Weather in Paris?', ANSWER, 'Sunny in Paris');
    expect(fake.chatRequests()).toHaveLength(2);
  }, 180_000);
});
