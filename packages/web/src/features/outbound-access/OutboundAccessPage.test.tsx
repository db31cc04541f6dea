import {
  OUTBOUND_ACCESS_EXPLANATION,
  type AddOutboundAccessEntryRequest,
  type OutboundAccessChange,
  type OutboundAccessEntry,
} from '@loomflow/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth.store.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import type { RecordedRequest } from '../../test-support/fetch-stub.ts';
import { ENTERPRISE_SETTINGS, testLogin } from '../../test-support/fixtures.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { OutboundAccessPage } from './OutboundAccessPage.tsx';

const ADA = { userId: 'user-1', name: 'Ada Lovelace', email: 'ada@example.com' };

/** A fake server keeping the list and its audit log. */
function serveOutboundAccess(initial: OutboundAccessEntry[] = []) {
  let entries = [...initial];
  const changes: OutboundAccessChange[] = [];
  let counter = 0;
  const log = (action: 'added' | 'removed', entry: OutboundAccessEntry) => {
    counter += 1;
    changes.unshift({
      id: `change-${counter}`,
      action,
      entry: entry.entry,
      note: entry.note,
      by: ADA,
      ipAddress: '10.0.0.9',
      createdDate: '2026-03-04T10:00:00.000Z',
    });
  };
  return stubFetch((request: RecordedRequest) => {
    if (request.path === '/settings') return jsonResponse(200, ENTERPRISE_SETTINGS);
    if (request.path === '/outbound-access' && request.method === 'GET')
      return jsonResponse(200, { entries, changes });
    if (request.path === '/outbound-access' && request.method === 'POST') {
      const body = request.body as AddOutboundAccessEntryRequest;
      if (body.entry === 'not a host!') {
        const message =
          '"not a host!" is not a host name, IP address or CIDR range: use a host name (db.internal), a *.suffix (*.corp.example), an IP address (10.0.0.5) or a CIDR range (10.0.0.0/8)';
        return errorResponse(400, message, { issues: [{ path: 'entry', message }] });
      }
      counter += 1;
      const added: OutboundAccessEntry = {
        id: `entry-${counter}`,
        entry: body.entry.trim().toLowerCase(),
        note: body.note ?? null,
        addedBy: ADA,
        createdDate: '2026-03-04T10:00:00.000Z',
      };
      entries = [...entries, added];
      log('added', added);
      return jsonResponse(201, added);
    }
    const removal = /^\/outbound-access\/(.+)$/.exec(request.path);
    if (removal && request.method === 'DELETE') {
      const gone = entries.find((entry) => entry.id === removal[1]);
      if (!gone) return errorResponse(404, 'This Outbound access entry no longer exists: reload the page.');
      entries = entries.filter((entry) => entry !== gone);
      log('removed', gone);
      return new Response(null, { status: 204 });
    }
    return errorResponse(404, 'Not found');
  });
}

beforeEach(() => {
  useAuthStore.getState().loginSuccess(testLogin());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.getState().clearAuth();
  localStorage.clear();
});

const routes = [{ path: '/outbound-access', element: <OutboundAccessPage /> }];

describe('OutboundAccessPage', () => {
  it('says what the list does, and that nothing is allowed yet', async () => {
    serveOutboundAccess();
    renderRoutes(routes, '/outbound-access');
    expect(await screen.findByText('No private hosts allowed')).toBeTruthy();
    expect(screen.getByText(OUTBOUND_ACCESS_EXPLANATION)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Outbound Access' })).toBeTruthy();
  });

  it('adds an entry with a note, lists it with who added it, and shows the change in the audit log', async () => {
    const requests = serveOutboundAccess();
    const user = userEvent.setup();
    renderRoutes(routes, '/outbound-access');
    await screen.findByText('No private hosts allowed');
    await user.type(screen.getByTestId('outbound-access-entry'), 'Ollama.lan');
    await user.type(screen.getByTestId('outbound-access-note'), 'GPU box');
    await user.click(screen.getByTestId('outbound-access-add'));

    const row = await screen.findByTestId('outbound-access-row');
    expect(within(row).getByText('ollama.lan')).toBeTruthy();
    expect(within(row).getByText('GPU box')).toBeTruthy();
    expect(within(row).getByText('Ada Lovelace')).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      entry: 'Ollama.lan',
      note: 'GPU box',
    });
    expect(await screen.findByText('Flows may now reach ollama.lan')).toBeTruthy();
    expect(screen.getByTestId<HTMLInputElement>('outbound-access-entry').value).toBe('');
    const change = await screen.findByTestId('outbound-access-change');
    expect(within(change).getByText('Added')).toBeTruthy();
    expect(within(change).getByText('10.0.0.9')).toBeTruthy();
  });

  it("shows the server's verdict on a bad entry under its field, and clears it as the entry is edited", async () => {
    serveOutboundAccess();
    const user = userEvent.setup();
    renderRoutes(routes, '/outbound-access');
    await screen.findByText('No private hosts allowed');
    await user.type(screen.getByTestId('outbound-access-entry'), 'not a host!');
    await user.click(screen.getByTestId('outbound-access-add'));
    expect(
      await screen.findByText(/"not a host!" is not a host name, IP address or CIDR range/),
    ).toBeTruthy();
    expect(screen.queryByTestId('outbound-access-row')).toBeNull();
    await user.type(screen.getByTestId('outbound-access-entry'), 'x');
    expect(screen.queryByText(/"not a host!" is not a host name/)).toBeNull();
  });

  it('removes an entry only after the confirmation, and logs the removal', async () => {
    const requests = serveOutboundAccess([
      {
        id: 'entry-a',
        entry: '10.0.0.0/8',
        note: null,
        addedBy: ADA,
        createdDate: '2026-03-01T10:00:00.000Z',
      },
    ]);
    const user = userEvent.setup();
    renderRoutes(routes, '/outbound-access');
    await user.click(await screen.findByRole('button', { name: 'Remove 10.0.0.0/8' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Flows will no longer reach 10\.0\.0\.0\/8/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(await screen.findByRole('button', { name: 'Remove 10.0.0.0/8' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => {
      expect(screen.queryByTestId('outbound-access-row')).toBeNull();
    });
    expect(requests.find((request) => request.method === 'DELETE')?.path).toBe('/outbound-access/entry-a');
    expect(within(await screen.findByTestId('outbound-access-change')).getByText('Removed')).toBeTruthy();
    expect(await screen.findByText('No private hosts allowed')).toBeTruthy();
  });
});
