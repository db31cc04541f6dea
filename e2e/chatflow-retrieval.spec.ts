import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { HttpSession, newAccount, registerAndLogin } from '@loomflow/testkit/server';
import { FlowiseClient } from 'flowise-sdk';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { openBrowser } from './support/browser.ts';
import { connectToAnchor, dropNode, savedFlowData } from './support/canvas-actions.ts';
import { partialAnswerPaints, recordAnswerPaints } from './support/chat-paints.ts';
import { createFilledStore } from './support/document-store-setup.ts';
import { login } from './support/login.ts';

const PLANTED = 'Penguin parcels travel by iceberg express every Tuesday morning.';
const PARAGRAPHS = [
  'Orders placed before noon leave our warehouse on the same working day.',
  'Returns are free within thirty days when items are unused.',
  PLANTED,
  'Gift wrapping is available for a small fee at checkout time.',
];
const QUESTION = 'How do penguin parcels travel on Tuesday?';
const ANSWER = 'Penguin parcels ride the iceberg express, which leaves every Tuesday morning.';
const SDK_ANSWER = 'The iceberg express carries them on Tuesdays.';
const SDK_STREAMED = 'Every Tuesday morning, by iceberg express.';
const CHAIN = 'conversationalRetrievalQAChain_0';

interface SavedChatflow {
  readonly nodes: readonly {
    readonly id: string;
    readonly data: {
      readonly name: string;
      readonly credential?: string;
      readonly inputs?: Record<string, unknown>;
    };
  }[];
  readonly edges: readonly { readonly source: string; readonly targetHandle: string }[];
}

interface SourceDocument {
  readonly pageContent: string;
  readonly metadata: Record<string, unknown>;
}

function canvasNode(page: Page, nodeId: string): Locator {
  return page.locator(`.react-flow__node[data-id="${nodeId}"]`);
}

