import type { ChunksPage as ChunksAnswer, DocumentChunk } from '@loomflow/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { ChunksPage } from './ChunksPage.tsx';
import {
  errorResponse,
  jsonResponse,
  serveApi,
  testChunk,
  testLoader,
  useSignedIn,
} from './test-fixtures.ts';

function serveChunks(initial: DocumentChunk[]) {
  let chunks = [...initial];
  const page = (search: string, pageNo: number, pageSize: number): ChunksAnswer => {
    const matching = chunks.filter((chunk) => chunk.pageContent.includes(search));
    return {
      chunks: matching.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      count: matching.length,
      characters: chunks.reduce((sum, chunk) => sum + chunk.pageContent.length, 0),
      file: testLoader(),
      currentPage: pageNo,
      storeName: 'Product FAQ',
      description: '',
    };
  };
  return serveApi((request) => {
    const parts = request.path.split('/');
    if (parts[2] !== 'chunks') return undefined;
    if (request.method === 'GET') {
      const pageSize = Number(request.query.get('pageSize'));
      return jsonResponse(200, page(request.query.get('search') ?? '', Number(parts[5]), pageSize));
    }
    const chunkId = parts[5];
    if (request.method === 'PUT') {
      const body = request.body as { pageContent: string; metadata: Record<string, unknown> };
      if (body.pageContent.includes('forbidden')) return errorResponse(400, 'That text is not allowed');
      chunks = chunks.map((chunk) => (chunk.id === chunkId ? { ...chunk, ...body } : chunk));
    } else chunks = chunks.filter((chunk) => chunk.id !== chunkId);
    return jsonResponse(200, page('', 1, 25));
  });
}

const routes = [{ path: '/document-stores/chunks/:storeId/:fileId', element: <ChunksPage /> }];
const PATH = '/document-stores/chunks/store-1/loader-1';
const many = Array.from({ length: 30 }, (_, index) => testChunk(index + 1));

describe('ChunksPage', () => {
  useSignedIn();

  it('pages the chunks with their metadata and the counts of chunks and characters', async () => {
    const log = serveChunks(many);
    const user = userEvent.setup();
    renderRoutes(routes, PATH);
    expect((await screen.findByTestId('chunk-counts')).textContent).toBe('30 chunks · 591 characters');
    expect(screen.getByRole('heading', { name: 'Product FAQ: Text File' })).toBeTruthy();
    const first = screen.getByTestId('chunk-chunk-1');
    expect(first.textContent).toContain('Chunk text number 1');
    expect(within(first).getByText('source: faq.txt')).toBeTruthy();
    expect(screen.queryByTestId('chunk-chunk-26')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByTestId('chunk-chunk-26')).toBeTruthy();
    expect(log.some((request) => request.path === '/document-store/chunks/store-1/loader-1/2')).toBe(true);
  });

  it('searches within the chunks', async () => {
    serveChunks([testChunk(1), testChunk(2, { pageContent: 'Returns are free within 30 days' })]);
    const user = userEvent.setup();
    renderRoutes(routes, PATH);
    await screen.findByTestId('chunk-chunk-1');
    await user.type(screen.getByLabelText('Search chunks'), 'Returns');
    await waitFor(() => {
      expect(screen.queryByTestId('chunk-chunk-1')).toBeNull();
    });
    expect(screen.getByTestId('chunk-chunk-2')).toBeTruthy();
    expect(screen.getByTestId('chunk-counts').textContent).toContain('1 chunks');
  });

  it("edits a chunk's text and metadata, keeping the edit when the save fails", async () => {
    const log = serveChunks([testChunk(1)]);
    const user = userEvent.setup();
    renderRoutes(routes, PATH);
    await user.click(await screen.findByRole('button', { name: 'Edit chunk 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Chunk #1' });
    const content = within(dialog).getByLabelText('Content');
    await user.clear(content);
    await user.paste('forbidden words');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/That text is not allowed/)).toBeTruthy();
    expect(content).toHaveProperty('value', 'forbidden words');

    await user.clear(content);
    await user.paste('We ship worldwide');
    const metadata = within(dialog).getByLabelText('Metadata (JSON)');
    await user.clear(metadata);
    await user.type(metadata, '[[');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Metadata is not valid JSON/)).toBeTruthy();
    await user.clear(metadata);
    await user.paste('{"lang": "en"}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(screen.getByTestId('chunk-chunk-1').textContent).toContain('We ship worldwide');
    });
    expect(screen.getByText('lang: en')).toBeTruthy();
    const saved = log.filter((request) => request.method === 'PUT').pop();
    expect(saved?.body).toEqual({ pageContent: 'We ship worldwide', metadata: { lang: 'en' } });
  });

  it('asks before deleting a chunk', async () => {
    const log = serveChunks([testChunk(1), testChunk(2)]);
    const user = userEvent.setup();
    renderRoutes(routes, PATH);
    await user.click(await screen.findByRole('button', { name: 'Delete chunk 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Chunk' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(screen.queryByTestId('chunk-chunk-2')).toBeNull();
    });
    expect(log.some((request) => request.method === 'DELETE' && request.path.endsWith('/chunk-2'))).toBe(
      true,
    );
    expect(screen.getByTestId('chunk-counts').textContent).toContain('1 chunks');
  });

  it('steps back a page when deleting the last chunk of the last page', async () => {
    serveChunks(Array.from({ length: 26 }, (_, index) => testChunk(index + 1)));
    const user = userEvent.setup();
    renderRoutes(routes, PATH);
    await screen.findByTestId('chunk-chunk-1');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await user.click(await screen.findByRole('button', { name: 'Delete chunk 26' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Chunk' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByTestId('chunk-chunk-25')).toBeTruthy();
    expect(screen.getByTestId('chunk-chunk-1')).toBeTruthy();
    expect(screen.getByTestId('chunk-counts').textContent).toContain('25 chunks');
  });
});
