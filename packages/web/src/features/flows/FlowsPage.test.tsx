import type { Chatflow } from '@loomflow/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth.store.ts';
import { OPEN_SOURCE_SETTINGS, TEST_LOGIN } from '../../test-support/fixtures.ts';
import { jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import type { RecordedRequest } from '../../test-support/fetch-stub.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { ChatflowsPage } from './FlowsPage.tsx';

function flow(id: string, name: string, category: string | null = null): Chatflow {
  return {
    id,
    name,
    flowData: JSON.stringify({ nodes: [{ data: { name: 'chatOpenAI' } }], edges: [] }),
    type: 'CHATFLOW',
    deployed: null,
    isPublic: null,
    apikeyid: null,
    chatbotConfig: null,
    apiConfig: null,
    analytic: null,
    speechToText: null,
    followUpPrompts: null,
    category,
    workspaceId: 'w',
    createdDate: '2026-01-01T00:00:00.000Z',
    updatedDate: '2026-01-02T00:00:00.000Z',
  };
}

function serveFlows(initial: Chatflow[]) {
  let flows = [...initial];
  return stubFetch((request: RecordedRequest) => {
    if (request.path === '/settings') return jsonResponse(200, OPEN_SOURCE_SETTINGS);
    // Chatflow templates carry their node declarations: no server node type is needed.
    if (request.path === '/nodes') return jsonResponse(200, []);
    if (request.path.startsWith('/chatflows') && request.method === 'GET') {
      const search = new URL(`http://x${request.path}`).searchParams.get('search') ?? '';
      const data = flows.filter((item) => item.name.toLowerCase().includes(search.toLowerCase()));
      return jsonResponse(200, { data, total: data.length });
    }
    if (request.method === 'DELETE') {
      flows = flows.filter((item) => `/chatflows/${item.id}` !== request.path);
      return new Response(null, { status: 204 });
    }
    if (request.method === 'POST') {
      const body = request.body as { name: string };
      const created = flow('new', body.name);
      flows = [...flows, created];
      return jsonResponse(201, created);
    }
    return jsonResponse(404, { message: 'Not found' });
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

const routes = [
  { path: '/chatflows', element: <ChatflowsPage /> },
  { path: '/canvas', element: <p>blank canvas</p> },
  { path: '/canvas/:id', element: <p>saved canvas</p> },
];

describe('ChatflowsPage', () => {
  it('offers a blank flow when there are none', async () => {
    serveFlows([]);
    const user = userEvent.setup();
    renderRoutes(routes, '/chatflows');
    await user.click(await screen.findByRole('button', { name: 'Create a blank flow' }));
    expect(await screen.findByText('blank canvas')).toBeTruthy();
  });

  it('creates a flow from a starter template and opens it', async () => {
    const log = serveFlows([]);
    const user = userEvent.setup();
    renderRoutes(routes, '/chatflows');
    await user.click(await screen.findByTestId('template-chatflow-conversation-chain'));
    expect(await screen.findByText('saved canvas')).toBeTruthy();
    const post = log.find((request) => request.method === 'POST');
    const body = post?.body as { name: string; type: string; flowData: string };
    expect(body).toMatchObject({ name: 'Conversation chain', type: 'CHATFLOW' });
    const flowData = JSON.parse(body.flowData) as { nodes: { id: string }[]; edges: unknown[] };
    expect(flowData.nodes.map((node) => node.id)).toEqual([
      'chatOpenAI_0',
      'bufferMemory_0',
      'conversationChain_0',
    ]);
    expect(flowData.edges).toHaveLength(2);
  });

  it('asks the server for the chosen order', async () => {
    const log = serveFlows([flow('a', 'Support bot')]);
    const user = userEvent.setup();
    renderRoutes(routes, '/chatflows');
    await screen.findAllByTestId('flow-card');
    const lastList = () => log.filter((request) => request.path === '/chatflows').at(-1)?.query;
    expect(lastList()?.get('sort')).toBe('updatedDate');
    expect(lastList()?.get('order')).toBe('desc');
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Name (A–Z)' }));
    await waitFor(() => {
      expect(lastList()?.get('sort')).toBe('name');
    });
    expect(lastList()?.get('order')).toBe('asc');
  });

  it('shows cards with tags, remembers the list view, duplicates and deletes with confirmation', async () => {
    const log = serveFlows([flow('a', 'Support bot', 'RAG;Support'), flow('b', 'Sales bot')]);
    const user = userEvent.setup();
    renderRoutes(routes, '/chatflows');
    expect(await screen.findAllByTestId('flow-card')).toHaveLength(2);
    expect(screen.getByText('RAG')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'List view' }));
    expect(await screen.findByTestId('flow-table')).toBeTruthy();
    expect(localStorage.getItem('chatflowsDisplayStyle')).toBe('list');

    await user.click(screen.getByRole('button', { name: 'Actions for Support bot' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    await waitFor(() => {
      expect(log.some((request) => request.method === 'POST')).toBe(true);
    });
    expect(log.find((request) => request.method === 'POST')?.body).toMatchObject({
      name: 'Support bot (copy)',
    });

    await user.click(screen.getByRole('button', { name: 'Actions for Sales bot' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(screen.queryByText('Sales bot')).toBeNull();
    });
  });
});
