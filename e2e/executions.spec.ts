import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { openBrowser } from './support/browser.ts';

const OPENAI_KEY = 'sk-e2e-trace-planted-5c81d0a7e2';
const PASSWORD = 'correct-horse-42';

interface NodeSpec {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly inputs: Record<string, unknown>;
  readonly outputs?: number;
}

/** An agentflow v2 as the canvas saves it: nodes in a row, edges from output anchors. */
function flowData(nodes: readonly NodeSpec[], edges: readonly [string, string, number?][]): string {
  const anchors = (node: NodeSpec) =>
    node.outputs === undefined
      ? [{ id: `${node.id}-output-${node.name}`, name: node.name, label: node.label }]
      : Array.from({ length: node.outputs }, (_, index) => ({
          id: `${node.id}-output-${String(index)}`,
          name: String(index),
          label: String(index),
        }));
  const byId = new Map(nodes.map((node) => [node.id, node]));
  return JSON.stringify({
    nodes: nodes.map((node, index) => ({
      id: node.id,
      type: 'agentFlow',
      position: { x: index * 260, y: (index % 2) * 120 },
      data: {
        id: node.id,
        name: node.name,
        label: node.label,
        category: 'Agent Flows',
        inputs: node.inputs,
        outputAnchors: anchors(node),
      },
    })),
    edges: edges.map(([from, to, output], index) => ({
      id: `e${String(index)}`,
      source: from,
      target: to,
      sourceHandle:
        output === undefined
          ? `${from}-output-${byId.get(from)?.name ?? ''}`
          : `${from}-output-${String(output)}`,
      targetHandle: to,
      type: 'agentFlow',
    })),
    viewport: { x: 0, y: 0, zoom: 1 },
  });
}

/** Start → LLM (the fake OpenAI) → Human Input → (proceed) "Approved" / (reject) "Rejected". */
function approvalFlow(credentialId: string, baseUrl: string): string {
  return flowData(
    [
      {
        id: 'startAgentflow_0',
        name: 'startAgentflow',
        label: 'Start',
        inputs: { startInputType: 'chatInput' },
      },
      {
        id: 'llmAgentflow_0',
        name: 'llmAgentflow',
        label: 'Draft answer',
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
          llmEnableMemory: true,
          llmReturnResponseAs: 'userMessage',
        },
      },
      {
        id: 'humanInputAgentflow_0',
        name: 'humanInputAgentflow',
        label: 'Approve draft',
        inputs: { humanInputDescriptionType: 'fixed', humanInputDescription: 'Send it?' },
        outputs: 2,
      },
      {
        id: 'directReplyAgentflow_0',
        name: 'directReplyAgentflow',
        label: 'Send approved',
        inputs: { directReplyMessage: 'Approved' },
      },
      {
        id: 'directReplyAgentflow_1',
        name: 'directReplyAgentflow',
        label: 'Send rejected',
        inputs: { directReplyMessage: 'Rejected' },
      },
    ],
    [
      ['startAgentflow_0', 'llmAgentflow_0'],
      ['llmAgentflow_0', 'humanInputAgentflow_0'],
      ['humanInputAgentflow_0', 'directReplyAgentflow_0', 0],
      ['humanInputAgentflow_0', 'directReplyAgentflow_1', 1],
    ],
  );
}

async function registerAndLogin(app: AppServer, page: Page): Promise<void> {
  const email = `tracer.${String(Date.now())}@example.com`;
  const registered = await fetch(`${app.url}/api/v1/account/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-from': 'internal' },
    body: JSON.stringify({ user: { name: 'Tess Tracer', email, credential: PASSWORD } }),
  });
  expect(registered.status).toBe(201);
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** A signed-in API call through the page's cookies (with the XSRF header the server asks of writes). */
async function post<T>(
  context: BrowserContext,
  request: APIRequestContext,
  path: string,
  data: unknown,
): Promise<T> {
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const answer = await request.post(path, { headers: { 'x-xsrf-token': xsrf }, data });
  if (!answer.ok()) throw new Error(`POST ${path} failed: ${String(answer.status())} ${await answer.text()}`);
  return (await answer.json()) as T;
}

async function predict(
  app: AppServer,
  flowId: string,
  body: unknown,
): Promise<{ text: string; executionId: string }> {
  const answer = await fetch(`${app.url}/api/v1/prediction/${flowId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as { text: string; executionId: string };
}

const RAN = ['startAgentflow_0', 'llmAgentflow_0', 'humanInputAgentflow_0', 'directReplyAgentflow_0'];

async function timelineNodeIds(page: Page): Promise<string[]> {
  const rows = page.getByTestId('timeline-row');
  await rows.first().waitFor();
  return rows.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('data-node-id') ?? ''),
  );
}

