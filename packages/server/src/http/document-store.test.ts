import type {
  ChunksPage,
  DocumentStore,
  DocumentStoreLoader,
  PreviewLoaderResponse,
  StoredDocumentFiles,
  VectorQueryResponse,
} from '@loomflow/core';
import { TEST_DATABASE_KINDS, type HttpSession } from '@loomflow/testkit/server';
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStore,
  embeddingConfig,
  embeddedTexts,
  saveVectorConfig,
  startDocumentStoreFixture,
  uploadFiles,
  upsert,
  type DocumentStoreFixture,
} from '../test-support/document-store-test-support.ts';

const PLANTED = 'The secret launch code of the lunar base is AURORA-7731, kept by the night engineer.';

function paragraphs(changed = false): string {
  return [
    'Opening hours of the library are from nine in the morning until six in the evening on weekdays.',
    'The cafeteria serves soup, bread and fresh salads, and closes one hour before the library does.',
    PLANTED,
    changed
      ? 'Bicycles now go to the new covered racks behind the gym, next to the tennis courts.'
      : 'Bicycles may be parked in the racks near the main entrance of the north building.',
    'Lost property is kept at the reception desk for thirty days before it is given away to charity.',
  ].join('\n\n');
}

const SPLITTER = {
  splitterId: 'recursiveCharacterTextSplitter',
  splitterConfig: { chunkSize: 120, chunkOverlap: 0 },
};

