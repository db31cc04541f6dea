import type { Chatflow, ChatflowType, FlowNodeProblems } from '@loomflow/core';
import { NODE_DEFINITIONS } from '@loomflow/nodes';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth.store.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import type { RecordedRequest } from '../../test-support/fetch-stub.ts';
import { OPEN_SOURCE_SETTINGS, testLogin } from '../../test-support/fixtures.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { stubResizeObserver } from '../../test-support/resize-observer.ts';
import { testAgentflow } from '../../features/executions/test-fixtures.ts';
import { AgentflowCanvasPage, ChatflowCanvasPage } from '../FlowCanvasPage.tsx';
import { initNode } from '../init-node.ts';

const MODEL_PROBLEM = 'Connect Credential is missing: choose a credential';
const CHAIN_PROBLEM = 'Chat Model is not connected';

/** A saved flow of these node types, side by side, unconnected. */
function savedFlow(type: ChatflowType, nodeNames: readonly string[]): Chatflow {
  const nodes = nodeNames.map((name, index) => {
    const definition = NODE_DEFINITIONS.find((candidate) => candidate.name === name);
    if (!definition) throw new Error(`no node type ${name}`);
    const node = initNode(definition, [], { x: index * 400, y: 0 });
    return { id: node.id, type: node.type, position: node.position, data: node.data };
  });
  const flowData = JSON.stringify({ nodes, edges: [], viewport: { x: 0, y: 0, zoom: 1 } });
  return { ...testAgentflow('flow-1', 'Answers', flowData), type };
}

const PROBLEMS: FlowNodeProblems[] = [
  { id: 'chatOpenAI_0', label: 'OpenAI', name: 'chatOpenAI', issues: [MODEL_PROBLEM] },
  {
    id: 'conversationalRetrievalQAChain_0',
    label: 'Conversational Retrieval QA Chain',
    name: 'conversationalRetrievalQAChain',
    issues: [CHAIN_PROBLEM],
  },
];
const FLOW_PROBLEM =
  'This chatflow has several ending nodes ("A", "B"): keep one Chain, Agent or Engine node at the end, or split them with an If Else Function';

/** A server holding one flow: saves answer it back, each check answers the next of `checks`. */
function serve(flow: Chatflow, checks: FlowNodeProblems[][]): RecordedRequest[] {
  return stubFetch((request) => {
    if (request.path === '/settings') return jsonResponse(200, OPEN_SOURCE_SETTINGS);
    if (request.path === '/nodes') return jsonResponse(200, NODE_DEFINITIONS);
    if (request.path === '/chatflows/flow-1') return jsonResponse(200, flow);
    if (request.path === '/validation/flow-1') return jsonResponse(200, checks.shift() ?? []);
    if (request.path.startsWith('/node-load-method/')) return jsonResponse(200, []);
    if (request.path === '/credentials') return jsonResponse(200, []);
    return errorResponse(404, 'Not found');
  });
}

function openCanvas(path: string) {
  return renderRoutes(
    [
      { path: '/canvas/:id', element: <ChatflowCanvasPage /> },
      { path: '/agentcanvas/:id', element: <AgentflowCanvasPage /> },
    ],
    path,
  );
}

const checks = (log: RecordedRequest[]) => log.filter((request) => request.path === '/validation/flow-1');
const nodeElement = (id: string) => screen.getByTestId(`node-${id}`);

beforeEach(() => {
  stubResizeObserver();
  useAuthStore.getState().loginSuccess(testLogin());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.getState().clearAuth();
});

