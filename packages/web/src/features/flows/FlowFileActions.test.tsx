import type { Chatflow } from '@loomflow/core';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth.store.ts';
import { jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import { OPEN_SOURCE_SETTINGS, TEST_LOGIN } from '../../test-support/fixtures.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { ChatflowsPage } from './FlowsPage.tsx';

const SUPPORT_BOT: Chatflow = {
  id: 'a',
  name: 'Support bot',
  flowData: JSON.stringify({ nodes: [], edges: [] }),
  type: 'CHATFLOW',
  deployed: null,
  isPublic: null,
  apikeyid: null,
  chatbotConfig: null,
  apiConfig: null,
  analytic: null,
  speechToText: null,
  followUpPrompts: null,
  category: null,
  workspaceId: 'w',
  createdDate: '2026-01-01T00:00:00.000Z',
  updatedDate: '2026-01-02T00:00:00.000Z',
};

const CHATFLOW_FILE = JSON.stringify({
  nodes: [{ id: 'chatOpenAI_0', type: 'customNode', position: { x: 0, y: 0 }, data: { name: 'chatOpenAI' } }],
  edges: [],
});

/** The canvas route of the test: shows which file it was asked to load. */
function CanvasStub() {
  const state: unknown = useLocation().state;
  const file: unknown =
    typeof state === 'object' && state !== null ? Reflect.get(state, 'loadFlowFile') : null;
  const name: unknown = typeof file === 'object' && file !== null ? Reflect.get(file, 'fileName') : null;
  return <p>canvas loading {typeof name === 'string' ? name : 'nothing'}</p>;
}

const routes = [
  { path: '/chatflows', element: <ChatflowsPage /> },
  { path: '/canvas/:id', element: <CanvasStub /> },
];

beforeEach(() => {
  useAuthStore.getState().loginSuccess(TEST_LOGIN);
  stubFetch((request) => {
    if (request.path === '/settings') return jsonResponse(200, OPEN_SOURCE_SETTINGS);
    if (request.path === '/nodes') return jsonResponse(200, []);
    if (request.path.startsWith('/chatflows') && request.method === 'GET') {
      return jsonResponse(200, { data: [SUPPORT_BOT], total: 1 });
    }
    return jsonResponse(404, { message: 'Not found' });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.getState().clearAuth();
  localStorage.clear();
});

async function loadFromRowMenu(file: File) {
  const user = userEvent.setup();
  renderRoutes(routes, '/chatflows');
  await user.click(await screen.findByRole('button', { name: 'Actions for Support bot' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Load' }));
  await user.upload(screen.getByLabelText('Flow file to load into Support bot'), file);
}

describe('Load in the flow card menu', () => {
  it('opens the flow on its canvas with the chosen file to load there', async () => {
    await loadFromRowMenu(new File([CHATFLOW_FILE], 'bot.json', { type: 'application/json' }));
    expect(await screen.findByText('canvas loading bot.json')).toBeTruthy();
  });

  it('refuses a file that is not a flow with a message, and stays on the list', async () => {
    await loadFromRowMenu(new File(['[1, 2]'], 'list.json', { type: 'application/json' }));
    expect(
      await screen.findByText(
        'Could not load "list.json": This is not a flow file: it holds no nodes and edges.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/canvas loading/)).toBeNull();
  });
});
