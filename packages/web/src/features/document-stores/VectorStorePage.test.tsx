import type { DocumentStore, UpsertJob } from '@loomflow/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { VectorStorePage } from './VectorStorePage.tsx';
import { jsonResponse, serveApi, testJob, testStore, useSignedIn } from './test-fixtures.ts';

interface Server {
  store: DocumentStore;
  active: UpsertJob | null;
  history: UpsertJob[];
  /** How the running job moves on each read of the jobs. */
  advance: (job: UpsertJob) => UpsertJob;
}

function serveVectors(server: Server) {
  return serveApi((request) => {
    if (request.path === '/document-store/store/store-1') return jsonResponse(200, server.store);
    if (request.path === '/document-store/upsert-jobs/store-1') {
      if (server.active) {
        const next = server.advance(server.active);
        server.active = next.finishedDate === null ? next : null;
        if (next.finishedDate !== null) server.history = [next, ...server.history];
        return jsonResponse(200, { active: server.active === null ? null : next, history: server.history });
      }
      return jsonResponse(200, { active: null, history: server.history });
    }
    if (request.path === '/document-store/vectorstore/insert') {
      server.active = testJob({
        id: 'job-new',
        status: 'QUEUED',
        embedded: 0,
        total: 12,
        startedDate: new Date().toISOString(),
        finishedDate: null,
      });
      return jsonResponse(202, server.active);
    }
    if (request.path === '/document-store/vectorstore/save') {
      return jsonResponse(200, server.store);
    }
    if (request.path.endsWith('/cancel')) {
      const cancelled = {
        ...(server.active ?? testJob()),
        status: 'CANCELLED' as const,
        finishedDate: new Date().toISOString(),
      };
      server.active = null;
      server.history = [cancelled, ...server.history];
      return jsonResponse(200, cancelled);
    }
    if (request.path === '/document-store/vectorstore/store-1' && request.method === 'DELETE') {
      server.store = { ...server.store, vectorStoreConfig: null, embeddingConfig: null };
      return jsonResponse(200, {});
    }
    return undefined;
  });
}

const routes = [
  { path: '/document-stores/vector/:storeId', element: <VectorStorePage /> },
  { path: '/document-stores/vector/:storeId/:docId', element: <VectorStorePage /> },
];

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

