import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth.store.ts';
import { errorResponse } from '../../test-support/fetch-stub.ts';
import { memberLogin, testLogin } from '../../test-support/fixtures.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { MarketplacesPage } from './MarketplacesPage.tsx';
import { serveMarketplace } from './test-marketplace-server.ts';
import { BUILTIN_TEMPLATES, template } from './test-templates.ts';

// CodeMirror measures text ranges, which jsdom does not lay out.
// The machine running the tests may be busy: the first answers can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.getState().clearAuth();
  localStorage.clear();
});

const routes = [
  { path: '/marketplaces', element: <MarketplacesPage /> },
  { path: '/marketplace/:id', element: <p>v1 preview</p> },
  { path: '/v2/marketplace/:id', element: <p>v2 preview</p> },
  { path: '/tools', element: <p>tools list</p> },
];

const cardNames = () =>
  screen.queryAllByTestId('template-card').map((card) => within(card).getByRole('heading').textContent);

const MY_TEMPLATE = template({
  id: 'custom-1',
  templateName: 'Team Helpdesk',
  description: 'Saved by the team',
  usecases: ['Helpdesk'],
  workspaceId: 'ws-1',
});

describe('MarketplacesPage', () => {
  it('filters by type, use case and search, and switches to the list view', async () => {
    serveMarketplace({ builtin: BUILTIN_TEMPLATES });
    useAuthStore.getState().loginSuccess(testLogin());
    const user = userEvent.setup();
    renderRoutes(routes, '/marketplaces');
    await waitFor(() => {
      expect(cardNames()).toEqual(['Billing Assistant', 'Support Router', 'SQL Team', 'Weather Tool']);
    });
    expect(screen.getByRole('tab', { name: 'Templates' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'My Templates' })).toBeTruthy();
    const billing = screen.getAllByTestId('template-card')[0];
    expect(billing && within(billing).getByText('POPULAR')).toBeTruthy();
    expect(billing && within(billing).getByText('LangChain')).toBeTruthy();
    expect(billing && within(billing).getByText('Chat Models · Chains')).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Agentflow V2' }));
    expect(cardNames()).toEqual(['Support Router']);
    // The chips offered follow the type chosen.
    const chips = screen.getByRole('group', { name: 'Use cases' });
    expect(within(chips).queryByText('SQL')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    await user.click(within(screen.getByRole('group', { name: 'Use cases' })).getByText('SQL'));
    expect(cardNames()).toEqual(['SQL Team']);
    await user.click(within(screen.getByRole('group', { name: 'Use cases' })).getByText('Agent'));
    expect(cardNames()).toEqual(['Support Router', 'SQL Team']);

    await user.type(screen.getByRole('textbox', { name: 'Search templates' }), 'nothing like this');
    expect(screen.getByTestId('templates-no-match')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show all templates' }));
    expect(cardNames()).toHaveLength(4);
    await user.type(screen.getByRole('textbox', { name: 'Search templates' }), 'routes tickets');
    expect(cardNames()).toEqual(['Support Router']);

    await user.click(screen.getByRole('button', { name: 'List view' }));
    expect(screen.getAllByTestId('template-row')).toHaveLength(1);
    expect(localStorage.getItem('marketplaceDisplayStyle')).toBe('list');
  });

  it('opens a flow template on its preview path', async () => {
    serveMarketplace({ builtin: BUILTIN_TEMPLATES });
    useAuthStore.getState().loginSuccess(testLogin());
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/marketplaces');
    await user.click(await screen.findByRole('button', { name: 'Open template Support Router' }));
    expect(await screen.findByText('v2 preview')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/v2/marketplace/support-router');
    expect(router.state.location.state).toMatchObject({ template: { id: 'support-router' } });
  });

  it('shows a tool template read-only and adds it to the tools', async () => {
    const log = serveMarketplace({ builtin: BUILTIN_TEMPLATES });
    useAuthStore.getState().loginSuccess(testLogin());
    const user = userEvent.setup();
    renderRoutes(routes, '/marketplaces');
    await user.click(await screen.findByRole('button', { name: 'Open template Weather Tool' }));
    const dialog = await screen.findByRole('dialog', { name: 'Weather Tool' });
    const schema = within(dialog).getByRole('table', { name: 'Input schema' });
    expect(within(schema).getByText('city')).toBeTruthy();
    expect(within(schema).getByText('Yes')).toBeTruthy();
    expect(await within(dialog).findByTestId('tool-code-editor')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Use Template' }));
    expect(await screen.findByText('tools list')).toBeTruthy();
    const post = log.find((request) => request.method === 'POST' && request.path === '/tools');
    expect(post?.body).toMatchObject({
      name: 'get_weather',
      description: 'Tells the weather of a city',
      func: 'return "sunny in " + $city;',
    });
    expect(await screen.findByText('Tool "get_weather" added to your tools')).toBeTruthy();
  });

  it('lists the workspace templates under My Templates and deletes one after confirmation', async () => {
    const log = serveMarketplace({ builtin: BUILTIN_TEMPLATES, custom: [MY_TEMPLATE] });
    useAuthStore.getState().loginSuccess(testLogin());
    const user = userEvent.setup();
    renderRoutes(routes, '/marketplaces');
    await user.click(await screen.findByRole('tab', { name: 'My Templates' }));
    await waitFor(() => {
      expect(cardNames()).toEqual(['Team Helpdesk']);
    });
    await user.click(screen.getByRole('button', { name: 'Delete template Team Helpdesk' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/Delete the template "Team Helpdesk"/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No templates saved yet')).toBeTruthy();
    expect(
      log.some((request) => request.method === 'DELETE' && request.path === '/marketplaces/custom/custom-1'),
    ).toBe(true);
  });

  it('shows only the tabs the role allows, and no delete without templates:custom-delete', async () => {
    serveMarketplace({ builtin: BUILTIN_TEMPLATES, custom: [MY_TEMPLATE] });
    useAuthStore.getState().loginSuccess(memberLogin(['templates:custom']));
    renderRoutes(routes, '/marketplaces');
    await waitFor(() => {
      expect(cardNames()).toEqual(['Team Helpdesk']);
    });
    expect(screen.queryByRole('tab', { name: 'Templates' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'My Templates' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete template Team Helpdesk' })).toBeNull();
  });

  it('explains a failed load and retries', async () => {
    let fail = true;
    serveMarketplace({
      builtin: BUILTIN_TEMPLATES,
      extra: (request) =>
        request.path === '/marketplaces/templates' && fail
          ? errorResponse(500, 'The template catalog is unavailable')
          : undefined,
    });
    useAuthStore.getState().loginSuccess(testLogin());
    const user = userEvent.setup();
    renderRoutes(routes, '/marketplaces');
    expect(
      await screen.findByText('Could not load templates: The template catalog is unavailable'),
    ).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => {
      expect(cardNames()).toHaveLength(4);
    });
  });

  it('disables Use Template, with the reason, for a role that cannot create tools', async () => {
    serveMarketplace({ builtin: BUILTIN_TEMPLATES });
    useAuthStore.getState().loginSuccess(memberLogin(['templates:marketplace', 'chatflows:create']));
    const user = userEvent.setup();
    renderRoutes(routes, '/marketplaces');
    await user.click(await screen.findByRole('button', { name: 'Open template Weather Tool' }));
    const dialog = await screen.findByRole('dialog', { name: 'Weather Tool' });
    const use = within(dialog).getByRole('button', { name: 'Use Template' });
    expect(use.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByLabelText('Your role cannot create tools in this workspace')).toBeTruthy();
  });
});
