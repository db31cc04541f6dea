import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { HttpSession, newAccount, registerAndLogin } from '@loomflow/testkit/server';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { openBrowser } from './support/browser.ts';
import { login } from './support/login.ts';

/** The chunk the retrieval must find first: its words appear nowhere else in the file. */
const PLANTED = 'Penguin parcels travel by iceberg express every Tuesday morning.';
const QUERY = 'penguin parcels iceberg express tuesday';

/** Paragraphs of filler, each its own chunk, with the planted one in the middle. */
function shippingFile(): string {
  const filler = [
    'Orders placed before noon leave our warehouse on the same working day.',
    'Standard delivery inside the country takes two to four working days.',
    'Customers can follow every shipment with the tracking link we send.',
    'Large furniture arrives on a pallet and needs someone at home to sign.',
    'Gift wrapping is available for a small fee at checkout time.',
    'We do not deliver to post office boxes for insurance reasons.',
    'Returns are free within thirty days when items are unused.',
    'Refunds reach the original payment method within a week.',
    'Damaged goods must be reported within forty eight hours of arrival.',
    'International orders may be subject to customs duties and taxes.',
    'Our support team answers emails within one business day.',
    'Discount codes cannot be combined with seasonal sale prices.',
  ];
  return [...filler.slice(0, 6), PLANTED, ...filler.slice(6)].join('\n\n');
}

function retrieverFlow(storeId: string, storeName: string): string {
  const node = (id: string, name: string, label: string, inputs: Record<string, unknown>, x: number) => ({
    id,
    type: 'agentFlow',
    position: { x, y: 120 },
    data: {
      id,
      name,
      label,
      category: 'Agent Flows',
      inputs,
      outputAnchors: [{ id: `${id}-output-${name}`, name, label }],
    },
  });
  return JSON.stringify({
    nodes: [
      node('startAgentflow_0', 'startAgentflow', 'Start', { startInputType: 'chatInput' }, 80),
      node(
        'retrieverAgentflow_0',
        'retrieverAgentflow',
        'Retriever',
        {
          retrieverKnowledgeDocumentStores: [{ documentStore: `${storeId}:${storeName}` }],
          retrieverQuery: '{{ question }}',
          outputFormat: 'text',
        },
        360,
      ),
    ],
    edges: [
      {
        id: 'e0',
        source: 'startAgentflow_0',
        target: 'retrieverAgentflow_0',
        sourceHandle: 'startAgentflow_0-output-startAgentflow',
        targetHandle: 'retrieverAgentflow_0',
        type: 'agentFlow',
      },
    ],
    viewport: { x: 0, y: 0, zoom: 0.8 },
  });
}

