import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { HttpSession, newAccount, registerAndLogin } from '@loomflow/testkit/server';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { openBrowser } from './support/browser.ts';
import { connect, dropNode, savedFlowData } from './support/canvas-actions.ts';
import { partialAnswerPaints, recordAnswerPaints } from './support/chat-paints.ts';
import { login } from './support/login.ts';

const DRAFT =
  'Here is the draft plan: gather the parts, assemble the frame, wire the lights, and test it twice.';
const FINAL =
  'Approved. The final plan is ready: the parts are listed, the frame is assembled and the lights work.';
const PUBLIC_ANSWER = 'We ship to every country in the Nordics within five working days.';

interface FlowNode {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly inputs: Record<string, unknown>;
}

function canvasNode(node: FlowNode, index: number) {
  const outputAnchors = [{ id: `${node.id}-output-${node.name}`, name: node.name, label: node.label }];
  return {
    id: node.id,
    type: 'agentFlow',
    position: { x: 80 + index * 260, y: 120 },
    data: {
      id: node.id,
      name: node.name,
      label: node.label,
      category: 'Agent Flows',
      inputs: node.inputs,
      outputAnchors,
    },
  };
}

function flowData(nodes: readonly FlowNode[], edges: readonly (readonly [string, string])[]): string {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  return JSON.stringify({
    nodes: nodes.map(canvasNode),
    edges: edges.map(([source, target], index) => ({
      id: `e${index}`,
      source,
      target,
      sourceHandle: `${source}-output-${byId.get(source)?.name ?? ''}`,
      targetHandle: target,
      type: 'agentFlow',
    })),
    viewport: { x: 0, y: 0, zoom: 0.8 },
  });
}

function llmNode(id: string, label: string, credentialId: string, baseUrl: string): FlowNode {
  return {
    id,
    name: 'llmAgentflow',
    label,
    inputs: {
      llmModel: 'chatOpenAI',
      llmModelConfig: {
        llmModel: 'chatOpenAI',
        modelName: 'gpt-4o-mini',
        basepath: baseUrl,
        streaming: true,
        FLOWISE_CREDENTIAL_ID: credentialId,
      },
      llmMessages: [],
    },
  };
}

const START: FlowNode = {
  id: 'startAgentflow_0',
  name: 'startAgentflow',
  label: 'Start',
  inputs: { startInputType: 'chatInput' },
};

/** The parts of a saved flowData the test reads. */
interface SavedFlow {
  readonly nodes: readonly {
    readonly id: string;
    readonly data: {
      readonly name: string;
      readonly label: string;
      readonly inputs?: Record<string, unknown>;
    };
  }[];
  readonly edges: readonly {
    readonly source: string;
    readonly target: string;
    readonly sourceHandle: string;
  }[];
}

/** Opens a canvas node's dialog (double click) and returns it. */
async function openNodeDialog(page: Page, nodeId: string) {
  await page.locator(`.react-flow__node[data-id="${nodeId}"]`).dblclick();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return dialog;
}

