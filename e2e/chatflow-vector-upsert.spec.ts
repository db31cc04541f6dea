import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { HttpSession, newAccount, registerAndLogin } from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { openBrowser } from './support/browser.ts';
import { login } from './support/login.ts';

const PLANTED = 'Our office cat is called Pixel and naps on the printer.';

function node(id: string, name: string, data: Record<string, unknown>) {
  return { id, type: 'customNode', position: { x: 0, y: 0 }, data: { id, name, label: name, ...data } };
}

/** Text File → (OpenAI Embeddings) → Embedded vector store, as the canvas saves them. */
function upsertChatflow(credentialId: string, embeddingsUrl: string) {
  const edges = [
    {
      id: 'textFile_0-embeddedVectorStore_0',
      source: 'textFile_0',
      sourceHandle: 'textFile_0-output-textFile-Document',
      target: 'embeddedVectorStore_0',
      targetHandle: 'embeddedVectorStore_0-input-document-Document',
    },
    {
      id: 'openAIEmbeddings_0-embeddedVectorStore_0',
      source: 'openAIEmbeddings_0',
      sourceHandle: 'openAIEmbeddings_0-output-openAIEmbeddings-Embeddings',
      target: 'embeddedVectorStore_0',
      targetHandle: 'embeddedVectorStore_0-input-embeddings-Embeddings',
    },
  ];
  const output = (id: string, type: string) => [
    { id: `${id}-output-${id.replace(/_0$/, '')}-${type}`, name: id },
  ];
  const nodes = [
    node('textFile_0', 'textFile', {
      label: 'Text File',
      category: 'Document Loaders',
      inputParams: [{ id: 'textFile_0-input-txtFile-file', name: 'txtFile', type: 'file', fileType: '.txt' }],
      inputs: { txtFile: '' },
      outputAnchors: output('textFile_0', 'Document'),
    }),
    node('openAIEmbeddings_0', 'openAIEmbeddings', {
      category: 'Embeddings',
      credential: credentialId,
      inputs: { modelName: 'text-embedding-3-small', basepath: embeddingsUrl },
      outputAnchors: output('openAIEmbeddings_0', 'Embeddings'),
    }),
    node('embeddedVectorStore_0', 'embeddedVectorStore', {
      label: 'Embedded Vectors',
      category: 'Vector Stores',
      inputAnchors: [
        { id: 'embeddedVectorStore_0-input-document-Document', name: 'document', type: 'Document' },
        { id: 'embeddedVectorStore_0-input-embeddings-Embeddings', name: 'embeddings', type: 'Embeddings' },
      ],
      inputs: {
        document: ['{{textFile_0.data.instance}}'],
        embeddings: '{{openAIEmbeddings_0.data.instance}}',
      },
    }),
  ];
  return JSON.stringify({ nodes, edges });
}

describe('Upsert Vector Database on the chatflow canvas in Chromium', () => {
  let app: AppServer;
  let fake: FakeOpenAI;
  const account = newAccount('vupsert');
  let flowId: string;

  beforeAll(async () => {
    fake = await startFakeOpenAI({ embeddingDimensions: 16 });
    app = await startAppServer({ HTTP_ALLOW_LIST: '127.0.0.1' });
    const owner = new HttpSession(app.url);
    await registerAndLogin(owner, account);
    const credential = await owner.post<{ id: string }>('/api/v1/credentials', {
      name: 'fake openai',
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: 'sk-fake' },
    });
    expect(credential.status).toBe(201);
    const flow = await owner.post<{ id: string }>('/api/v1/chatflows', {
      name: 'Office facts',
      type: 'CHATFLOW',
      flowData: upsertChatflow(credential.body.id, fake.url),
    });
    expect(flow.status, JSON.stringify(flow.body)).toBe(201);
    flowId = flow.body.id;
  });
  afterAll(async () => {
    await app.stop();
    await fake.close();
  });

  it('upserts a picked file into the vector store node and shows what was added', async () => {
    const { page } = await openBrowser(app.url, 'chatflow vector upsert');
    await login(page, account.email, account.password);
    await page.goto(`/canvas/${flowId}`);
    await page.getByRole('button', { name: 'Upsert Vector Database' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upsert Vector Database' });
    await dialog.getByText('Vector store: Embedded Vectors (embeddedVectorStore_0)').waitFor();
    await dialog.getByLabel('Files to upsert').setInputFiles({
      name: 'office.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(PLANTED),
    });
    await dialog.getByRole('button', { name: 'Upsert', exact: true }).click();
    await dialog.getByTestId('upsert-result').waitFor({ timeout: 30_000 });
    expect(await dialog.getByTestId('upsert-added').innerText()).toBe('1');
    const added = dialog.getByTestId('upserted-document');
    expect(await added.innerText()).toContain(PLANTED);
    expect(await added.innerText()).toContain('office.txt');
    expect(fake.embeddingRequests().length).toBeGreaterThan(0);
  }, 90_000);
});
