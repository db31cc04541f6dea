import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { LoaderPage } from './LoaderPage.tsx';
import type { Handler } from './test-fixtures.ts';
import {
  TEST_NODES,
  errorResponse,
  jsonResponse,
  serveApi,
  testLoader,
  testStore,
  useSignedIn,
} from './test-fixtures.ts';

function serveLoader(extra: Handler = () => undefined) {
  return serveApi(async (request) => {
    const answer = await extra(request);
    if (answer) return answer;
    if (request.path === '/document-store/store/store-1') return jsonResponse(200, testStore());
    if (request.path === '/document-store/files/store-1') {
      return jsonResponse(200, {
        files: [
          {
            id: 'file-9',
            name: 'shipping.txt',
            mime: 'text/plain',
            size: 42,
            ref: 'FILE-STORAGE::["shipping.txt"]',
          },
        ],
      });
    }
    if (request.path === '/document-store/loader/preview') {
      return jsonResponse(200, {
        chunks: [
          { pageContent: 'We ship within five days.', metadata: { source: 'shipping.txt' } },
          { pageContent: 'Returns are free.', metadata: { source: 'shipping.txt' } },
        ],
        totalChunks: 7,
        previewChunkCount: 2,
      });
    }
    if (request.path === '/document-store/loader/save') {
      return jsonResponse(200, testLoader({ id: 'loader-new', status: 'EMPTY' }));
    }
    if (request.path === '/document-store/loader/process/loader-new') {
      return jsonResponse(200, testLoader({ id: 'loader-new', totalChunks: 7 }));
    }
    return undefined;
  });
}

const routes = [
  { path: '/document-stores/:storeId/:name', element: <LoaderPage /> },
  { path: '/document-stores/:storeId', element: <p>store page</p> },
];

describe('LoaderPage', () => {
  useSignedIn();

  it('uploads the file through the store, previews the chunks, then saves and processes the loader', async () => {
    const log = serveLoader();
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/document-stores/store-1/textFile');
    expect(await screen.findByRole('heading', { name: 'Add Text File' })).toBeTruthy();
    // The splitter Flowise proposes, with its declared defaults.
    expect(screen.getByLabelText('Chunk Size')).toHaveProperty('value', '1000');

    await user.upload(
      screen.getByLabelText('Txt File'),
      new File(['We ship within five days.'], 'shipping.txt'),
    );
    expect((await screen.findByTestId('loader-file')).textContent).toBe('shipping.txt');
    const upload = log.find((request) => request.path === '/document-store/files/store-1');
    expect(upload?.method).toBe('POST');

    const chunkSize = screen.getByLabelText('Chunk Size');
    await user.clear(chunkSize);
    await user.type(chunkSize, '500');
    const count = screen.getByLabelText('Chunks to preview');
    await user.clear(count);
    await user.type(count, '2');
    await user.click(screen.getByRole('button', { name: 'Preview Chunks' }));
    expect((await screen.findByTestId('preview-summary')).textContent).toBe('Showing 2 of 7 chunks');
    expect(screen.getAllByTestId('preview-chunk')[0]?.textContent).toContain('We ship within five days.');
    const preview = log.find((request) => request.path === '/document-store/loader/preview');
    expect(preview?.body).toEqual({
      storeId: 'store-1',
      loaderId: 'textFile',
      loaderName: 'Text File',
      loaderConfig: { txtFile: 'FILE-STORAGE::["shipping.txt"]' },
      splitterId: 'recursiveCharacterTextSplitter',
      splitterName: 'Recursive Character Text Splitter',
      splitterConfig: { chunkSize: 500, chunkOverlap: 200 },
      previewChunkCount: 2,
    });

    await user.click(screen.getByRole('button', { name: 'Process' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/document-stores/store-1');
    });
    const process = log.find((request) => request.path === '/document-store/loader/process/loader-new');
    expect(process?.body).toMatchObject({
      id: 'loader-new',
      loaderConfig: { txtFile: 'FILE-STORAGE::["shipping.txt"]' },
    });
  });

  it('keeps the edit when processing fails, and does not save the loader twice on retry', async () => {
    let attempts = 0;
    const log = serveLoader((request) => {
      if (request.path !== '/document-store/loader/process/loader-new') return undefined;
      attempts += 1;
      return attempts === 1 ? errorResponse(400, 'The file shipping.txt is empty') : undefined;
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/document-stores/store-1/textFile');
    await user.type(await screen.findByLabelText('Omit Metadata Keys'), 'source');
    await user.click(screen.getByRole('button', { name: 'Process' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The file shipping.txt is empty');
    expect(screen.getByLabelText('Omit Metadata Keys')).toHaveProperty('value', 'source');
    expect(router.state.location.pathname).toBe('/document-stores/store-1/textFile');

    await user.click(screen.getByRole('button', { name: 'Process' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/document-stores/store-1');
    });
    expect(log.filter((request) => request.path === '/document-store/loader/save')).toHaveLength(1);
  });

  it('edits an existing loader with its saved values and splitter', async () => {
    const log = serveLoader((request) =>
      request.path === '/document-store/loader/process/loader-1'
        ? jsonResponse(200, testLoader())
        : undefined,
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/document-stores/store-1/textFile?loaderId=loader-1');
    expect(await screen.findByRole('heading', { name: 'Edit Text File' })).toBeTruthy();
    expect(screen.getByTestId('loader-file').textContent).toBe('faq.txt');
    const splitter = screen.getByLabelText('Text Splitter');
    await user.click(splitter);
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'None' }));
    expect(screen.queryByLabelText('Chunk Size')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Process' }));
    await waitFor(() => {
      expect(log.some((request) => request.path === '/document-store/loader/process/loader-1')).toBe(true);
    });
    const body = log.find((request) => request.path === '/document-store/loader/process/loader-1')?.body;
    expect(body).toMatchObject({ id: 'loader-1' });
    expect(body).not.toHaveProperty('splitterId');
    expect(log.some((request) => request.path === '/document-store/loader/save')).toBe(false);
  });

  it('proposes the recursive splitter even when the splitter list arrives after the loaders', async () => {
    serveLoader(async (request) => {
      if (request.path !== '/document-store/components/splitters') return undefined;
      await new Promise((resolve) => setTimeout(resolve, 300));
      return jsonResponse(
        200,
        TEST_NODES.filter((node) => node.category === 'Text Splitters'),
      );
    });
    renderRoutes(routes, '/document-stores/store-1/textFile');
    expect(await screen.findByLabelText('Chunk Size')).toHaveProperty('value', '1000');
    expect(screen.getByRole('combobox', { name: 'Text Splitter' }).textContent).toBe(
      'Recursive Character Text Splitter',
    );
  });
});