/** Picks an option of an autocomplete field (inside a node or a dialog). */
async function choose(page: Page, scope: Locator, field: string, option: string): Promise<void> {
  await scope.getByLabel(field, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Waits until the canvas view stops moving (a focus on a node pans there with an animation). */
async function viewSettled(page: Page): Promise<void> {
  const transform = () =>
    page.locator('.react-flow__viewport').evaluate((element) => getComputedStyle(element).transform);
  let last = '';
  await expect
    .poll(async () => {
      const now = await transform();
      const still = now === last;
      last = now;
      return still;
    })
    .toBe(true);
}

/** Reads an SDK answer stream to its end. */
async function readStream(stream: unknown): Promise<{ event: string; data: unknown }[]> {
  if (typeof stream !== 'object' || stream === null || !(Symbol.asyncIterator in stream))
    throw new Error('the SDK did not stream');
  const events: { event: string; data: unknown }[] = [];
  for await (const event of stream as AsyncIterable<{ event: string; data: unknown }>) events.push(event);
  return events;
}

describe('a Conversational Retrieval QA chatflow in Chromium', () => {
  let app: AppServer;
  let fake: FakeOpenAI;
  const account = newAccount('crqa');
  let owner: HttpSession;
  let credentialId: string;
  let storeId: string;

  beforeAll(async () => {
    // The fake model streams a token every 40 ms, so an answer takes a couple of seconds to arrive.
    fake = await startFakeOpenAI({ perTokenLatencyMs: 40, embeddingDimensions: 32 });
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
    const store = await createFilledStore(owner, {
      name: 'Shipping knowledge',
      paragraphs: PARAGRAPHS,
      source: 'shipping.txt',
      credentialId,
      embeddingsUrl: fake.url,
    });
    storeId = store.id;
  });
  afterAll(async () => {
    await app.stop();
    await fake.close();
  });

  it('is built on /canvas over a document store, answers in the chat with sources, and through flowise-sdk', async () => {
    const { page } = await openBrowser(app.url, 'chatflow retrieval');
    await login(page, account.email, account.password);

    await page.goto('/chatflows');
    await page.getByTestId('add-new-flow').click();
    await page.waitForURL((url) => url.pathname === '/canvas');

    await page.getByTestId('toggle-palette').click();
    await dropNode(page, 'chatOpenAI', 380, 20);
    await dropNode(page, 'documentStoreVS', 380, 440);
    await dropNode(page, 'conversationalRetrievalQAChain', 800, 20);
    await page.getByTestId('toggle-palette').click();
    expect(await page.locator('.react-flow__node').count()).toBe(3);

    // An unconnected chain: saving shows the server's check on the chain node.
    await page.getByTestId('save-flow').click();
    await page.waitForURL(/\/canvas\/[^/]+$/);
    const problems = page.getByRole('list', { name: 'Flow problems' });
    await problems.waitFor();
    const chainProblem = canvasNode(page, CHAIN).getByTestId('node-problems');
    await expect.poll(() => chainProblem.innerText()).toContain('Chat Model is not connected');
    await problems.getByRole('button', { name: /Conversational Retrieval QA Chain/ }).click();
    await expect.poll(() => canvasNode(page, CHAIN).getAttribute('class')).toContain('selected');

    await viewSettled(page);
    // Hidden, the list leaves the canvas free; the view is fitted to every node again to connect them.
    await page.getByRole('button', { name: 'Hide the problems' }).click();
    await problems.waitFor({ state: 'detached' });
    await page.locator('.react-flow__controls-fitview').click();
    await viewSettled(page);
    await connectToAnchor(page, 'chatOpenAI_0', `${CHAIN}-input-model-BaseChatModel`);
    await connectToAnchor(page, 'documentStoreVS_0', `${CHAIN}-input-vectorStoreRetriever-BaseRetriever`);
    expect(await page.locator('.react-flow__edge').count()).toBe(2);

    // The store, the chain's source documents, and the model's credential, base path and name.
    const storeNode = canvasNode(page, 'documentStoreVS_0');
    await choose(page, storeNode, 'Select Store', 'Shipping knowledge');
    await canvasNode(page, CHAIN).getByLabel('Return Source Documents').check();
    const model = canvasNode(page, 'chatOpenAI_0');
    await choose(page, model, 'Connect Credential', 'fake openai');
    await model.dblclick({ position: { x: 40, y: 16 } });
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Base Path').fill(fake.url);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByTestId('flow-name').click();
    await page.getByLabel('Flow name').fill('Shipping answers');
    await page.keyboard.press('Enter');
    await page.getByTestId('save-flow').click();
    await page.getByText('Flow saved').last().waitFor();
    // A flow that can run shows no problems: the outlines kept from the first check go, no list comes back.
    await expect.poll(() => page.getByTestId('node-problems').count()).toBe(0);
    expect(await problems.count()).toBe(0);
    // Document Store (Vector) reads a store upserted elsewhere: the canvas offers no vector upsert for it.
    expect(await page.getByRole('button', { name: 'Upsert Vector Database' }).count()).toBe(0);

    const flowId = new URL(page.url()).pathname.split('/').pop() ?? '';
    const saved = (await savedFlowData(page, flowId)) as SavedChatflow;
    const nodeOf = (id: string) => saved.nodes.find((node) => node.id === id)?.data;
    // The store's id alone, as Flowise's Document Store (Vector) keeps it.
    expect(nodeOf('documentStoreVS_0')?.inputs).toMatchObject({ selectedStore: storeId });
    expect(nodeOf('chatOpenAI_0')).toMatchObject({
      credential: credentialId,
      inputs: { basepath: fake.url },
    });
    expect(nodeOf(CHAIN)?.inputs).toMatchObject({
      model: '{{chatOpenAI_0.data.instance}}',
      vectorStoreRetriever: '{{documentStoreVS_0.data.instance}}',
      returnSourceDocuments: true,
    });

    // Chat: the answer streams in pieces and shows the planted chunk's source.
    fake.script(ANSWER);
    await page.getByRole('button', { name: 'Open chat' }).click();
    const panel = page.getByRole('complementary', { name: 'Flow chat' });
    const message = panel.getByRole('textbox', { name: 'Message' });
    await message.waitFor();
    await recordAnswerPaints(page);
    await message.fill(QUESTION);
    await panel.getByRole('button', { name: 'Send' }).click();
    await panel.getByText(ANSWER).waitFor({ timeout: 30_000 });
    await panel.locator('[data-role="bot-message"][data-status="done"]').last().waitFor();
    expect((await partialAnswerPaints(page, ANSWER)).size).toBeGreaterThan(1);
    const answer = panel.locator('[data-role="bot-message"]').last();
    const sourceChip = answer.getByRole('button', { name: 'shipping.txt' }).first();
    await sourceChip.click();
    await answer.getByText(PLANTED).waitFor();
    // The model was given the planted chunk to answer from.
    expect(JSON.stringify(fake.chatRequests().at(-1)?.messages ?? [])).toContain(PLANTED);

    // The same saved flow through flowise-sdk, whole and streamed.
    const client = new FlowiseClient({ baseUrl: app.url });
    fake.script(SDK_ANSWER);
    const whole = (await client.createPrediction({ chatflowId: flowId, question: QUESTION })) as {
      text?: string;
      sourceDocuments?: SourceDocument[];
    };
    expect(whole.text).toBe(SDK_ANSWER);
    expect(whole.sourceDocuments).toContainEqual(
      expect.objectContaining({
        pageContent: PLANTED,
        metadata: expect.objectContaining({ source: 'shipping.txt' }),
      }),
    );

    fake.script(SDK_STREAMED);
    const events = await readStream(
      await client.createPrediction({ chatflowId: flowId, question: QUESTION, streaming: true }),
    );
    const tokens = events.filter((event) => event.event === 'token').map((event) => String(event.data));
    expect(tokens.length).toBeGreaterThan(1);
    expect(tokens.join('')).toBe(SDK_STREAMED);
    const sources = events.find((event) => event.event === 'sourceDocuments')?.data;
    expect(sources).toContainEqual(expect.objectContaining({ pageContent: PLANTED }));
    expect(events.at(-1)).toEqual({ event: 'end', data: '[DONE]' });
  }, 180_000);
});