describe.each(TEST_DATABASE_KINDS)('document stores on %s', (database) => {
  let fixture: DocumentStoreFixture;
  let owner: HttpSession;

  beforeAll(async () => {
    fixture = await startDocumentStoreFixture(database);
    owner = fixture.owner;
  });
  afterAll(() => fixture.close());

  const upload = (storeId: string, files: { name: string; body: string | Uint8Array; type?: string }[]) =>
    uploadFiles(fixture.server.url, fixture.apiKey, `/api/v1/document-store/files/${storeId}`, files);

  async function processTextFile(storeId: string, name: string, text: string): Promise<DocumentStoreLoader> {
    const uploaded = await upload(storeId, [{ name, body: text }]);
    expect(uploaded.status).toBe(200);
    const ref = (uploaded.body as StoredDocumentFiles).files[0]?.ref;
    const saved = await owner.post<DocumentStoreLoader>('/api/v1/document-store/loader/save', {
      storeId,
      loaderId: 'textFile',
      loaderConfig: { txtFile: ref },
      ...SPLITTER,
    });
    expect(saved.status).toBe(200);
    const processed = await owner.post<DocumentStoreLoader>(
      `/api/v1/document-store/loader/process/${saved.body.id}`,
      {
        storeId,
        loaderId: 'textFile',
        loaderConfig: { txtFile: ref },
        ...SPLITTER,
      },
    );
    expect(processed.status, JSON.stringify(processed.body)).toBe(200);
    return processed.body;
  }

  it('processes a text file into chunks, upserts it and answers a query with the planted chunk first', async () => {
    const store = await createStore(owner, 'Handbook');
    expect(store.status).toBe('EMPTY');
    const loader = await processTextFile(store.id, 'handbook.txt', paragraphs());
    expect(loader).toMatchObject({ status: 'SYNC', source: 'handbook.txt' });
    expect(loader.totalChunks).toBe(5);

    const page = await owner.get<ChunksPage>(
      `/api/v1/document-store/chunks/${store.id}/${loader.id}/1?pageSize=2`,
    );
    expect(page.body).toMatchObject({ count: 5, currentPage: 1, storeName: 'Handbook' });
    expect(page.body.chunks).toHaveLength(2);
    const searched = await owner.get<ChunksPage>(
      `/api/v1/document-store/chunks/${store.id}/${loader.id}/1?search=aurora`,
    );
    expect(searched.body.chunks.map((chunk) => chunk.pageContent)).toEqual([PLANTED]);
    expect((await owner.get<DocumentStore>(`/api/v1/document-store/store/${store.id}`)).body.status).toBe(
      'SYNC',
    );

    await saveVectorConfig(owner, fixture, store.id);
    const before = embeddedTexts(fixture.fake).length;
    const job = await upsert(owner, store.id);
    expect(job).toMatchObject({ status: 'SUCCEEDED', total: 5, embedded: 5, skipped: 0, error: null });
    expect(embeddedTexts(fixture.fake).length - before).toBe(5);
    expect((await owner.get<DocumentStore>(`/api/v1/document-store/store/${store.id}`)).body.status).toBe(
      'UPSERTED',
    );

    const query = await owner.post<VectorQueryResponse>('/api/v1/document-store/vectorstore/query', {
      storeId: store.id,
      query: 'What is the secret launch code of the lunar base?',
      topK: 3,
    });
    expect(query.status).toBe(200);
    expect(query.body.docs[0]?.pageContent).toBe(PLANTED);
    expect(query.body.docs[0]?.metadata).toMatchObject({ source: 'handbook.txt' });
    expect(query.body.docs).toHaveLength(3);
    expect(query.body.timeTaken).toBeGreaterThanOrEqual(0);

    // Unchanged: nothing embedded again.
    const unchangedBefore = embeddedTexts(fixture.fake).length;
    const again = await upsert(owner, store.id);
    expect(again).toMatchObject({ status: 'SUCCEEDED', total: 5, embedded: 0, skipped: 5, deleted: 0 });
    expect(embeddedTexts(fixture.fake).length).toBe(unchangedBefore);

    // One paragraph changed: only its chunk is embedded, the old one deleted.
    const replaced = await upload(store.id, [{ name: 'handbook.txt', body: paragraphs(true) }]);
    expect(replaced.status).toBe(200);
    const reprocessed = await owner.post<DocumentStoreLoader>(
      `/api/v1/document-store/loader/process/${loader.id}`,
      {
        storeId: store.id,
        loaderId: 'textFile',
        loaderConfig: loader.loaderConfig,
        ...SPLITTER,
      },
    );
    expect(reprocessed.body.status).toBe('STALE');
    expect((await owner.get<DocumentStore>(`/api/v1/document-store/store/${store.id}`)).body.status).toBe(
      'STALE',
    );
    const changedBefore = embeddedTexts(fixture.fake).length;
    const changed = await upsert(owner, store.id);
    expect(changed).toMatchObject({ status: 'SUCCEEDED', total: 5, embedded: 1, skipped: 4, deleted: 1 });
    expect(embeddedTexts(fixture.fake).slice(changedBefore)).toEqual([
      'Bicycles now go to the new covered racks behind the gym, next to the tennis courts.',
    ]);
    const bikes = await owner.post<VectorQueryResponse>('/api/v1/document-store/vectorstore/query', {
      storeId: store.id,
      query: 'Where do bicycles go?',
      topK: 5,
    });
    const texts = bikes.body.docs.map((doc) => doc.pageContent);
    expect(texts).toContain(
      'Bicycles now go to the new covered racks behind the gym, next to the tennis courts.',
    );
    expect(texts.some((text) => text.includes('main entrance of the north building'))).toBe(false);
  });

  it('loads each kind of file through preview and process', async () => {
    const store = await createStore(owner, 'Formats');
    const { buildPdf, buildDocx } =
      await import('../../../nodes/src/document-loaders/runtime/loader-test-fixtures.ts');
    const cases: {
      loaderId: string;
      input: string;
      file: { name: string; body: string | Uint8Array; type?: string };
      expected: string;
    }[] = [
      {
        loaderId: 'textFile',
        input: 'txtFile',
        file: { name: 'a.txt', body: 'plain words here' },
        expected: 'plain words here',
      },
      {
        loaderId: 'markdownFile',
        input: 'mdFile',
        file: { name: 'a.md', body: '# Title\n\nSome *markdown* body' },
        expected: 'markdown',
      },
      {
        loaderId: 'csvFile',
        input: 'csvFile',
        file: { name: 'a.csv', body: 'name,city\nAda,London\nLin,Paris\n' },
        expected: 'Paris',
      },
      {
        loaderId: 'jsonFile',
        input: 'jsonFile',
        file: { name: 'a.json', body: '{"answer":"forty two"}' },
        expected: 'forty two',
      },
      {
        loaderId: 'jsonlinesFile',
        input: 'jsonlinesFile',
        file: { name: 'a.jsonl', body: '{"q":"first line"}\n{"q":"second line"}\n' },
        expected: 'second line',
      },
      {
        loaderId: 'htmlFile',
        input: 'htmlFile',
        file: { name: 'a.html', body: '<html><body><p>Hello <b>html</b> world</p></body></html>' },
        expected: 'html',
      },
      {
        loaderId: 'pdfFile',
        input: 'pdfFile',
        file: { name: 'a.pdf', body: buildPdf(['Pdf page about apples']), type: 'application/pdf' },
        expected: 'apples',
      },
      {
        loaderId: 'docxFile',
        input: 'docxFile',
        file: {
          name: 'a.docx',
          body: buildDocx(['Docx paragraph about pears']),
          type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        },
        expected: 'pears',
      },
    ];
    for (const { loaderId, input, file, expected } of cases) {
      const uploaded = await upload(store.id, [file]);
      expect(uploaded.status, loaderId).toBe(200);
      const ref = (uploaded.body as StoredDocumentFiles).files[0]?.ref;
      const config = { storeId: store.id, loaderId, loaderConfig: { [input]: ref, pointerName: 'q' } };
      const preview = await owner.post<PreviewLoaderResponse>(
        '/api/v1/document-store/loader/preview',
        config,
      );
      expect(preview.status, `${loaderId}: ${JSON.stringify(preview.body)}`).toBe(200);
      expect(preview.body.chunks.map((chunk) => chunk.pageContent).join(' '), loaderId).toContain(expected);
      const saved = await owner.post<DocumentStoreLoader>('/api/v1/document-store/loader/save', config);
      const processed = await owner.post<DocumentStoreLoader>(
        `/api/v1/document-store/loader/process/${saved.body.id}`,
        config,
      );
      expect(processed.status, loaderId).toBe(200);
      expect(processed.body.totalChunks, loaderId).toBeGreaterThan(0);
    }
    const folder = await owner.post<PreviewLoaderResponse>('/api/v1/document-store/loader/preview', {
      storeId: store.id,
      loaderId: 'folderFiles',
      loaderConfig: { folderFiles: 'FILE-STORAGE::["a.txt","a.csv"]' },
    });
    expect(folder.status, JSON.stringify(folder.body)).toBe(200);
    const folderText = folder.body.chunks.map((chunk) => chunk.pageContent).join(' ');
    expect(folderText).toContain('plain words here');
    expect(folderText).toContain('Paris');

    // Web page and API loaders fetch through the SSRF guard (127.0.0.1 is on HTTP_ALLOW_LIST here).
    const site = createServer((request, response) => {
      if (request.url === '/api') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"status":"api answer about oranges"}');
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(
        '<html><head><title>Site</title></head><body><p>A web page about plums.</p></body></html>',
      );
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const address = site.address();
    const base = `http://127.0.0.1:${String(typeof address === 'object' && address ? address.port : 0)}`;
    try {
      const page = await owner.post<PreviewLoaderResponse>('/api/v1/document-store/loader/preview', {
        storeId: store.id,
        loaderId: 'cheerioWebScraper',
        loaderConfig: { url: `${base}/page` },
      });
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      expect(page.body.chunks.map((chunk) => chunk.pageContent).join(' ')).toContain('plums');
      const api = await owner.post<PreviewLoaderResponse>('/api/v1/document-store/loader/preview', {
        storeId: store.id,
        loaderId: 'apiLoader',
        loaderConfig: { method: 'GET', url: `${base}/api` },
      });
      expect(api.status, JSON.stringify(api.body)).toBe(200);
      expect(api.body.chunks.map((chunk) => chunk.pageContent).join(' ')).toContain('oranges');
    } finally {
      await new Promise((resolve) => site.close(resolve));
    }

    const plain = await owner.post<PreviewLoaderResponse>('/api/v1/document-store/loader/preview', {
      storeId: store.id,
      loaderId: 'plainText',
      loaderConfig: { text: 'typed text' },
    });
    expect(plain.body).toMatchObject({ totalChunks: 1, chunks: [{ pageContent: 'typed text' }] });
  });

  it('refuses bad inputs with a clear 4xx and changes nothing', async () => {
    const store = await createStore(owner, 'Guarded');
    const unknown = await owner.post<{ message: string }>('/api/v1/document-store/loader/save', {
      storeId: store.id,
      loaderId: 'noSuchLoader',
      loaderConfig: {},
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('Unknown document loader "noSuchLoader"');
    const missing = await owner.post<{ message: string }>('/api/v1/document-store/loader/preview', {
      storeId: store.id,
      loaderId: 'textFile',
      loaderConfig: { txtFile: 'FILE-STORAGE::["never-uploaded.txt"]' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('"never-uploaded.txt" is not uploaded to this document store');
    for (const name of ['../escape.txt', '..%2f..%2fetc%2fpasswd', 'a/b.txt', 'C:\\x.txt']) {
      const traversal = await owner.post<{ message: string }>('/api/v1/document-store/loader/preview', {
        storeId: store.id,
        loaderId: 'textFile',
        loaderConfig: { txtFile: `FILE-STORAGE::${JSON.stringify([name])}` },
      });
      expect(traversal.status, name).toBe(400);
      expect(traversal.body.message, name).toMatch(/Invalid file name/);
    }
    const filesBefore = (await owner.get<{ total: number }>('/api/v1/files')).body.total;
    for (const name of ['../../evil.txt', '..\\evil.txt', '/etc/passwd']) {
      const badUpload = await upload(store.id, [{ name, body: 'x' }]);
      expect(badUpload.status, name).toBe(400);
      expect(JSON.stringify(badUpload.body), name).toContain('Invalid file name');
    }
    expect((await owner.get<{ total: number }>('/api/v1/files')).body.total).toBe(filesBefore);
    const reloaded = await owner.get<DocumentStore>(`/api/v1/document-store/store/${store.id}`);
    expect(reloaded.body.loaders).toEqual([]);
    const noConfig = await owner.post<{ message: string }>('/api/v1/document-store/vectorstore/insert', {
      storeId: store.id,
    });
    expect(noConfig.status).toBe(400);
    expect(noConfig.body.message).toContain('Configure the embeddings and the vector store');
    const otherStore = await owner.post('/api/v1/document-store/loader/save', {
      storeId: 'not-a-store-of-mine',
      loaderId: 'plainText',
    });
    expect(otherStore.status).toBe(404);
  });

  it('reports a failed upsert and keeps the previous vectors usable', async () => {
    const store = await createStore(owner, 'Fragile');
    const body = (text: string) => ({ storeId: store.id, loaderId: 'plainText', loaderConfig: { text } });
    const saved = await owner.post<DocumentStoreLoader>(
      '/api/v1/document-store/loader/save',
      body('Old answer: blue.'),
    );
    await owner.post(`/api/v1/document-store/loader/process/${saved.body.id}`, body('Old answer: blue.'));
    await owner.post('/api/v1/document-store/vectorstore/save', {
      storeId: store.id,
      embeddingName: 'openAIEmbeddings',
      embeddingConfig: { ...embeddingConfig(fixture), maxRetries: 0 },
      vectorStoreName: 'embeddedVectorStore',
      vectorStoreConfig: {},
    });
    expect((await upsert(owner, store.id)).status).toBe('SUCCEEDED');
    await owner.post(`/api/v1/document-store/loader/process/${saved.body.id}`, body('New answer: green.'));
    fixture.fake.scriptEmbeddings({
      type: 'error',
      status: 400,
      message: 'the embedding model is unavailable',
    });
    const failed = await upsert(owner, store.id);
    expect(failed).toMatchObject({ status: 'FAILED', failed: 1 });
    expect(failed.error).toContain('the embedding model is unavailable');
    expect(failed.error).toMatch(
      /^Upsert failed after 0 of 1 chunks: .*the embedding model is unavailable.*\. The vectors from before stay in use\.$/,
    );
    const query = await owner.post<VectorQueryResponse>('/api/v1/document-store/vectorstore/query', {
      storeId: store.id,
      query: 'answer',
    });
    expect(query.body.docs.map((doc) => doc.pageContent)).toEqual(['Old answer: blue.']);
    expect((await owner.get<DocumentStore>(`/api/v1/document-store/store/${store.id}`)).body.status).toBe(
      'STALE',
    );
  });

  it("upserts through Flowise's API with files, and answers what it added and skipped", async () => {
    const store = await createStore(owner, 'Api');
    await saveVectorConfig(owner, fixture, store.id);
    const fields = {
      loader: JSON.stringify({ name: 'textFile', config: {} }),
      splitter: JSON.stringify({
        name: 'recursiveCharacterTextSplitter',
        config: { chunkSize: 120, chunkOverlap: 0 },
      }),
    };
    const path = `/api/v1/document-store/upsert/${store.id}`;
    const first = await uploadFiles(
      fixture.server.url,
      fixture.apiKey,
      path,
      [{ name: 'api.txt', body: paragraphs() }],
      fields,
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ numAdded: 5, numSkipped: 0, numDeleted: 0 });
    const loaders = (await owner.get<DocumentStore>(`/api/v1/document-store/store/${store.id}`)).body.loaders;
    expect(loaders).toHaveLength(1);
    const again = await uploadFiles(
      fixture.server.url,
      fixture.apiKey,
      path,
      [{ name: 'api.txt', body: paragraphs() }],
      {
        docId: loaders[0]?.id ?? '',
      },
    );
    expect(again.body).toMatchObject({ numAdded: 0, numSkipped: 5 });
    const refreshed = await owner.post(`/api/v1/document-store/refresh/${store.id}`, {});
    expect(refreshed.body).toMatchObject({ numAdded: 0, numSkipped: 5 });
  });

  it('answers why agentflows and empty chatflows cannot be upserted through /vector/upsert', async () => {
    const agentflow = await owner.post<{ id: string }>('/api/v1/chatflows', {
      name: 'agents',
      type: 'AGENTFLOW',
      flowData: JSON.stringify({ nodes: [], edges: [] }),
    });
    const agent = await owner.post<{ message: string }>(`/api/v1/vector/upsert/${agentflow.body.id}`, {});
    expect(agent.status).toBe(400);
    expect(agent.body.message).toContain('Agentflows have no vector store nodes');
    const chatflow = await owner.post<{ id: string }>('/api/v1/chatflows', {
      name: 'chat',
      type: 'CHATFLOW',
      flowData: JSON.stringify({ nodes: [], edges: [] }),
    });
    const chat = await owner.post<{ message: string }>(`/api/v1/vector/upsert/${chatflow.body.id}`, {});
    expect(chat.status).toBe(400);
    expect(chat.body.message).toContain('This chatflow has no vector store node to upsert');
    expect((await owner.post('/api/v1/vector/upsert/no-such-flow', {})).status).toBe(404);
  });

  it('asks before deleting a store that flows use, then deletes it with its vectors', async () => {
    const store = await createStore(owner, 'Used');
    const flow = await owner.post<{ id: string }>('/api/v1/chatflows', {
      name: 'Uses the store',
      type: 'AGENTFLOW',
      flowData: JSON.stringify({ nodes: [], edges: [], note: { documentStore: `${store.id}:Used` } }),
    });
    expect(flow.status).toBe(201);
    const fetched = await owner.get<DocumentStore>(`/api/v1/document-store/store/${store.id}`);
    expect(fetched.body.whereUsed).toEqual([{ id: flow.body.id, name: 'Uses the store', type: 'AGENTFLOW' }]);
    const refused = await owner.delete<{ whereUsed: unknown[] }>(`/api/v1/document-store/store/${store.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.whereUsed).toHaveLength(1);
    expect((await owner.get(`/api/v1/document-store/store/${store.id}`)).status).toBe(200);
    expect((await owner.delete(`/api/v1/document-store/store/${store.id}?force=true`)).status).toBe(200);
    expect((await owner.get(`/api/v1/document-store/store/${store.id}`)).status).toBe(404);
  });
});
