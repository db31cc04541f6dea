import type { DocumentStore, UpsertJob } from '@loomflow/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { DocumentStorePage } from './DocumentStorePage.tsx';
import { jsonResponse, serveApi, testJob, testLoader, testStore, useSignedIn } from './test-fixtures.ts';

function serveStore(initial: DocumentStore, active: UpsertJob | null = null) {
  let store = initial;
  return serveApi((request) => {
    if (request.path === '/document-store/store/store-1') return jsonResponse(200, store);
    if (request.path === '/document-store/upsert-jobs/store-1') {
      return jsonResponse(200, {
        active,
        history: [
          testJob({
            id: 'job-2',
            status: 'FAILED',
            embedded: 3,
            failed: 9,
            error: 'Rate limited by the provider',
          }),
          testJob({ id: 'job-1', skipped: 4, embedded: 8, deleted: 2 }),
        ],
      });
    }
    if (request.method === 'DELETE' && request.path.startsWith('/document-store/loader/store-1/')) {
      const id = request.path.split('/').pop();
      store = { ...store, loaders: store.loaders.filter((loader) => loader.id !== id) };
      return jsonResponse(200, {});
    }
    return undefined;
  });
}

const routes = [
  { path: '/document-stores/:storeId', element: <DocumentStorePage /> },
  { path: '/document-stores/:storeId/:name', element: <p>loader page</p> },
  { path: '/document-stores/chunks/:storeId/:fileId', element: <p>chunks page</p> },
];

const twoLoaders = testStore({
  status: 'UPSERTED',
  loaders: [
    testLoader(),
    testLoader({
      id: 'loader-2',
      loaderId: 'plainText',
      loaderName: 'Plain Text',
      splitterId: undefined,
      splitterName: undefined,
      files: [],
      source: 'Plain text',
      totalChunks: 0,
      totalChars: 0,
      status: 'EMPTY',
    }),
  ],
  whereUsed: [{ id: 'flow-9', name: 'Support agent', type: 'AGENTFLOW' }],
  vectorStoreConfig: { name: 'embeddedVectorStore', config: {} },
});

describe('DocumentStorePage', () => {
  useSignedIn();

  it('shows the loaders with splitter, files, counts and status, the upsert history and where it is used', async () => {
    serveStore(twoLoaders);
    renderRoutes(routes, '/document-stores/store-1');
    const first = await screen.findByTestId('loader-row-loader-1');
    expect(first.textContent).toContain('Text File');
    expect(first.textContent).toContain('Recursive Character Text Splitter');
    expect(first.textContent).toContain('faq.txt');
    expect(first.textContent).toContain('9,800');
    expect(within(first).getByTestId('store-status').textContent).toBe('SYNC');
    const second = screen.getByTestId('loader-row-loader-2');
    expect(second.textContent).toContain('None');
    expect(second.textContent).toContain('Plain text');

    const failed = await screen.findByTestId('upsert-job-job-2');
    expect(failed.textContent).toContain('FAILED');
    expect(failed.textContent).toContain('Rate limited by the provider');
    expect(screen.getByTestId('upsert-job-job-1').textContent).toContain('3 s');

    const usage = screen.getByRole('link', { name: 'Agentflow: Support agent' });
    expect(usage.getAttribute('href')).toBe('/v2/agentcanvas/flow-9');
    expect(screen.getByRole('link', { name: 'Retrieval Query' }).getAttribute('href')).toBe(
      '/document-stores/query/store-1',
    );
  });

  it('picks a loader type to add and opens its screen', async () => {
    serveStore(twoLoaders);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/document-stores/store-1');
    await user.click(await screen.findByRole('button', { name: 'Add Document Loader' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Document Loader' });
    await user.type(within(dialog).getByLabelText('Search loaders'), 'plain');
    expect(within(dialog).queryByText('Text File')).toBeNull();
    await user.click(within(dialog).getByText('Plain Text'));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/document-stores/store-1/plainText');
    });
  });

  it('opens a loader for editing and its chunks from the row menu', async () => {
    serveStore(twoLoaders);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/document-stores/store-1');
    await user.click(await screen.findByRole('button', { name: 'Actions of Text File' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Preview & Process' }));
    await waitFor(() => {
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/document-stores/store-1/textFile?loaderId=loader-1',
      );
    });
    await router.navigate('/document-stores/store-1');
    await user.click(await screen.findByRole('button', { name: 'Actions of Plain Text' }));
    const viewChunks = await screen.findByRole('menuitem', { name: 'View & Edit Chunks' });
    expect(viewChunks.getAttribute('aria-disabled')).toBe('true');
  });

  it('asks before deleting a loader, then removes it', async () => {
    const log = serveStore(twoLoaders);
    const user = userEvent.setup();
    renderRoutes(routes, '/document-stores/store-1');
    await user.click(await screen.findByRole('button', { name: 'Actions of Text File' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Document Loader' });
    expect(dialog.textContent).toContain('12 chunks');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(screen.queryByTestId('loader-row-loader-1')).toBeNull();
    });
    expect(log.some((request) => request.method === 'DELETE' && request.path.endsWith('/loader-1'))).toBe(
      true,
    );
  });

  it('shows the progress of an upsert still running', async () => {
    serveStore(
      testStore({ status: 'UPSERTING' }),
      testJob({ id: 'job-3', status: 'RUNNING', total: 40, embedded: 10, skipped: 10, finishedDate: null }),
    );
    renderRoutes(routes, '/document-stores/store-1');
    expect((await screen.findByTestId('upsert-counts')).textContent).toContain('20 / 40 chunks (50%)');
    expect(screen.getByTestId('upsert-job-job-3').textContent).toContain('RUNNING');
  });
});