/** Labels an LLM node and points it at the fake OpenAI server: the OpenAI model, its credential, base path and model. */
async function configureLlm(page: Page, nodeId: string, label: string, baseUrl: string): Promise<void> {
  const dialog = await openNodeDialog(page, nodeId);
  await dialog.getByLabel('Node label').fill(label);
  await dialog.getByLabel('Model', { exact: true }).click();
  await page.getByRole('option', { name: 'OpenAI', exact: true }).click();
  await dialog.getByLabel('Connect Credential').click();
  await page.getByRole('option', { name: 'fake openai' }).click();
  await dialog.getByLabel('Base Path').fill(baseUrl);
  // Not the shown default (gpt-4o-mini): picking the value the field already shows stores nothing.
  await dialog.getByLabel('Model Name').click();
  await page.getByRole('option', { name: 'gpt-4.1-mini', exact: true }).click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('chat with a flow in Chromium', () => {
  let app: AppServer;
  let fake: FakeOpenAI;
  const account = newAccount('chat');
  let owner: HttpSession;
  let credentialId: string;

  beforeAll(async () => {
    // The fake model streams a token every 40 ms, so an answer takes a couple of seconds to arrive.
    fake = await startFakeOpenAI({ perTokenLatencyMs: 40 });
    // The fake model server is on this machine: private addresses must be allowed for it.
    app = await startAppServer({ HTTP_ALLOW_LIST: '127.0.0.1' });
    owner = new HttpSession(app.url);
    await registerAndLogin(owner, account);
    const credential = await owner.post<{ id: string }>('/api/v1/credentials', {
      name: 'fake openai',
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: 'sk-fake' },
    });
    expect(credential.status).toBe(201);
    credentialId = credential.body.id;
  });
  afterAll(async () => {
    await app.stop();
    await fake.close();
  });

  it('streams the answer in the canvas panel, pauses for approval, finishes, and shows the shared trace', async () => {
    fake.script(DRAFT, FINAL);
    const { page } = await openBrowser(app.url, 'chat panel approval');
    await login(page, account.email, account.password);

    // The flow is built in the canvas: Start → Draft (LLM) → Review (Human Input) → proceed → Finish (LLM).
    await page.goto('/v2/agentcanvas');
    await page.getByTestId('toggle-palette').click();
    await dropNode(page, 'startAgentflow', 380, 250);
    await dropNode(page, 'llmAgentflow', 580, 250);
    await dropNode(page, 'humanInputAgentflow', 800, 250);
    await dropNode(page, 'llmAgentflow', 1040, 250);
    await page.getByTestId('toggle-palette').click();
    expect(await page.locator('.react-flow__node').count()).toBe(4);
    await connect(page, 'startAgentflow_0', 'llmAgentflow_0');
    await connect(page, 'llmAgentflow_0', 'humanInputAgentflow_0');
    await connect(page, 'humanInputAgentflow_0', 'llmAgentflow_1', 0);
    expect(await page.locator('.react-flow__edge').count()).toBe(3);
    await configureLlm(page, 'llmAgentflow_0', 'Draft', fake.url);
    await configureLlm(page, 'llmAgentflow_1', 'Finish', fake.url);
    const review = await openNodeDialog(page, 'humanInputAgentflow_0');
    await review.getByLabel('Node label').fill('Review');
    await review.getByLabel('Description Type').click();
    await page.getByRole('option', { name: 'Fixed', exact: true }).click();
    await review.getByLabel('Description', { exact: true }).fill('Shall I finish it?');
    await review.getByRole('button', { name: 'Close' }).click();
    await review.waitFor({ state: 'detached' });

    // Named and saved through the header.
    await page.getByTestId('flow-name').click();
    await page.getByLabel('Flow name').fill('Approval flow');
    await page.keyboard.press('Enter');
    await page.getByTestId('save-flow').click();
    await page.waitForURL(/\/v2\/agentcanvas\/[^/]+$/);
    await page.getByText('Flow saved').first().waitFor();
    const flowId = new URL(page.url()).pathname.split('/').pop() ?? '';
    const saved = (await savedFlowData(page, flowId)) as SavedFlow;
    expect(saved.nodes.map((node) => `${node.id} ${node.data.name} ${node.data.label}`).sort()).toEqual([
      'humanInputAgentflow_0 humanInputAgentflow Review',
      'llmAgentflow_0 llmAgentflow Draft',
      'llmAgentflow_1 llmAgentflow Finish',
      'startAgentflow_0 startAgentflow Start',
    ]);
    expect(saved.edges.map((edge) => `${edge.sourceHandle} -> ${edge.target}`).sort()).toEqual([
      'humanInputAgentflow_0-output-0 -> llmAgentflow_1',
      'llmAgentflow_0-output-llmAgentflow -> humanInputAgentflow_0',
      'startAgentflow_0-output-startAgentflow -> llmAgentflow_0',
    ]);
    const inputsOf = (id: string) => saved.nodes.find((node) => node.id === id)?.data.inputs ?? {};
    expect(inputsOf('humanInputAgentflow_0')).toMatchObject({
      humanInputDescriptionType: 'fixed',
      humanInputDescription: 'Shall I finish it?',
    });
    for (const id of ['llmAgentflow_0', 'llmAgentflow_1'])
      expect(inputsOf(id)).toMatchObject({
        llmModel: 'chatOpenAI',
        llmModelConfig: {
          llmModel: 'chatOpenAI',
          modelName: 'gpt-4.1-mini',
          basepath: fake.url,
          FLOWISE_CREDENTIAL_ID: credentialId,
        },
      });

    await page.goto(`/v2/agentcanvas/${flowId}`);
    await page.locator('.react-flow__node[data-id="llmAgentflow_1"]').waitFor();
    await page.getByRole('button', { name: 'Open chat' }).click();
    const panel = page.getByRole('complementary', { name: 'Flow chat' });
    const message = panel.getByRole('textbox', { name: 'Message' });
    await message.waitFor();
    await recordAnswerPaints(page);
    await message.fill('Plan the build');
    await panel.getByRole('button', { name: 'Send' }).click();

    // The run pauses at the review with Proceed / Reject.
    const proceed = panel.getByRole('button', { name: 'Proceed' });
    await proceed.waitFor({ timeout: 30_000 });
    expect(await panel.getByText('Shall I finish it?').count()).toBeGreaterThan(0);
    await panel.getByLabel('Feedback (optional)').fill('Looks good');
    await proceed.click();

    const progress = panel.getByRole('list', { name: 'Run progress' }).last();
    await panel.getByText(FINAL).waitFor({ timeout: 30_000 });
    await expect.poll(() => progress.locator('li[data-status="FINISHED"]').count()).toBeGreaterThan(0);
    await panel.locator('[data-role="bot-message"][data-status="done"]').last().waitFor();

    // Tokens arrived in pieces: more than one partial text of the final answer was painted before the end.
    expect((await partialAnswerPaints(page, FINAL)).size).toBeGreaterThan(1);

    // The resumed run's progress shows every node after the pause finished (Review and Finish).
    const rows = await progress
      .locator('li')
      .evaluateAll((items) =>
        items.map((item) => `${item.textContent}|${item.getAttribute('data-status') ?? ''}`),
      );
    expect(rows.some((row) => row.startsWith('Finish') && row.endsWith('|FINISHED'))).toBe(true);
    expect(rows.every((row) => row.endsWith('|FINISHED'))).toBe(true);
    // The first run's list: Start and Draft finished, Review waiting for the answer.
    const firstRows = await panel
      .getByRole('list', { name: 'Run progress' })
      .first()
      .locator('li')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-status')));
    expect(firstRows.slice(0, 2)).toEqual(['FINISHED', 'FINISHED']);

    // The model's second call carried the reviewer's feedback.
    const lastRequest = JSON.stringify(fake.chatRequests().at(-1)?.messages ?? []);
    expect(lastRequest).toContain('Looks good');

    // Reopening the canvas shows the conversation again (same chat id from browser storage).
    await page.reload();
    await page.getByRole('button', { name: 'Open chat' }).click();
    await page
      .getByRole('complementary', { name: 'Flow chat' })
      .getByText(FINAL)
      .waitFor({ timeout: 15_000 });

    // The run is in /executions; its trace shows every node of the flow finished.
    await page.goto('/executions');
    const row = page.getByTestId('execution-row').filter({ hasText: 'Approval flow' });
    await row.waitFor();
    expect(await row.innerText()).toContain('FINISHED');
    await row.click();
    const trace = page.getByTestId('execution-trace');
    await trace.waitFor();
    const ran = ['startAgentflow_0', 'llmAgentflow_0', 'humanInputAgentflow_0', 'llmAgentflow_1'];
    await page.getByTestId('timeline-row').first().waitFor();
    const timeline = await page
      .getByTestId('timeline-row')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-node-id') ?? ''));
    expect(new Set(timeline)).toEqual(new Set(ran));
    for (const id of ran)
      expect(await page.getByTestId(`trace-node-${id}`).getAttribute('data-outcome')).toBe('FINISHED');

    // Shared, the trace opens in a fresh browser without login.
    await trace.getByRole('switch', { name: 'Share publicly' }).click();
    const linkField = trace.getByRole('textbox', { name: 'Public link' });
    await linkField.waitFor();
    const link = await linkField.inputValue();
    const visitor = await openBrowser(app.url, 'chat panel shared trace');
    await visitor.page.goto(link);
    await visitor.page.getByTestId('timeline-row').first().waitFor();
    for (const id of ran)
      expect(await visitor.page.getByTestId(`trace-node-${id}`).getAttribute('data-outcome')).toBe(
        'FINISHED',
      );
    expect((await visitor.context.cookies()).some((cookie) => cookie.name === 'token')).toBe(false);
  }, 150_000);

  it('serves a public flow as a full-page chatbot without sign-in', async () => {
    const created = await owner.post<{ id: string }>('/api/v1/chatflows', {
      name: 'Shop assistant',
      type: 'AGENTFLOW',
      isPublic: true,
      chatbotConfig: JSON.stringify({ title: 'Nordic Shop', welcomeMessage: 'Hej! How can I help?' }),
      flowData: flowData(
        [START, llmNode('llmAgentflow_0', 'Answer', credentialId, fake.url)],
        [['startAgentflow_0', 'llmAgentflow_0']],
      ),
    });
    expect(created.status).toBe(201);
    fake.script(PUBLIC_ANSWER);

    // A fresh browser profile: no session cookie at all.
    const { page, context } = await openBrowser(app.url, 'public chatbot');
    await page.goto(`/chatbot/${created.body.id}`);
    await page.getByRole('heading', { name: 'Nordic Shop' }).waitFor();
    await page.getByText('Hej! How can I help?').waitFor();
    await page.getByRole('textbox', { name: 'Message' }).fill('Do you ship to Norway?');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText(PUBLIC_ANSWER).waitFor({ timeout: 30_000 });
    expect(page.url()).toContain(`/chatbot/${created.body.id}`);
    expect((await context.cookies()).some((cookie) => cookie.name === 'token')).toBe(false);
    const stored: unknown = await page.evaluate(`localStorage.getItem('${created.body.id}_EXTERNAL')`);
    expect(String(stored)).toContain('chatId');

    // A flow that is not public is refused with a clear message.
    const privateFlow = await owner.post<{ id: string }>('/api/v1/chatflows', {
      name: 'Internal only',
      type: 'AGENTFLOW',
      flowData: flowData([START], []),
    });
    await page.goto(`/chatbot/${privateFlow.body.id}`);
    await page.getByText(/This chatbot is not available/).waitFor();
  }, 90_000);
});