describe('the check of a saved chatflow on the canvas', () => {
  it('shows the problems the server finds after a save on their nodes and in a list that focuses them', async () => {
    const log = serve(savedFlow('CHATFLOW', ['chatOpenAI', 'conversationalRetrievalQAChain']), [PROBLEMS]);
    const user = userEvent.setup();
    openCanvas('/canvas/flow-1');
    await screen.findByTestId('node-conversationalRetrievalQAChain_0');
    // Opening the flow checks nothing: no problems are shown yet.
    expect(screen.queryByTestId('node-problems')).toBeNull();
    expect(checks(log)).toHaveLength(0);

    await user.click(screen.getByTestId('save-flow'));
    const list = await screen.findByRole('list', { name: 'Flow problems' });
    expect(checks(log)).toHaveLength(1);
    const chain = nodeElement('conversationalRetrievalQAChain_0');
    expect(within(chain).getByTestId('node-problems').textContent).toBe(CHAIN_PROBLEM);
    expect(chain.className).toContain('lf-node--problem');
    expect(within(nodeElement('chatOpenAI_0')).getByTestId('node-problems').textContent).toBe(MODEL_PROBLEM);
    expect(screen.getByText('2 problems keep the saved flow from running')).toBeTruthy();

    await user.click(within(list).getByRole('button', { name: /Conversational Retrieval QA Chain/ }));
    await waitFor(() => {
      expect(
        screen.getByTestId('node-conversationalRetrievalQAChain_0').closest('.react-flow__node')?.className,
      ).toContain('selected');
    });
    expect(screen.getByTestId('node-chatOpenAI_0').closest('.react-flow__node')?.className).not.toContain(
      'selected',
    );
  });

  it('lists the problems of the flow itself without a node to focus', async () => {
    serve(savedFlow('CHATFLOW', ['chatOpenAI']), [
      [...PROBLEMS.slice(0, 1), { id: '', label: 'Flow', name: '', issues: [FLOW_PROBLEM] }],
    ]);
    const user = userEvent.setup();
    openCanvas('/canvas/flow-1');
    await user.click(await screen.findByRole('button', { name: 'Check flow' }));
    const list = await screen.findByRole('list', { name: 'Flow problems' });
    expect(within(list).getByText(FLOW_PROBLEM)).toBeTruthy();
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([`OpenAI${MODEL_PROBLEM}`]);
    expect(screen.getAllByTestId('node-problems')).toHaveLength(1);
  });

  it('shows nothing once a check finds no problem, and checks again on demand', async () => {
    const log = serve(savedFlow('CHATFLOW', ['chatOpenAI', 'conversationalRetrievalQAChain']), [
      PROBLEMS,
      [],
    ]);
    const user = userEvent.setup();
    openCanvas('/canvas/flow-1');
    await user.click(await screen.findByRole('button', { name: 'Check flow' }));
    await screen.findByRole('list', { name: 'Flow problems' });
    expect(screen.getAllByTestId('node-problems')).toHaveLength(2);

    await user.click(screen.getByTestId('save-flow'));
    await waitFor(() => {
      expect(checks(log)).toHaveLength(2);
    });
    await waitFor(() => {
      expect(screen.queryByRole('list', { name: 'Flow problems' })).toBeNull();
    });
    expect(screen.queryByTestId('node-problems')).toBeNull();
    expect(nodeElement('chatOpenAI_0').className).not.toContain('lf-node--problem');
  });

  it('hides the list on request, keeps the outlines, and shows the list again at the next check', async () => {
    serve(savedFlow('CHATFLOW', ['chatOpenAI', 'conversationalRetrievalQAChain']), [PROBLEMS, PROBLEMS]);
    const user = userEvent.setup();
    openCanvas('/canvas/flow-1');
    await user.click(await screen.findByRole('button', { name: 'Check flow' }));
    await screen.findByRole('list', { name: 'Flow problems' });
    await user.click(screen.getByRole('button', { name: 'Hide the problems' }));
    expect(screen.queryByRole('list', { name: 'Flow problems' })).toBeNull();
    expect(screen.getAllByTestId('node-problems')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Check flow' }));
    await screen.findByRole('list', { name: 'Flow problems' });
  });

  it('says so when the check itself fails', async () => {
    const flow = savedFlow('CHATFLOW', ['chatOpenAI']);
    stubFetch((request) => {
      if (request.path === '/validation/flow-1') return errorResponse(500, 'database unreachable');
      if (request.path === '/settings') return jsonResponse(200, OPEN_SOURCE_SETTINGS);
      if (request.path === '/nodes') return jsonResponse(200, NODE_DEFINITIONS);
      if (request.path === '/chatflows/flow-1') return jsonResponse(200, flow);
      return jsonResponse(200, []);
    });
    const user = userEvent.setup();
    openCanvas('/canvas/flow-1');
    await user.click(await screen.findByRole('button', { name: 'Check flow' }));
    await screen.findByText(/Could not check the flow: database unreachable/);
    expect(screen.queryByRole('list', { name: 'Flow problems' })).toBeNull();
  });

  it('checks an agentflow v1 after a save too, and shows its problems on the nodes', async () => {
    const problem = 'The Supervisor has no workers: connect at least one Worker to it';
    const log = serve(savedFlow('MULTIAGENT', ['supervisor']), [
      [{ id: 'supervisor_0', label: 'Supervisor', name: 'supervisor', issues: [problem] }],
    ]);
    const user = userEvent.setup();
    openCanvas('/agentcanvas/flow-1');
    await screen.findByTestId('node-supervisor_0');
    expect(screen.getByRole('button', { name: 'Check flow' })).toBeTruthy();
    await user.click(screen.getByTestId('save-flow'));
    await screen.findByRole('list', { name: 'Flow problems' });
    expect(checks(log)).toHaveLength(1);
    expect(within(nodeElement('supervisor_0')).getByTestId('node-problems').textContent).toBe(problem);
  });
});
