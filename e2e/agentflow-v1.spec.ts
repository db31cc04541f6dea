import { fakeReply } from '@loomflow/testkit/fake-openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './support/browser.ts';
import {
  canvasNode,
  closeDialog,
  connectToInput,
  dropNode,
  savedFlowData,
  openNodeDialog,
} from './support/canvas-actions.ts';
import { partialAnswerPaints, recordAnswerPaints } from './support/chat-paints.ts';
import { startFakeLlmApp, type FakeLlmApp } from './support/fake-llm-app.ts';
import { login } from './support/login.ts';

const TRIAGE = 'This customer asks for a refund of an order and its shipping.';
const FINAL = 'Your refund of 42 euros is approved and will reach your account within three days.';

interface SavedFlow {
  readonly nodes: readonly {
    readonly id: string;
    readonly data: {
      readonly name: string;
      readonly credential?: string;
      readonly inputs?: Record<string, unknown>;
    };
  }[];
  readonly edges: readonly {
    readonly source: string;
    readonly target: string;
    readonly sourceHandle: string;
  }[];
}

describe('an agentflow v1 (sequential agents) in Chromium', () => {
  let setup: FakeLlmApp;

  beforeAll(async () => {
    setup = await startFakeLlmApp('seqagents');
  });
  afterAll(async () => {
    await setup.stop();
  });

  it('is built on /agentcanvas with two agents and a condition, streams, names its agents and asks before a tool', async () => {
    const { app, fake, account, credentialId } = setup;
    const { page } = await openBrowser(app.url, 'agentflow v1');
    await login(page, account.email, account.password);

    // V1 on /agentflows opens a blank /agentcanvas.
    await page.goto('/agentflows');
    await page.getByRole('button', { name: 'V1' }).click();
    await page.getByTestId('agentflow-v1-notice').waitFor();
    await page.getByTestId('add-new-flow').click();
    await page.waitForURL((url) => url.pathname === '/agentcanvas');

    // Start (with its chat model) → Frontline → Condition → Billing (calculator, approval) | End.
    await page.getByTestId('toggle-palette').click();
    await dropNode(page, 'chatOpenAI', 380, 20);
    await dropNode(page, 'seqStart', 720, 20);
    await dropNode(page, 'seqAgent', 1060, 20);
    await page.getByTestId('toggle-palette').click();
    await connectToInput(page, 'chatOpenAI_0', 'seqStart_0', 'model');
    await connectToInput(page, 'seqStart_0', 'seqAgent_0', 'sequentialNode');
    const frontline = canvasNode(page, 'seqAgent_0');
    await frontline.getByLabel('Agent Name', { exact: true }).fill('Frontline');
    await frontline.getByLabel('System Prompt', { exact: true }).fill('You sort customer requests.');
    for (let step = 0; step < 3; step += 1) await page.locator('.react-flow__controls-zoomout').click();
    await page.waitForTimeout(400);
    await page.getByTestId('toggle-palette').click();
    await dropNode(page, 'seqCondition', 1110, 150);
    await dropNode(page, 'seqAgent', 720, 520);
    await dropNode(page, 'calculator', 420, 520);
    await dropNode(page, 'seqEnd', 420, 720);
    await page.getByTestId('toggle-palette').click();
    expect(await page.locator('.react-flow__node').count()).toBe(7);
    await connectToInput(page, 'seqAgent_0', 'seqCondition_0', 'sequentialNode');
    await connectToInput(page, 'calculator_0', 'seqAgent_1', 'tools');

    // The condition in table mode: the last message mentions a refund → output "Billing"; otherwise End.
    const condition = canvasNode(page, 'seqCondition_0');
    await condition.getByLabel('Condition Name', { exact: true }).fill('Refund?');
    await condition.getByRole('tab', { name: 'Condition (Code)' }).click();
    await condition.getByText('return "End";').first().waitFor();
    await condition.getByRole('tab', { name: 'Condition (Table)' }).click();
    await condition.getByRole('button', { name: 'Add row' }).click();
    await condition.getByLabel('Variable', { exact: true }).fill('Last Message');
    await page.getByRole('option', { name: 'Last Message Content (string)' }).click();
    await condition.getByLabel('Operation', { exact: true }).click();
    await page.getByRole('option', { name: 'Contains', exact: true }).click();
    await condition.getByLabel('Value', { exact: true }).fill('refund');
    await condition.getByLabel('Output Name', { exact: true }).fill('Billing');
    const outputs = canvasNode(page, 'seqCondition_0').locator('.react-flow__handle.source');
    await expect.poll(() => outputs.count()).toBe(2);
    await connectToInput(page, 'seqCondition_0', 'seqAgent_1', 'sequentialNode', 0);
    await connectToInput(page, 'seqCondition_0', 'seqEnd_0', 'sequentialNode', 1);
    expect(await page.locator('.react-flow__edge').count()).toBe(6);

    // Billing uses the calculator, but only once the person approves.
    const billing = canvasNode(page, 'seqAgent_1');
    await billing.getByLabel('Agent Name', { exact: true }).fill('Billing');
    await billing
      .getByLabel('System Prompt', { exact: true })
      .fill('You compute refunds with the calculator.');
    await billing.getByLabel('Require Approval').check();
    const billingDialog = await openNodeDialog(page, 'seqAgent_1');
    expect(await billingDialog.getByLabel('Approval Prompt', { exact: true }).inputValue()).toContain(
      '{tools}',
    );
    await closeDialog(billingDialog);

    // The model: the fake server's credential and base path.
    const model = canvasNode(page, 'chatOpenAI_0');
    await model.getByLabel('Connect Credential', { exact: true }).click();
    await page.getByRole('option', { name: 'fake openai', exact: true }).click();
    const modelDialog = await openNodeDialog(page, 'chatOpenAI_0');
    await modelDialog.getByLabel('Base Path').fill(fake.url);
    await closeDialog(modelDialog);

    await page.getByTestId('flow-name').click();
    await page.getByLabel('Flow name').fill('Refund desk');
    await page.keyboard.press('Enter');
    await page.getByTestId('save-flow').click();
    await page.waitForURL(/\/agentcanvas\/[^/]+$/);
    await page.getByText('Flow saved').first().waitFor();
    const flowId = new URL(page.url()).pathname.split('/').pop() ?? '';
    const saved = (await savedFlowData(page, flowId)) as SavedFlow;
    const inputsOf = (id: string) => saved.nodes.find((node) => node.id === id)?.data.inputs ?? {};
    expect(inputsOf('seqAgent_1')).toMatchObject({
      agentName: 'Billing',
      interrupt: true,
      tools: ['{{calculator_0.data.instance}}'],
      sequentialNode: ['{{seqCondition_0.data.instance}}'],
    });
    expect(inputsOf('seqStart_0')).toMatchObject({ model: '{{chatOpenAI_0.data.instance}}' });
    expect(saved.nodes.find((node) => node.id === 'chatOpenAI_0')?.data).toMatchObject({
      credential: credentialId,
      inputs: { basepath: fake.url },
    });
    expect(JSON.parse(String(inputsOf('seqCondition_0').conditionUI))).toEqual([
      expect.objectContaining({
        variable: '$flow.state.messages[-1].content',
        operation: 'Contains',
        value: 'refund',
        output: 'Billing',
      }),
    ]);
    const conditionEdges = saved.edges
      .filter((edge) => edge.source === 'seqCondition_0')
      .map((edge) => `${edge.sourceHandle} -> ${edge.target}`)
      .sort();
    expect(conditionEdges).toEqual([
      'seqCondition_0-output-billing-Condition -> seqAgent_1',
      'seqCondition_0-output-end-Condition -> seqEnd_0',
    ]);
    // The server's check finds nothing that keeps the saved flow from running.
    await expect.poll(() => page.getByTestId('node-problems').count()).toBe(0);
    expect(await page.getByRole('list', { name: 'Flow problems' }).count()).toBe(0);

    // Chat: Frontline answers first (streamed), the condition hands the refund to Billing, which asks first.
    fake.script(TRIAGE, fakeReply.toolCall('calculator', { input: '40 + 2' }));
    await page.getByRole('button', { name: 'Open chat' }).click();
    const panel = page.getByRole('complementary', { name: 'Flow chat' });
    const message = panel.getByRole('textbox', { name: 'Message' });
    await message.waitFor();
    await recordAnswerPaints(page);
    await message.fill('I want a refund: the order was 40 euros and the shipping 2 euros.');
    await panel.getByRole('button', { name: 'Send' }).click();
    await panel
      .getByTestId('next-agent')
      .filter({ hasText: 'Frontline is speaking' })
      .waitFor({ timeout: 30_000 });
    const approve = panel.getByRole('button', { name: 'Yes', exact: true });
    await approve.waitFor({ timeout: 30_000 });
    // Frontline routes through the condition (it may be looped back to): its words are not streamed as the answer
    // but kept in its agent step, as Flowise does; only what reaches End is streamed and stored.
    expect((await partialAnswerPaints(page, TRIAGE)).size).toBe(0);
    const paused = panel.locator('[data-role="bot-message"]').last();
    const frontlineStep = paused.getByTestId('agent-step').filter({ hasText: 'Frontline' });
    await frontlineStep.getByRole('button', { expanded: false }).click();
    await frontlineStep.getByText(TRIAGE).waitFor();
    expect(await paused.getByTestId('answer-text').innerText()).toContain(
      'You are about to execute tool: calculator',
    );
    expect(await paused.getByTestId('agent-step-name').allInnerTexts()).toContain('Frontline');
    // Nothing ran yet: the calculator waits for the answer.
    expect(fake.chatRequests()).toHaveLength(2);

    // Approved, the calculator runs and Billing answers with its result.
    fake.script(FINAL);
    await recordAnswerPaints(page);
    await approve.click();
    await panel.getByText(FINAL).waitFor({ timeout: 30_000 });
    const answer = panel.locator('[data-role="bot-message"][data-status="done"]').last();
    await answer.waitFor();
    expect((await partialAnswerPaints(page, FINAL)).size).toBeGreaterThan(1);
    const toolMessages =
      fake
        .chatRequests()
        .at(-1)
        ?.messages.filter((entry) => entry.role === 'tool') ?? [];
    expect(toolMessages.map((entry) => entry.content)).toContain('42');
    const billingStep = answer.getByTestId('agent-step').filter({ hasText: 'Billing' });
    await billingStep.waitFor();
    await billingStep.getByRole('button', { expanded: false }).click();
    await billingStep.getByText(FINAL).waitFor();
    await answer.getByRole('button', { name: 'calculator' }).first().waitFor();

    // Reopened, the conversation shows the agents' steps again.
    await page.reload();
    await page.getByRole('button', { name: 'Open chat' }).click();
    const reopened = page.getByRole('complementary', { name: 'Flow chat' });
    await reopened.getByText(FINAL).waitFor({ timeout: 15_000 });
    expect(await reopened.getByTestId('agent-step-name').allInnerTexts()).toContain('Billing');
  }, 240_000);
});