describe('executions and their traces in Chromium', () => {
  let app: AppServer;
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAI({ apiKey: OPENAI_KEY });
    app = await startAppServer({ HTTP_ALLOW_LIST: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.stop();
    await fake.close();
  });

  it('lists an approved run, shows its trace, shares it and opens it without login and without secrets', async () => {
    const owner = await openBrowser(app.url, 'executions trace and share');
    const { page, context } = owner;
    await registerAndLogin(app, page);
    const credential = await post<{ id: string }>(context, page.request, '/api/v1/credentials', {
      name: 'fake openai',
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: OPENAI_KEY },
    });
    const flow = await post<{ id: string }>(context, page.request, '/api/v1/chatflows', {
      name: 'Draft and approve',
      type: 'AGENTFLOW',
      flowData: approvalFlow(credential.id, fake.url),
    });

    // Two predictions: the run pauses at the human input, then the approval finishes it.
    const paused = await predict(app, flow.id, { question: 'Write a haiku', chatId: 'trace-session-1' });
    const approved = await predict(app, flow.id, {
      chatId: 'trace-session-1',
      humanInput: { type: 'proceed', startNodeId: 'humanInputAgentflow_0' },
    });
    expect(approved.text).toBe('Approved');
    expect(approved.executionId).toBe(paused.executionId);

    await page.goto('/executions');
    const row = page.getByTestId('execution-row').filter({ hasText: 'Draft and approve' });
    await row.waitFor();
    expect(await row.innerText()).toContain('trace-session-1');
    expect(await row.innerText()).toContain('FINISHED');
    await row.click();

    const trace = page.getByTestId('execution-trace');
    await trace.waitFor();
    expect(new Set(await timelineNodeIds(page))).toEqual(new Set(RAN));
    for (const id of RAN)
      expect(await page.getByTestId(`trace-node-${id}`).getAttribute('data-outcome')).toBe('FINISHED');
    expect(await page.getByTestId('trace-node-directReplyAgentflow_1').getAttribute('data-outcome')).toBe(
      'NOT_RUN',
    );

    await trace.getByRole('switch', { name: 'Share publicly' }).click();
    const linkField = trace.getByRole('textbox', { name: 'Public link' });
    await linkField.waitFor();
    const link = await linkField.inputValue();
    expect(link).toBe(`${app.url}/execution/${paused.executionId}`);

    // A fresh browser: no session, only the link.
    const visitor = await openBrowser(app.url, 'executions public page');
    const bodies: string[] = [];
    visitor.page.on('response', (response) => {
      if (response.url().includes('/api/v1/'))
        void response.text().then(
          (text) => bodies.push(text),
          () => {},
        );
    });
    await visitor.page.goto(link);
    expect(new Set(await timelineNodeIds(visitor.page))).toEqual(new Set(RAN));
    for (const id of RAN)
      expect(await visitor.page.getByTestId(`trace-node-${id}`).getAttribute('data-outcome')).toBe(
        'FINISHED',
      );
    expect(visitor.page.url()).toBe(link);
    const html = await visitor.page.content();
    expect(html).not.toContain(OPENAI_KEY);
    expect(html).not.toContain(credential.id);
    expect(bodies.join('\n')).not.toContain(OPENAI_KEY);
    expect(bodies.join('\n')).not.toContain(credential.id);

    // Unshared again: the link shows the not-shared message.
    await trace.getByRole('switch', { name: 'Share publicly' }).click();
    await trace.getByRole('textbox', { name: 'Public link' }).waitFor({ state: 'detached' });
    await visitor.page.reload();
    await visitor.page.getByText('Execution not available').waitFor();
  });
});
