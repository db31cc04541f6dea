import type { UploadedFile } from '@loomflow/core';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth.store.ts';
import { OPEN_SOURCE_SETTINGS, TEST_LOGIN } from '../../test-support/fixtures.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import type { RecordedRequest } from '../../test-support/fetch-stub.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { FilesPage } from './FilesPage.tsx';

const file = (overrides: Partial<UploadedFile>): UploadedFile => ({
  id: 'file-1',
  name: 'notes.txt',
  mimeType: 'text/plain',
  size: 1536,
  usedBy: [],
  createdDate: '2026-03-04T10:00:00.000Z',
  ...overrides,
});

function serveFiles(initial: UploadedFile[]) {
  let files = [...initial];
  return stubFetch((request: RecordedRequest) => {
    if (request.path === '/settings') return jsonResponse(200, OPEN_SOURCE_SETTINGS);
    if (request.path === '/files' && request.method === 'GET')
      return jsonResponse(200, { data: files, total: files.length });
    if (request.method === 'DELETE') {
      const id = request.path.replace('/files/', '');
      const target = files.find((candidate) => candidate.id === id);
      if (target && target.usedBy.length > 0 && request.query.get('confirm') !== 'true')
        return errorResponse(409, 'in use');
      files = files.filter((candidate) => candidate.id !== id);
      return jsonResponse(200, { deleted: target });
    }
    return errorResponse(404, 'Not found');
  });
}

beforeEach(() => {
  useAuthStore.getState().loginSuccess(TEST_LOGIN);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.getState().clearAuth();
  localStorage.clear();
});

const routes = [{ path: '/files', element: <FilesPage /> }];

describe('FilesPage', () => {
  it('lists files with sizes in spec §9 units, type and where they are used', async () => {
    serveFiles([
      file({ id: 'a', name: 'notes.txt', size: 1536 }),
      file({
        id: 'b',
        name: 'deck.pdf',
        mimeType: 'application/pdf',
        size: 5 * 1024 * 1024,
        usedBy: [{ type: 'chatflow', id: 'f1', name: 'Support bot' }],
      }),
    ]);
    renderRoutes(routes, '/files');
    const notes = await screen.findByTestId('file-row-a');
    expect(notes.textContent).toContain('1.5 KB');
    expect(notes.textContent).toContain('Not used');
    const deck = screen.getByTestId('file-row-b');
    expect(deck.textContent).toContain('5 MB');
    expect(deck.textContent).toContain('application/pdf');
    expect(deck.textContent).toContain('chatflow: Support bot');
    expect(within(deck).getByRole('link', { name: 'Download deck.pdf' }).getAttribute('href')).toBe(
      '/api/v1/files/b/download',
    );
  });

  it('says what breaks before deleting a file in use, and deletes it once confirmed', async () => {
    const log = serveFiles([
      file({ id: 'b', name: 'deck.pdf', usedBy: [{ type: 'chatflow', id: 'f1', name: 'Support bot' }] }),
    ]);
    const user = userEvent.setup();
    renderRoutes(routes, '/files');
    await user.click(await screen.findByRole('button', { name: 'Delete deck.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete File' });
    expect(dialog.textContent).toContain('used by chatflow "Support bot"');
    expect(dialog.textContent).toContain('Deleting it breaks those');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No files yet')).toBeTruthy();
    expect(
      log.some((request) => request.method === 'DELETE' && request.query.get('confirm') === 'true'),
    ).toBe(true);
  });
});
