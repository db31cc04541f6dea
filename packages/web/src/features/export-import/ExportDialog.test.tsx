import { EXPORT_SELECTION_KEYS, EXPORT_SELECTION_LABELS } from '@loomflow/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth.store.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import type { RecordedRequest } from '../../test-support/fetch-stub.ts';
import { OPEN_SOURCE_SETTINGS, testLogin } from '../../test-support/fixtures.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { readFileText } from '../datasets/read-file-text.ts';
import { ExportDialog } from './ExportDialog.tsx';

const BUNDLE = {
  ChatFlow: [{ id: 'flow-1', name: 'Support bot', flowData: '{"nodes":[],"edges":[]}', type: 'CHATFLOW' }],
  Tool: [],
  Variable: [{ id: 'var-1', name: 'region', value: 'eu', type: 'static' }],
};

type ExportAnswer = (request: RecordedRequest) => Response | Promise<Response>;

function serveExport(answer: ExportAnswer): RecordedRequest[] {
  return stubFetch((request) => {
    if (request.path === '/settings') return jsonResponse(200, OPEN_SOURCE_SETTINGS);
    if (request.path === '/export-import/export' && request.method === 'POST') return answer(request);
    return errorResponse(404, `Nothing at ${request.path}`);
  });
}

/** Keeps the downloads the page starts (jsdom has no object URLs). */
function captureDownloads(): { name: string; blob: Blob }[] {
  const files: { name: string; blob: Blob }[] = [];
  let last: Blob | undefined;
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      last = blob;
      return 'blob:export';
    },
    revokeObjectURL: () => undefined,
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) files.push({ name: this.download, blob: last });
  });
  return files;
}

function Harness() {
  const [open, setOpen] = useState(true);
  return open ? (
    <ExportDialog
      open
      onClose={() => {
        setOpen(false);
      }}
    />
  ) : (
    <p>Dialog closed</p>
  );
}

function renderDialog() {
  renderRoutes([{ path: '/', element: <Harness /> }], '/');
  return screen.findByRole('dialog', { name: 'Export Data' });
}

beforeEach(() => {
  useAuthStore.getState().loginSuccess(testLogin());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useAuthStore.getState().clearAuth();
  localStorage.clear();
});

describe('Export dialog', () => {
  it('offers the 13 data types, all chosen, and disables Export when none is', async () => {
    serveExport(() => jsonResponse(200, { FileDefaultName: 'ExportData.json', ...BUNDLE }));
    const dialog = await renderDialog();
    const user = userEvent.setup();

    for (const key of EXPORT_SELECTION_KEYS) {
      expect(
        within(dialog).getByRole<HTMLInputElement>('checkbox', { name: EXPORT_SELECTION_LABELS[key] })
          .checked,
      ).toBe(true);
    }
    const exportButton = within(dialog).getByRole('button', { name: 'Export' });
    expect(exportButton.hasAttribute('disabled')).toBe(false);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Select All' }));
    expect(
      within(dialog)
        .getAllByRole<HTMLInputElement>('checkbox')
        .filter((box) => box.checked),
    ).toHaveLength(0);
    expect(exportButton.hasAttribute('disabled')).toBe(true);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Tools' }));
    expect(exportButton.hasAttribute('disabled')).toBe(false);
    const selectAll = within(dialog).getByRole<HTMLInputElement>('checkbox', { name: 'Select All' });
    expect(selectAll.getAttribute('data-indeterminate')).toBe('true');

    await user.click(selectAll);
    expect(
      within(dialog)
        .getAllByRole<HTMLInputElement>('checkbox')
        .every((box) => box.checked),
    ).toBe(true);
  });

  it('shows the exporting state, sends the chosen flags and downloads the bundle under the server file name', async () => {
    let answer: (response: Response) => void = () => undefined;
    const log = serveExport(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const files = captureDownloads();
    const dialog = await renderDialog();
    const user = userEvent.setup();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Chat Messages' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Executions' }));
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));

    expect(await within(dialog).findByText('Exporting...')).toBeTruthy();
    expect(within(dialog).getByRole('progressbar')).toBeTruthy();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Export' })).toBeNull();
    const sent = log.find((request) => request.path === '/export-import/export');
    expect(sent?.body).toEqual({
      ...Object.fromEntries(EXPORT_SELECTION_KEYS.map((key) => [key, true])),
      chat_message: false,
      execution: false,
    });

    answer(jsonResponse(200, { FileDefaultName: 'WorkspaceData.json', ...BUNDLE }));
    expect(await screen.findByText('Dialog closed')).toBeTruthy();
    expect(files.map((file) => file.name)).toEqual(['WorkspaceData.json']);
    const saved: unknown = JSON.parse(await readFileText(files[0]!.blob));
    expect(saved).toEqual(BUNDLE);
    expect(saved).not.toHaveProperty('FileDefaultName');
  });

  it('closes and says why when the server refuses the export', async () => {
    serveExport(() => errorResponse(500, 'chatflows stage: the database is locked'));
    const files = captureDownloads();
    const dialog = await renderDialog();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Export' }));

    expect(await screen.findByText('Failed to export: chatflows stage: the database is locked')).toBeTruthy();
    expect(screen.getByText('Dialog closed')).toBeTruthy();
    expect(files).toHaveLength(0);
  });

  it("falls back to 'Internal Server Error' when the failure carries no message", async () => {
    serveExport(() => errorResponse(500, ''));
    const dialog = await renderDialog();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Failed to export: Internal Server Error')).toBeTruthy();
  });

  it("reports 'Failed to export all' when the file cannot be built", async () => {
    serveExport(() => jsonResponse(200, { FileDefaultName: 'ExportData.json', ...BUNDLE }));
    Object.assign(URL, {
      createObjectURL: () => {
        throw new Error('no room for the file');
      },
      revokeObjectURL: () => undefined,
    });
    const dialog = await renderDialog();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Failed to export all: no room for the file')).toBeTruthy();
    expect(screen.getByText('Dialog closed')).toBeTruthy();
  });

  it('closes on Cancel without asking the server', async () => {
    const log = serveExport(() => jsonResponse(200, BUNDLE));
    const dialog = await renderDialog();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.getByText('Dialog closed')).toBeTruthy();
    });
    expect(log.some((request) => request.path === '/export-import/export')).toBe(false);
  });
});
