import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { QueryPage } from './QueryPage.tsx';
import { errorResponse, jsonResponse, serveApi, testStore, useSignedIn } from './test-fixtures.ts';

function serveQuery() {
  return serveApi((request) => {
    if (request.path === '/document-store/store/store-1') {
      return jsonResponse(200, testStore({ vectorStoreConfig: { name: 'embeddedVectorStore', config: {} } }));
    }
    if (request.path === '/document-store/vectorstore/query') {
      const body = request.body as { query: string };
      if (body.query.includes('boom')) return errorResponse(500, 'The vector store is unreachable');
      return jsonResponse(200, {
        docs: [
          {
            id: 'c7',
            pageContent: 'Returns are free within 30 days.',
            metadata: { source: 'faq.txt', page: 2 },
            score: 0.91234,
          },
          { id: 'c2', pageContent: 'We ship within five days.', metadata: { source: 'faq.txt' }, score: 0.5 },
        ],
        timeTaken: 3.4,
      });
    }
    return undefined;
  });
}

const routes = [{ path: '/document-stores/query/:storeId', element: <QueryPage /> }];

describe('QueryPage', () => {
  useSignedIn();

  it('retrieves ranked chunks with score, metadata and the time taken', async () => {
    const log = serveQuery();
    const user = userEvent.setup();
    renderRoutes(routes, '/document-stores/query/store-1');
    await user.click(await screen.findByRole('button', { name: 'Retrieve' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a query');

    await user.type(screen.getByLabelText('Query'), 'How do returns work?');
    const topK = screen.getByLabelText('Top K');
    await user.clear(topK);
    await user.type(topK, '2');
    await user.type(screen.getByLabelText('Score Threshold'), '0.3');
    await user.click(screen.getByRole('button', { name: 'Retrieve' }));
    const chunks = await screen.findAllByTestId('retrieved-chunk');
    expect(chunks[0]?.textContent).toContain('#1');
    expect(chunks[0]?.textContent).toContain('Score 0.9123');
    expect(chunks[0]?.textContent).toContain('Returns are free within 30 days.');
    expect(within(chunks[0] ?? document.body).getByText('page: 2')).toBeTruthy();
    expect(screen.getByTestId('query-summary').textContent).toBe('2 chunks in 3.4 ms');
    expect(screen.getByRole('button', { name: 'Retrieve' })).toHaveProperty('disabled', false);
    expect(log.find((request) => request.path === '/document-store/vectorstore/query')?.body).toEqual({
      storeId: 'store-1',
      query: 'How do returns work?',
      topK: 2,
      searchType: 'similarity',
      scoreThreshold: 0.3,
    });
  });

  it('sends MMR settings and typed metadata filters, and refuses a filter value of the wrong type', async () => {
    const log = serveQuery();
    const user = userEvent.setup();
    renderRoutes(routes, '/document-stores/query/store-1');
    await user.type(await screen.findByLabelText('Query'), 'returns');
    await user.click(screen.getByRole('combobox', { name: 'Search Type' }));
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Max Marginal Relevance' }),
    );
    const lambda = screen.getByLabelText('Lambda');
    await user.clear(lambda);
    await user.type(lambda, '0.7');

    await user.click(screen.getByRole('button', { name: 'Add Filter' }));
    await user.type(screen.getByLabelText('Filter key 1'), 'source');
    await user.type(screen.getByLabelText('Filter value 1'), 'faq.txt');
    await user.click(screen.getByRole('button', { name: 'Add Filter' }));
    await user.type(screen.getByLabelText('Filter key 2'), 'page');
    const types = screen.getAllByRole('combobox', { name: 'Type' });
    await user.click(types[1] ?? document.body);
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'number' }));
    await user.type(screen.getByLabelText('Filter value 2'), 'two');
    await user.click(screen.getByRole('button', { name: 'Retrieve' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Filter "page": "two" is not a number');

    await user.clear(screen.getByLabelText('Filter value 2'));
    await user.type(screen.getByLabelText('Filter value 2'), '2');
    await user.click(screen.getByRole('button', { name: 'Retrieve' }));
    await screen.findAllByTestId('retrieved-chunk');
    expect(log.find((request) => request.path === '/document-store/vectorstore/query')?.body).toEqual({
      storeId: 'store-1',
      query: 'returns',
      topK: 4,
      searchType: 'mmr',
      fetchK: 20,
      lambda: 0.7,
      filter: { source: 'faq.txt', page: 2 },
    });
  });

  it('says why a query failed', async () => {
    serveQuery();
    const user = userEvent.setup();
    renderRoutes(routes, '/document-stores/query/store-1');
    await user.type(await screen.findByLabelText('Query'), 'boom');
    await user.click(screen.getByRole('button', { name: 'Retrieve' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Query failed: The vector store is unreachable',
    );
  });
});
