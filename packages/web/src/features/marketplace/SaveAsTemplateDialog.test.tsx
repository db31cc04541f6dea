import type { Chatflow, Tool } from '@loomflow/core';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFlowEditorStore } from '../../canvas/flow-editor.store.ts';
import { FlowEditorContext } from '../../canvas/FlowEditorContext.ts';
import { FlowActionsContext } from '../../canvas/settings/flow-actions.ts';
import { FlowSettingsMenu } from '../../canvas/settings/FlowSettingsMenu.tsx';
import { useAuthStore } from '../../stores/auth.store.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import type { RecordedRequest } from '../../test-support/fetch-stub.ts';
import { ENTERPRISE_SETTINGS, memberLogin, testLogin } from '../../test-support/fixtures.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { ChatflowsPage } from '../flows/FlowsPage.tsx';
import { ToolsPage } from '../tools/ToolsPage.tsx';
import { CanvasSaveAsTemplateDialog } from './CanvasSaveAsTemplateDialog.tsx';
import { template } from './test-templates.ts';

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

const FLOW: Chatflow = {
  id: 'flow-1',
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
  workspaceId: 'ws-1',
  createdDate: '2026-01-01T00:00:00.000Z',
  updatedDate: '2026-01-02T00:00:00.000Z',
};

const TOOL: Tool = {
  id: 'tool-1',
  name: 'get_weather',
  description: 'Tells the weather',
  color: '#123456',
  iconSrc: null,
  schema: JSON.stringify([{ id: 1, property: 'city', type: 'string', description: 'City', required: true }]),
  func: 'return $city;',
  workspaceId: 'ws-1',
  createdDate: '2026-01-01T00:00:00.000Z',
  updatedDate: '2026-01-02T00:00:00.000Z',
};

function serve(saveAnswer: (request: RecordedRequest) => Response): RecordedRequest[] {
  return stubFetch((request) => {
    if (request.path === '/settings') return jsonResponse(200, ENTERPRISE_SETTINGS);
    if (request.path.startsWith('/chatflows')) return jsonResponse(200, { data: [FLOW], total: 1 });
    if (request.path === '/tools') return jsonResponse(200, [TOOL]);
    if (request.path === '/marketplaces/custom' && request.method === 'POST') return saveAnswer(request);
    return errorResponse(404, `Nothing at ${request.path}`);
  });
}

const saved = (request: RecordedRequest) => {
  const body = request.body as { name: string };
  return jsonResponse(201, template({ id: 'custom-1', templateName: body.name }));
};

const posts = (log: RecordedRequest[]) =>
  log.filter((request) => request.method === 'POST' && request.path === '/marketplaces/custom');