describe('VectorStorePage', () => {
  useSignedIn();

  it('preselects the embedded vector store, upserts with the chosen embeddings and shows the progress, then the result', async () => {
    const server: Server = {
      store: testStore(),
      active: null,
      history: [],
      advance: (job) =>
        job.status === 'QUEUED'
          ? { ...job, status: 'RUNNING', embedded: 5 }
          : {
              ...job,
              status: 'SUCCEEDED',
              embedded: 10,
              skipped: 2,
              deleted: 1,
              finishedDate: new Date().toISOString(),
            },
    };
    const log = serveVectors(server);
    const user = userEvent.setup();
    renderRoutes(routes, '/document-stores/vector/store-1');
    expect(await screen.findByRole('combobox', { name: 'Vector Store' })).toHaveProperty(
      'textContent',
      'Embedded Vector Store',
    );
    const upsert = screen.getByRole('button', { name: 'Upsert' });
    expect(upsert).toHaveProperty('disabled', true);

    await choose(user, 'Embeddings', 'OpenAI Embeddings');
    expect(screen.getByLabelText('Model Name')).toHaveProperty('value', 'text-embedding-3-small');
    await user.click(screen.getByRole('combobox', { name: 'Connect Credential' }));
    await user.click(await screen.findByRole('option', { name: 'Fake OpenAI' }));
    await user.click(screen.getByLabelText('BasePath'));
    await user.paste('http://127.0.0.1:9999/v1');
    await user.click(upsert);

    const counts = await screen.findByTestId('upsert-counts', {}, { timeout: 4000 });
    await waitFor(
      () => {
        expect(counts.textContent).toContain('5 / 12 chunks');
      },
      { timeout: 4000 },
    );
    expect(screen.getByRole('progressbar', { name: 'Upsert progress' }).getAttribute('aria-valuenow')).toBe(
      '41.7',
    );
    const result = await screen.findByTestId('upsert-result', {}, { timeout: 4000 });
    expect(result.textContent).toContain('10 added · 2 skipped (unchanged) · 1 deleted · 0 failed');

    const insert = log.find((request) => request.path === '/document-store/vectorstore/insert');
    expect(insert?.body).toEqual({
      storeId: 'store-1',
      embeddingName: 'openAIEmbeddings',
      embeddingConfig: {
        modelName: 'text-embedding-3-small',
        credential: 'cred-1',
        basepath: 'http://127.0.0.1:9999/v1',
      },
      vectorStoreName: 'embeddedVectorStore',
      vectorStoreConfig: { topK: 4 },
    });
  });

  it('shows a running job after a reload, with rate and ETA, and cancels it', async () => {
    const started = new Date(Date.now() - 10_000).toISOString();
    const server: Server = {
      store: testStore({
        status: 'UPSERTING',
        embeddingConfig: {
          name: 'openAIEmbeddings',
          config: { modelName: 'text-embedding-3-large', credential: 'cred-1' },
        },
        vectorStoreConfig: { name: 'qdrant', config: { qdrantServerUrl: 'http://qdrant:6333' } },
      }),
      active: testJob({
        id: 'job-7',
        status: 'RUNNING',
        total: 300,
        embedded: 100,
        startedDate: started,
        finishedDate: null,
      }),
      history: [],
      advance: (job) => job,
    };
    const log = serveVectors(server);
    const user = userEvent.setup();
    renderRoutes(routes, '/document-stores/vector/store-1/loader-1');
    expect((await screen.findByTestId('upsert-counts')).textContent).toContain('100 / 300 chunks');
    expect(screen.getByText(/chunks\/s/).textContent).toMatch(/ETA \d+ s/);
    expect(screen.getByText('Upsert only the 12 chunks of Text File')).toBeTruthy();
    // The saved configuration is shown, not the defaults.
    expect(screen.getByRole('combobox', { name: 'Vector Store' }).textContent).toBe('Qdrant');
    expect(screen.getByLabelText('Qdrant Server URL')).toHaveProperty('value', 'http://qdrant:6333');
    expect(screen.getByLabelText('Model Name')).toHaveProperty('value', 'text-embedding-3-large');
    expect(screen.getByRole('button', { name: 'Upsert' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect((await screen.findByTestId('upsert-result')).textContent).toContain('Upsert cancelled');
    expect(log.some((request) => request.path === '/document-store/upsert-jobs/store-1/job-7/cancel')).toBe(
      true,
    );
  });

  it('shows why a failed upsert failed', async () => {
    serveVectors({
      store: testStore(),
      active: null,
      history: [
        testJob({
          status: 'FAILED',
          embedded: 4,
          failed: 8,
          error:
            'Upsert failed after 4 of 12 chunks: Embeddings answered 429 Too Many Requests. The vectors from before stay in use.',
        }),
      ],
      advance: (job) => job,
    });
    renderRoutes(routes, '/document-stores/vector/store-1');
    const result = await screen.findByTestId('upsert-result');
    // The server's sentence once (no "Upsert failed: Upsert failed …", no doubled full stops), then the counts.
    expect(result.textContent).toMatch(
      /^Upsert failed after 4 of 12 chunks: Embeddings answered 429 Too Many Requests\. The vectors from before stay in use\.4 added/,
    );
    expect(result.textContent).not.toContain('..');
    expect(screen.getByTestId('upsert-result-counts').textContent).toContain('8 failed');
  });

  it('asks before deleting the vectors', async () => {
    const log = serveVectors({
      store: testStore({ vectorStoreConfig: { name: 'embeddedVectorStore', config: {} } }),
      active: null,
      history: [],
      advance: (job) => job,
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/document-stores/vector/store-1');
    await user.click(await screen.findByRole('button', { name: 'Delete Vectors' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Vectors' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Delete Vectors' })).toBeNull();
    });
    expect(
      log.some(
        (request) => request.method === 'DELETE' && request.path === '/document-store/vectorstore/store-1',
      ),
    ).toBe(true);
  });
});