async function choose(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

describe('document stores in Chromium', () => {
  let app: AppServer;
  let fake: FakeOpenAI;
  const account = newAccount('docstores');
  let owner: HttpSession;

  beforeAll(async () => {
    // Each embeddings request waits a little, so an upsert of one chunk per request takes a few seconds.
    fake = await startFakeOpenAI({ firstTokenLatencyMs: 250 });
    // The fake embeddings server is on this machine: private addresses must be allowed for it.
    app = await startAppServer({ HTTP_ALLOW_LIST: '127.0.0.1' });
    owner = new HttpSession(app.url);
    await registerAndLogin(owner, account);
    const credential = await owner.post<{ id: string }>('/api/v1/credentials', {
      name: 'fake openai',
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: 'sk-fake' },
    });
    expect(credential.status).toBe(201);
  });
  afterAll(async () => {
    await app.stop();
    await fake.close();
  });

  it('loads a file, upserts it with progress, retrieves the planted chunk, and answers from it in chat', async () => {
    const { page } = await openBrowser(app.url, 'document stores');
    await login(page, account.email, account.password);

    // Create the store.
    await page.goto('/document-stores');
    await page.getByRole('heading', { name: 'Document Stores', exact: true }).waitFor();
    await page.getByTestId('add-document-store').click();
    const dialog = page.getByRole('dialog', { name: 'Add New Document Store' });
    await dialog.getByLabel('Name', { exact: true }).fill('Shipping knowledge');
    await dialog.getByLabel('Description').fill('How parcels travel');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await page.waitForURL(/\/document-stores\/[^/]+$/);
    const storeId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.getByRole('heading', { name: 'Shipping knowledge' }).waitFor();

    // Add a Text File loader: upload, split small, preview, process.
    await page.getByRole('button', { name: 'Add Document Loader' }).click();
    await page
      .getByRole('dialog', { name: 'Select Document Loader' })
      .getByText('Text File', { exact: true })
      .click();
    await page.waitForURL(`**/document-stores/${storeId}/textFile`);
    await page.locator('input[type="file"][aria-label="Txt File"]').setInputFiles({
      name: 'shipping.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(shippingFile(), 'utf8'),
    });
    await page.getByTestId('loader-file').filter({ hasText: 'shipping.txt' }).waitFor();
    await page.getByLabel('Chunk Size', { exact: true }).fill('100');
    await page.getByLabel('Chunk Overlap', { exact: true }).fill('0');
    await page.getByLabel('Chunks to preview').fill('5');
    await page.getByRole('button', { name: 'Preview Chunks' }).click();
    await page
      .getByTestId('preview-summary')
      .filter({ hasText: /Showing 5 of 13 chunks/ })
      .waitFor();
    expect(await page.getByTestId('preview-chunk').count()).toBe(5);
    await page.getByRole('button', { name: 'Process', exact: true }).click();
    await page.waitForURL(`**/document-stores/${storeId}`);
    const loaderRow = page.locator('[data-testid^="loader-row-"]');
    await loaderRow.filter({ hasText: 'shipping.txt' }).waitFor();
    expect(await loaderRow.innerText()).toContain('13');

    // Configure the fake OpenAI embeddings and the embedded vector store, then upsert.
    await page.getByRole('link', { name: 'Upsert All Chunks' }).click();
    await page.waitForURL(`**/document-stores/vector/${storeId}`);
    const vectorStore = page.getByRole('combobox', { name: 'Vector Store', exact: true });
    await vectorStore.waitFor();
    expect((await vectorStore.innerText()).trim()).not.toBe('');
    await choose(page, 'Embeddings', 'OpenAI Embedding');
    await page.getByRole('combobox', { name: 'Connect Credential' }).first().click();
    await page.getByRole('option', { name: 'fake openai' }).click();
    await page.getByLabel('Base Path', { exact: true }).fill(fake.url);
    await page.getByLabel('Batch Size', { exact: true }).fill('1');
    await page.getByRole('button', { name: 'Upsert', exact: true }).click();
    await page.getByTestId('upsert-progress').waitFor({ timeout: 15_000 });
    // Once the job has counted the chunks, the bar shows chunks embedded of the total, with rate and ETA.
    await page.getByTestId('upsert-counts').filter({ hasText: '/ 13 chunks' }).waitFor({ timeout: 15_000 });
    const result = page.getByTestId('upsert-result');
    await result.waitFor({ timeout: 60_000 });
    expect(await result.innerText()).toContain('Upsert finished: 13 added');

    // The retrieval playground finds the planted chunk first.
    await page.getByRole('link', { name: 'Retrieval Query' }).click();
    await page.waitForURL(`**/document-stores/query/${storeId}`);
    await page.getByLabel('Query', { exact: true }).fill(QUERY);
    await page.getByRole('button', { name: 'Retrieve' }).click();
    const first = page.getByTestId('retrieved-chunk').first();
    await first.waitFor();
    expect(await first.innerText()).toContain(PLANTED);
    expect(await page.getByTestId('query-summary').innerText()).toMatch(/chunks? in [\d.,]+ ms/);

    // An agentflow Retriever node answers from the store in the canvas chat panel.
    const created = await owner.post<{ id: string }>('/api/v1/chatflows', {
      name: 'Shipping helper',
      type: 'AGENTFLOW',
      flowData: retrieverFlow(storeId, 'Shipping knowledge'),
    });
    expect(created.status).toBe(201);
    await page.goto(`/v2/agentcanvas/${created.body.id}`);
    await page.locator('.react-flow__node[data-id="retrieverAgentflow_0"]').waitFor();
    await page.getByRole('button', { name: 'Open chat' }).click();
    const panel = page.getByRole('complementary', { name: 'Flow chat' });
    await panel.getByRole('textbox', { name: 'Message' }).fill(QUERY);
    await panel.getByRole('button', { name: 'Send' }).click();
    await panel.getByText(PLANTED).first().waitFor({ timeout: 30_000 });

    // The store page lists the flow under "Where used" and the finished upsert in its history.
    await page.goto(`/document-stores/${storeId}`);
    await page.getByRole('link', { name: 'Agentflow: Shipping helper' }).waitFor();
    expect(await page.locator('[data-testid^="upsert-job-"]').first().innerText()).toContain('SUCCEEDED');
  }, 240_000);
});
