import type { DocumentStore } from '@loomflow/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { DocumentStoresPage } from './DocumentStoresPage.tsx';
import { errorResponse, jsonResponse, serveApi, testStore, useSignedIn } from './test-fixtures.ts';

function serveStores(initial: DocumentStore[], kind?: 'enterprise') {
  let stores = [...initial];
  return serveApi((request) => {
    if (request.path === '/document-store/store' && request.method === 'GET')
      return jsonResponse(200, stores);
    if (request.path === '/document-store/store' && request.method === 'POST') {
      const body = request.body as { name: string; description: string };
      const created = testStore({ id: 'store-new', status: 'EMPTY', loaders: [], ...body });
      stores = [...stores, created];
      return jsonResponse(201, created);
    }
    const id = request.path.replace('/document-store/store/', '');
    if (request.method === 'PUT') {
      const changed = {
        ...stores.find((store) => store.id === id),
        ...(request.body as object),
      } as DocumentStore;
      stores = stores.map((store) => (store.id === id ? changed : store));
      return jsonResponse(200, changed);
    }
    if (request.method === 'DELETE') {
      const target = stores.find((store) => store.id === id);
      if (target && target.whereUsed.length > 0 && request.query.get('force') !== 'true') {
        return errorResponse(409, 'in use');
      }
      stores = stores.filter((store) => store.id !== id);
      return jsonResponse(200, {});
    }
    if (request.method === 'GET')
      return jsonResponse(
        200,
        stores.find((store) => store.id === id),
      );
    return undefined;
  }, kind);
}

const routes = [
  { path: '/document-stores', element: <DocumentStoresPage /> },
  { path: '/document-stores/:storeId', element: <p>store page</p> },
];

describe('DocumentStoresPage', () => {
  useSignedIn();

  it('lists stores with a coloured status chip per status and their counts, and searches them', async () => {
    serveStores([
      testStore({ id: 'a', name: 'Product FAQ', status: 'UPSERTED', totalChunks: 1200, totalChars: 654321 }),
      testStore({ id: 'b', name: 'Policies', description: 'HR handbook', status: 'STALE' }),
      testStore({ id: 'c', name: 'Drafts', status: 'EMPTY', loaders: [], totalChunks: 0, totalChars: 0 }),
    ]);
    const user = userEvent.setup();
    renderRoutes(routes, '/document-stores');
    const faq = await screen.findByTestId('store-row-a');
    expect(faq.textContent).toContain('1,200');
    expect(faq.textContent).toContain('654,321');
    const chip = (id: string) => within(screen.getByTestId(`store-row-${id}`)).getByTestId('store-status');
    expect(chip('a').textContent).toBe('UPSERTED');
    const colours = ['a', 'b', 'c'].map((id) => chip(id).className);
    expect(new Set(colours).size).toBe(3);
    expect(within(faq).getByRole('link', { name: 'Product FAQ' }).getAttribute('href')).toBe(
      '/document-stores/a',
    );

    await user.type(screen.getByLabelText('Search document stores'), 'handbook');
    expect(screen.queryByTestId('store-row-a')).toBeNull();
    expect(screen.getByTestId('store-row-b')).toBeTruthy();
  });

  it('creates a store and opens it', async () => {
    const log = serveStores([]);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/document-stores');
    await user.click(await screen.findByRole('button', { name: 'Add New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Document Store' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Name'), 'Support docs');
    await user.type(within(dialog).getByLabelText('Description'), 'Everything support knows');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/document-stores/store-new');
    });
    const post = log.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({ name: 'Support docs', description: 'Everything support knows' });
  });

  it('renames and describes a store', async () => {
    const log = serveStores([testStore()]);
    const user = userEvent.setup();
    renderRoutes(routes, '/document-stores');
    await user.click(await screen.findByRole('button', { name: 'Edit Product FAQ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Document Store' });
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Shop FAQ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('link', { name: 'Shop FAQ' })).toBeTruthy();
    expect(log.find((request) => request.method === 'PUT')?.body).toMatchObject({ name: 'Shop FAQ' });
  });

  it('asks before deleting, naming the flows that use the store, and deletes once confirmed', async () => {
    const log = serveStores([
      testStore({
        whereUsed: [
          { id: 'f1', name: 'Support agent', type: 'AGENTFLOW' },
          { id: 'f2', name: 'FAQ bot', type: 'CHATFLOW' },
        ],
      }),
    ]);
    const user = userEvent.setup();
    renderRoutes(routes, '/document-stores');
    await user.click(await screen.findByRole('button', { name: 'Delete Product FAQ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Document Store' });
    expect(dialog.textContent).toContain('Agentflow "Support agent", Chatflow "FAQ bot"');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(log.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(await screen.findByRole('button', { name: 'Delete Product FAQ' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Document Store' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('No document stores yet')).toBeTruthy();
    expect(log.find((request) => request.method === 'DELETE')?.query.get('force')).toBe('true');
  });
});

describe('DocumentStoresPage for a viewer', () => {
  useSignedIn(['documentStores:view']);

  it('offers no create, edit or delete', async () => {
    serveStores([testStore()], 'enterprise');
    renderRoutes(routes, '/document-stores');
    expect(await screen.findByTestId('store-row-store-1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add New' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Product FAQ' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Product FAQ' })).toBeNull();
  });
});