describe('Save As Template', () => {
  it('saves a flow from the flow list menu with its name, description, badge and use cases', async () => {
    const log = serve(saved);
    useAuthStore.getState().loginSuccess(testLogin());
    const user = userEvent.setup();
    renderRoutes([{ path: '/chatflows', element: <ChatflowsPage /> }], '/chatflows');
    await user.click(await screen.findByRole('button', { name: 'Actions for Support bot' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Save As Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save As Template' });
    expect(within(dialog).getByRole('textbox', { name: 'Template Name' })).toHaveProperty(
      'value',
      'Support bot',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Support answers');
    await user.click(within(dialog).getByRole('combobox', { name: 'Badge' }));
    await user.click(await screen.findByRole('option', { name: 'NEW' }));
    const usecases = within(dialog).getByRole('combobox', { name: 'Use Cases' });
    await user.type(usecases, 'Support{Enter}');
    // Typed but not confirmed with Enter: still saved.
    await user.type(usecases, 'Billing');
    await user.click(within(dialog).getByRole('button', { name: 'Save Template' }));

    expect(await screen.findByText('Saved "Support bot" as a template')).toBeTruthy();
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Save As Template' })).toBeNull();
    });
    expect(posts(log).map((request) => request.body)).toEqual([
      {
        name: 'Support bot',
        description: 'Support answers',
        badge: 'NEW',
        usecases: ['Support', 'Billing'],
        chatflowId: 'flow-1',
      },
    ]);
  });

  it('keeps the input and shows the server refusal in the dialog; a blank name is refused before sending', async () => {
    const log = serve(() => errorResponse(409, 'A template named "Support bot" already exists'));
    useAuthStore.getState().loginSuccess(testLogin());
    const user = userEvent.setup();
    renderRoutes([{ path: '/chatflows', element: <ChatflowsPage /> }], '/chatflows');
    await user.click(await screen.findByRole('button', { name: 'Actions for Support bot' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Save As Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save As Template' });
    const name = within(dialog).getByRole('textbox', { name: 'Template Name' });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save Template' }));
    expect(within(dialog).getByText('Template name is required')).toBeTruthy();
    expect(posts(log)).toHaveLength(0);

    await user.type(name, 'Support bot');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Kept');
    await user.click(within(dialog).getByRole('button', { name: 'Save Template' }));
    expect(
      await within(dialog).findByText(
        'Could not save the template: A template named "Support bot" already exists',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveProperty('value', 'Kept');
    expect(posts(log)).toHaveLength(1);
  });

  it('is offered in the flow list only with templates:flowexport', async () => {
    serve(saved);
    useAuthStore.getState().loginSuccess(memberLogin(['chatflows:view', 'chatflows:create']));
    const user = userEvent.setup();
    renderRoutes([{ path: '/chatflows', element: <ChatflowsPage /> }], '/chatflows');
    await user.click(await screen.findByRole('button', { name: 'Actions for Support bot' }));
    expect(await screen.findByRole('menuitem', { name: 'Duplicate' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Save As Template' })).toBeNull();
  });

  it('saves a tool from its dialog, with the fields shown there', async () => {
    const log = serve(saved);
    useAuthStore.getState().loginSuccess(testLogin());
    const user = userEvent.setup();
    renderRoutes([{ path: '/tools', element: <ToolsPage /> }], '/tools');
    await user.click(await screen.findByRole('button', { name: 'get_weather' }));
    const toolDialog = await screen.findByTestId('tool-dialog');
    await user.click(within(toolDialog).getByRole('button', { name: 'Save As Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save As Template' });
    expect(within(dialog).getByRole('textbox', { name: 'Template Name' })).toHaveProperty(
      'value',
      'get_weather',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save Template' }));
    expect(await screen.findByText('Saved "get_weather" as a template')).toBeTruthy();
    expect(posts(log)[0]?.body).toEqual({
      name: 'get_weather',
      description: '',
      usecases: [],
      tool: {
        name: 'get_weather',
        description: 'Tells the weather',
        color: '#123456',
        iconSrc: null,
        schema: JSON.stringify([
          { id: 1, property: 'city', type: 'string', description: 'City', required: true },
        ]),
        func: 'return $city;',
      },
    });
    // The tool dialog stays open and was not submitted.
    expect(screen.getByTestId('tool-dialog')).toBeTruthy();
    expect(log.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('is offered in the tool dialog only with templates:toolexport', async () => {
    serve(saved);
    useAuthStore.getState().loginSuccess(memberLogin(['tools:view', 'tools:update']));
    const user = userEvent.setup();
    renderRoutes([{ path: '/tools', element: <ToolsPage /> }], '/tools');
    await user.click(await screen.findByRole('button', { name: 'get_weather' }));
    const toolDialog = await screen.findByTestId('tool-dialog');
    expect(within(toolDialog).getByRole('button', { name: 'Export' })).toBeTruthy();
    expect(within(toolDialog).queryByRole('button', { name: 'Save As Template' })).toBeNull();
  });

  it('is in the canvas settings menu of a saved flow when allowed', async () => {
    const onAction = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <FlowActionsContext.Provider value={onAction}>
        <FlowSettingsMenu onOpen={vi.fn()} canSaveAsTemplate />
      </FlowActionsContext.Provider>,
    );
    await user.click(screen.getByRole('button', { name: 'Flow settings' }));
    await user.click(screen.getByRole('menuitem', { name: 'Save As Template' }));
    expect(onAction).toHaveBeenCalledWith('saveAsTemplate');
    rerender(
      <FlowActionsContext.Provider value={onAction}>
        <FlowSettingsMenu onOpen={vi.fn()} />
      </FlowActionsContext.Provider>,
    );
    await user.click(screen.getByRole('button', { name: 'Flow settings' }));
    expect(screen.queryByRole('menuitem', { name: 'Save As Template' })).toBeNull();
  });

  it('from the canvas, saves the saved flow and says when edits are not saved yet', async () => {
    const log = serve(saved);
    useAuthStore.getState().loginSuccess(testLogin());
    const store = createFlowEditorStore({ nodes: [], edges: [], name: 'Support bot' });
    store.getState().rename('Support bot v2');
    const user = userEvent.setup();
    renderRoutes(
      [
        {
          path: '/canvas/:id',
          element: (
            <FlowEditorContext.Provider value={store}>
              <CanvasSaveAsTemplateDialog flow={FLOW} onClose={vi.fn()} />
            </FlowEditorContext.Provider>
          ),
        },
      ],
      '/canvas/flow-1',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Save As Template' });
    expect(within(dialog).getByText(/save the flow first to include your unsaved changes/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save Template' }));
    await waitFor(() => {
      expect(posts(log)[0]?.body).toMatchObject({ name: 'Support bot v2', chatflowId: 'flow-1' });
    });
  });
});
