import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth.store.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import type { RecordedRequest } from '../../test-support/fetch-stub.ts';
import { OPEN_SOURCE_SETTINGS, testLogin } from '../../test-support/fixtures.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { ImportDialog } from './ImportDialog.tsx';

const BUNDLE = {
  ChatFlow: [{ id: 'flow-1', name: 'Support bot', flowData: '{"nodes":[],"edges":[]}', type: 'CHATFLOW' }],
  Variable: [],
};

type ImportAnswer = (request: RecordedRequest) => Response | Promise<Response>;

/** Settings, a flow list that counts its loads, and the import route. */
function serveImport(answer: ImportAnswer) {
  const counts = { flowLists: 0 };
  const log = stubFetch((request) => {
    if (request.path === '/settings') return jsonResponse(200, OPEN_SOURCE_SETTINGS);
    if (request.path === '/flow-names') {
      counts.flowLists += 1;
      return jsonResponse(200, counts.flowLists === 1 ? [] : ['Support bot']);
    }
    if (request.path === '/export-import/import' && request.method === 'POST') return answer(request);
    return errorResponse(404, `Nothing at ${request.path}`);
  });
  return { log, counts };
}

/** A list on the page, to see it refresh after an import. */
function FlowNames() {
  const names = useQuery({
    queryKey: ['flow-names'],
    queryFn: async () => {
      const response = await fetch('/api/v1/flow-names');
      const body: unknown = await response.json();
      return Array.isArray(body) ? body.map(String) : [];
    },
  });
  return <p data-testid="flow-names">{names.data?.join(', ') || 'No flows'}</p>;
}

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <FlowNames />
      {open ? (
        <ImportDialog
          open
          onClose={() => {
            setOpen(false);
          }}
        />
      ) : (
        <p>Dialog closed</p>
      )}
    </>
  );
}

function jsonFile(name: string, text: string): File {
  return new File([text], name, { type: name.endsWith('.json') ? 'application/json' : 'text/plain' });
}

function renderImport() {
  const pickerOpened = vi.spyOn(HTMLInputElement.prototype, 'click');
  renderRoutes([{ path: '/', element: <Harness /> }], '/');
  // Picking a file of any type, as a user choosing "All files" in the picker can.
  const user = userEvent.setup({ applyAccept: false });
  const pick = async (file: File) => {
    await user.upload(screen.getByTestId('import-file-input'), file);
  };
  return { pickerOpened, pick };
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

describe('Import', () => {
  it('opens the .json file picker at once, and closes when the picker is dismissed', async () => {
    const { log } = serveImport(() => jsonResponse(200, { imported: {} }));
    const { pickerOpened } = renderImport();
    const input = await screen.findByTestId<HTMLInputElement>('import-file-input');
    expect(input.accept).toContain('.json');
    expect(pickerOpened).toHaveBeenCalledTimes(1);

    input.dispatchEvent(new Event('cancel'));
    expect(await screen.findByText('Dialog closed')).toBeTruthy();
    expect(log.some((request) => request.path === '/export-import/import')).toBe(false);
  });

  it("refuses a file that is not .json with 'Invalid Imported File' and sends nothing", async () => {
    const { log } = serveImport(() => jsonResponse(200, { imported: {} }));
    const { pick } = renderImport();
    await pick(jsonFile('notes.txt', JSON.stringify(BUNDLE)));

    expect(await screen.findByText('Invalid Imported File')).toBeTruthy();
    expect(screen.getByText('Dialog closed')).toBeTruthy();
    expect(log.some((request) => request.path === '/export-import/import')).toBe(false);
  });

  it('shows the importing dialog, sends the parsed file, says it worked and refreshes the lists', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { log, counts } = serveImport(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const { pick } = renderImport();
    expect((await screen.findByTestId('flow-names')).textContent).toBe('No flows');
    await pick(jsonFile('ExportData.json', JSON.stringify(BUNDLE)));

    const dialog = await screen.findByRole('dialog', { name: 'Import Data' });
    expect(dialog.textContent).toContain('Importing...');
    expect(screen.getByRole('progressbar', { name: 'Importing...' })).toBeTruthy();
    await waitFor(() => {
      expect(log.find((request) => request.path === '/export-import/import')?.body).toEqual(BUNDLE);
    });

    answer(jsonResponse(200, { imported: { ChatFlow: 1 } }));
    expect(await screen.findByText('Import All successful')).toBeTruthy();
    expect(screen.getByText('Dialog closed')).toBeTruthy();
    await waitFor(() => {
      expect(screen.getByTestId('flow-names').textContent).toBe('Support bot');
    });
    expect(counts.flowLists).toBe(2);
  });

  it("shows the server's reason when the import is refused", async () => {
    serveImport(() => errorResponse(400, 'ChatFlow[1] "Support bot": flowData is not valid JSON'));
    const { pick } = renderImport();
    await pick(jsonFile('ExportData.json', JSON.stringify(BUNDLE)));

    expect(
      await screen.findByText('Failed to import: ChatFlow[1] "Support bot": flowData is not valid JSON'),
    ).toBeTruthy();
    expect(screen.getByText('Dialog closed')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Import Data' })).toBeNull();
  });

  it.each([
    ['not JSON', '{"ChatFlow": [', /^Failed to import: .*JSON/],
    [
      'a JSON list',
      '[1, 2]',
      /^Failed to import: the file does not hold an export bundle \(a JSON object\)$/,
    ],
  ])('says the file is broken when it is %s, and sends nothing', async (_case, text, message) => {
    const { log } = serveImport(() => jsonResponse(200, { imported: {} }));
    const { pick } = renderImport();
    await pick(jsonFile('ExportData.json', text));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText('Dialog closed')).toBeTruthy();
    expect(log.some((request) => request.path === '/export-import/import')).toBe(false);
  });
});
