import type { Chatflow, ChatflowType } from '@loomflow/core';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth.store.ts';
import { OPEN_SOURCE_SETTINGS, TEST_LOGIN } from '../../test-support/fixtures.ts';
import { jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { AgentflowsPage } from './FlowsPage.tsx';

function flow(id: string, name: string, type: ChatflowType, node: string): Chatflow {
  return {
    id,
    name,
    flowData: JSON.stringify({ nodes: [{ data: { name: node } }], edges: [] }),
    type,
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
}

const FLOWS = [
  flow('v2-flow', 'Research team', 'AGENTFLOW', 'agentAgentflow'),
  flow('v1-flow', 'Support desk', 'MULTIAGENT', 'seqAgent'),
];

function serveAgentflows() {
  return stubFetch((request) => {
    if (request.path === '/settings') return jsonResponse(200, OPEN_SOURCE_SETTINGS);
    if (request.path === '/nodes') return jsonResponse(200, []);
    if (request.path === '/chatflows' && request.method === 'GET') {
      const data = FLOWS.filter((item) => item.type === request.query.get('type'));
      return jsonResponse(200, { data, total: data.length });
    }
    return jsonResponse(404, { message: 'Not found' });
  });
}

const routes = [
  { path: '/agentflows', element: <AgentflowsPage /> },
  { path: '/agentcanvas', element: <p>new v1 canvas</p> },
  { path: '/agentcanvas/:id', element: <p>saved v1 canvas</p> },
  { path: '/v2/agentcanvas', element: <p>new v2 canvas</p> },
  { path: '/v2/agentcanvas/:id', element: <p>saved v2 canvas</p> },
];

beforeEach(() => {
  useAuthStore.getState().loginSuccess(TEST_LOGIN);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.getState().clearAuth();
  localStorage.clear();
});

describe('AgentflowsPage', () => {
  it('lists v2 agentflows first, with V2 marked new and no deprecation notice', async () => {
    const log = serveAgentflows();
    renderRoutes(routes, '/agentflows');
    expect(await screen.findByText('Research team')).toBeTruthy();
    expect(screen.queryByText('Support desk')).toBeNull();
    expect(screen.getByRole('button', { name: 'V2' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('NEW')).toBeTruthy();
    expect(screen.queryByTestId('agentflow-v1-notice')).toBeNull();
    expect(log.find((request) => request.path === '/chatflows')?.query.get('type')).toBe('AGENTFLOW');
  });

  it('switches to V1: lists sequential and multi agent flows, warns once, and remembers the choice', async () => {
    serveAgentflows();
    const user = userEvent.setup();
    const first = renderRoutes(routes, '/agentflows');
    await screen.findByText('Research team');
    await user.click(screen.getByRole('button', { name: 'V1' }));
    expect(await screen.findByText('Support desk')).toBeTruthy();
    expect(screen.queryByText('Research team')).toBeNull();
    expect(screen.getByTestId('agentflow-v1-notice').textContent).toContain('V1 Agentflows are deprecated');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('agentflow-v1-notice')).toBeNull();
    expect(localStorage.getItem('agentFlowVersion')).toBe('v1');

    first.unmount();
    renderRoutes(routes, '/agentflows');
    expect(await screen.findByText('Support desk')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'V1' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('opens a v1 flow on /agentcanvas/{id} and a new one on /agentcanvas', async () => {
    localStorage.setItem('agentFlowVersion', 'v1');
    serveAgentflows();
    const user = userEvent.setup();
    const app = renderRoutes(routes, '/agentflows');
    await user.click(await screen.findByText('Support desk'));
    expect(await screen.findByText('saved v1 canvas')).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/agentcanvas/v1-flow');

    await app.router.navigate('/agentflows');
    await screen.findByText('Support desk');
    await user.click(screen.getByRole('button', { name: /Add New/ }));
    await waitFor(() => {
      expect(app.router.state.location.pathname).toBe('/agentcanvas');
    });
  });
});
