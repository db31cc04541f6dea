import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth.store.ts';
import { memberLogin, testLogin } from '../../test-support/fixtures.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { stubResizeObserver } from '../../test-support/resize-observer.ts';
import { MarketplacesPage } from './MarketplacesPage.tsx';
import { serveMarketplace } from './test-marketplace-server.ts';
import { AGENTFLOW_DATA, BUILTIN_TEMPLATES, CHATFLOW_DATA, template } from './test-templates.ts';
import { TemplatePreviewPage } from './TemplatePreviewPage.tsx';

// The machine running the tests may be busy: the first answers can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  stubResizeObserver();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.getState().clearAuth();
  localStorage.clear();
});

const routes = [
  { path: '/marketplaces', element: <MarketplacesPage /> },
  { path: '/marketplace/:id', element: <TemplatePreviewPage /> },
  { path: '/v2/marketplace/:id', element: <TemplatePreviewPage /> },
  { path: '/canvas/:id', element: <p>chatflow canvas</p> },
  { path: '/agentcanvas/:id', element: <p>agentflow v1 canvas</p> },
  { path: '/v2/agentcanvas/:id', element: <p>agentflow v2 canvas</p> },
];

describe('TemplatePreviewPage', () => {
  it('shows the template read-only, its node values on click, and Use Template creates the flow', async () => {
    const log = serveMarketplace({ builtin: BUILTIN_TEMPLATES });
    useAuthStore.getState().loginSuccess(testLogin());
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/marketplaces');
    await user.click(await screen.findByRole('button', { name: 'Open template Billing Assistant' }));

    expect((await screen.findByTestId('template-name')).textContent).toBe('Billing Assistant');
    expect(screen.getByTestId('template-description').textContent).toBe(
      'Answers billing questions with memory',
    );
    const canvas = screen.getByTestId('template-canvas');
    const model = within(canvas).getByTestId('template-node-chatOpenAI_0');
    expect(within(canvas).getByTestId('template-node-conversationChain_0').textContent).toContain(
      'Chat Model',
    );
    // Read-only: React Flow marks nothing draggable or connectable, and no editor toolbar or palette exists.
    expect(canvas.querySelector('.react-flow__node.draggable')).toBeNull();
    expect(canvas.querySelector('.react-flow__handle.connectable')).toBeNull();
    expect(screen.queryByTestId('toggle-palette')).toBeNull();
    expect(screen.queryByTestId('save-flow')).toBeNull();

    fireEvent.click(model);
    const values = await screen.findByRole('dialog', { name: 'ChatOpenAI' });
    const modelName = within(values).getByRole('textbox', { name: 'Model Name' });
    expect(modelName).toHaveProperty('value', 'gpt-4o-mini');
    expect(modelName).toHaveProperty('readOnly', true);
    expect(within(values).getByRole('textbox', { name: 'Temperature' })).toHaveProperty('value', '0.4');
    expect(within(values).getByRole('textbox', { name: 'Connect Credential' })).toHaveProperty(
      'value',
      'Not set: choose your own after using the template',
    );
    await user.click(within(values).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Use Template' }));
    expect(await screen.findByText('chatflow canvas')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/canvas/flow-new');
    const post = log.find((request) => request.method === 'POST' && request.path === '/chatflows');
    expect(post?.body).toEqual({ name: 'Billing Assistant', type: 'CHATFLOW', flowData: CHATFLOW_DATA });
  });

  it('reads the template from the server on a reload and opens an agentflow v2 on /v2/agentcanvas', async () => {
    const log = serveMarketplace({ builtin: BUILTIN_TEMPLATES });
    useAuthStore.getState().loginSuccess(testLogin());
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/v2/marketplace/support-router');
    expect((await screen.findByTestId('template-name')).textContent).toBe('Support Router');
    const agent = screen.getByTestId('template-node-agentAgentflow_0');
    expect(agent.textContent).toContain('Support Agent');
    fireEvent.click(agent);
    const values = await screen.findByRole('dialog', { name: 'Support Agent' });
    expect(within(values).getByRole('textbox', { name: 'Model' })).toHaveProperty('value', 'chatOpenAI');
    const settings = within(values).getByRole('textbox', { name: 'Model settings' });
    expect(JSON.parse((settings as HTMLTextAreaElement).value)).toEqual({
      modelName: 'gpt-4o-mini',
      temperature: 0.2,
    });
    await user.click(within(values).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Use Template' }));
    expect(await screen.findByText('agentflow v2 canvas')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/v2/agentcanvas/flow-new');
    const post = log.find((request) => request.method === 'POST' && request.path === '/chatflows');
    expect(post?.body).toEqual({ name: 'Support Router', type: 'AGENTFLOW', flowData: AGENTFLOW_DATA });
  });

  it('finds a custom template and makes an agentflow v1 from it', async () => {
    const mine = template({
      id: 'custom-9',
      templateName: 'My Team',
      type: 'Agentflow',
      flowData: AGENTFLOW_DATA,
    });
    const log = serveMarketplace({ builtin: BUILTIN_TEMPLATES, custom: [mine] });
    useAuthStore.getState().loginSuccess(testLogin());
    const user = userEvent.setup();
    renderRoutes(routes, '/marketplace/custom-9');
    expect((await screen.findByTestId('template-name')).textContent).toBe('My Team');
    await user.click(screen.getByRole('button', { name: 'Use Template' }));
    expect(await screen.findByText('agentflow v1 canvas')).toBeTruthy();
    expect(log.find((request) => request.method === 'POST')?.body).toMatchObject({ type: 'MULTIAGENT' });
  });

  it('says when the template does not exist', async () => {
    serveMarketplace({ builtin: BUILTIN_TEMPLATES });
    useAuthStore.getState().loginSuccess(testLogin());
    renderRoutes(routes, '/marketplace/gone');
    expect(
      await screen.findByText('This template does not exist (any more): it may have been deleted.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to Marketplaces' })).toBeTruthy();
  });

  it('disables Use Template for a role that cannot create agentflows', async () => {
    serveMarketplace({ builtin: BUILTIN_TEMPLATES });
    useAuthStore.getState().loginSuccess(memberLogin(['templates:marketplace', 'chatflows:create']));
    renderRoutes(routes, '/v2/marketplace/support-router');
    const use = await screen.findByRole('button', { name: 'Use Template' });
    expect(use.hasAttribute('disabled')).toBe(true);
    expect(screen.getByLabelText('Your role cannot create agentflows in this workspace')).toBeTruthy();
    await waitFor(() => {
      expect(screen.getByTestId('template-node-startAgentflow_0')).toBeTruthy();
    });
  });
});
