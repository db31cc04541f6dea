import { parseFlowData, traceGraphOf } from '@loomflow/core';
import type { ExecutionStateName } from '@loomflow/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth.store.ts';
import { ENTERPRISE_SETTINGS, memberLogin, testLogin } from '../../test-support/fixtures.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { stubResizeObserver } from '../../test-support/resize-observer.ts';
import { ExecutionsPage } from './ExecutionsPage.tsx';
import { PublicExecutionPage } from './PublicExecutionPage.tsx';
import { testExecution } from './test-fixtures.ts';

const at = (second: number) => new Date(Date.UTC(2026, 2, 4, 10, 0, second)).toISOString();

function record(
  nodeId: string,
  label: string,
  seconds: [number, number],
  fields: { status?: ExecutionStateName; state?: Record<string, unknown>; iterationIndex?: number } = {},
) {
  return {
    nodeId,
    nodeLabel: label,
    status: fields.status ?? 'FINISHED',
    previousNodeIds: [],
    data: {
      id: nodeId,
      name: nodeId.replace(/_\d+$/, ''),
      input: { question: 'hello' },
      output: { content: `${label} done` },
      state: fields.state ?? {},
      startedAt: at(seconds[0]),
      finishedAt: at(seconds[1]),
      ...(fields.iterationIndex === undefined ? {} : { iterationIndex: fields.iterationIndex }),
    },
  };
}

const RECORDS = [
  record('start_0', 'Start', [0, 1], { state: { topic: 'cats' } }),
  record('writer_0', 'Writer', [1, 3], { state: { topic: 'cats', draft: 'v1' } }),
  record('loop_0', 'Again', [3, 4], { state: { topic: 'cats', draft: 'v1' } }),
  record('writer_0', 'Writer', [4, 6], { state: { topic: 'cats', draft: 'v2' } }),
  record('review_0', 'Review', [6, 7], { status: 'STOPPED', state: { topic: 'cats', draft: 'v2' } }),
];

const node = (id: string, label: string, x: number) => ({
  id,
  type: 'agentFlow',
  position: { x, y: 0 },
  data: { id, name: id.replace(/_\d+$/, ''), label, inputs: { secret: 'never drawn' } },
});
const FLOW_DATA = JSON.stringify({
  nodes: [
    node('start_0', 'Start', 0),
    node('writer_0', 'Writer', 200),
    node('loop_0', 'Again', 400),
    node('review_0', 'Review', 600),
    node('skipped_0', 'Skipped', 800),
  ],
  edges: [{ id: 'e1', source: 'start_0', target: 'writer_0' }],
});

const parsedFlow = parseFlowData(FLOW_DATA);
if (!parsedFlow.ok) throw new Error('the test flow does not parse');
/** What the server answers for the flow: positions, labels and edges, no inputs. */
const GRAPH = traceGraphOf(parsedFlow.flowData);

beforeEach(() => {
  stubResizeObserver();
  useAuthStore.getState().loginSuccess(testLogin());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.getState().clearAuth();
  localStorage.clear();
});

const outcomeOf = (id: string) => screen.getByTestId(`trace-node-${id}`).getAttribute('data-outcome');

describe('execution trace', () => {
  it('colours the graph by outcome, lists every run and shows a run’s state diff', async () => {
    let shared = false;
    const log = stubFetch((request) => {
      if (request.path === '/settings') return jsonResponse(200, ENTERPRISE_SETTINGS);
      if (request.path === '/chatflows') return jsonResponse(200, []);
      if (request.path === '/executions')
        return jsonResponse(200, { data: [testExecution('run-1', { state: 'STOPPED' })], total: 1 });
      if (request.path === '/executions/run-1') {
        if (request.method === 'PUT') shared = (request.body as { isPublic: boolean }).isPublic;
        const run = testExecution('run-1', {
          state: 'STOPPED',
          executionData: JSON.stringify(RECORDS),
          isPublic: shared,
        });
        // PUT answers the execution alone; GET adds the flow's graph.
        return jsonResponse(200, request.method === 'PUT' ? run : { ...run, graph: GRAPH });
      }
      return errorResponse(404, 'Not found');
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/executions', element: <ExecutionsPage /> }], '/executions');
    await user.click(await screen.findByTestId('execution-row'));

    const trace = await screen.findByTestId('execution-trace');
    await waitFor(() => {
      expect(outcomeOf('start_0')).toBe('FINISHED');
    });
    expect(outcomeOf('writer_0')).toBe('FINISHED');
    expect(outcomeOf('review_0')).toBe('STOPPED');
    expect(outcomeOf('skipped_0')).toBe('NOT_RUN');
    expect(within(trace).queryByText('never drawn')).toBeNull();

    const rows = within(trace).getAllByTestId('timeline-row');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Start: FINISHED',
      'Writer: FINISHED',
      'Again: FINISHED',
      'Writer #2: FINISHED',
      'Review: STOPPED',
    ]);
    // Bars sit by time: the loop's second Writer run starts at 4 s of 7.
    const bars = within(trace).getAllByTestId('timeline-bar');
    expect(bars[3]?.style.left).toBe(`${String((4 / 7) * 100)}%`);

    await user.click(rows[3] ?? document.body);
    const details = within(screen.getByTestId('node-run-details'));
    expect(details.getByText('Writer #2')).toBeTruthy();
    const changed = details.getByTestId('state-change-changed');
    expect(within(changed).getByText('draft')).toBeTruthy();
    expect(within(changed).getByText('v1')).toBeTruthy();
    expect(within(changed).getByText('v2')).toBeTruthy();
    expect(details.getByLabelText('outputs').textContent).toContain('Writer done');

    // Clicking a node in the graph opens its latest run (a plain click: jsdom has no view for d3's drag start).
    fireEvent.click(screen.getByTestId('trace-node-start_0'));
    expect(within(screen.getByTestId('node-run-details')).getByText('Start')).toBeTruthy();
    expect(within(screen.getByTestId('node-run-details')).getByTestId('state-change-added')).toBeTruthy();

    await user.click(within(trace).getByRole('switch', { name: 'Share publicly' }));
    expect(await within(trace).findByLabelText('Public link')).toBeTruthy();
    expect(within(trace).getByLabelText<HTMLInputElement>('Public link').value).toMatch(
      /\/execution\/run-1$/,
    );
    expect(log.find((request) => request.method === 'PUT')?.body).toEqual({ isPublic: true });
  });

  it('offers sharing only to people who may update executions', async () => {
    useAuthStore.getState().loginSuccess(memberLogin(['executions:view']));
    stubFetch((request) => {
      if (request.path === '/settings') return jsonResponse(200, ENTERPRISE_SETTINGS);
      if (request.path === '/chatflows') return jsonResponse(200, []);
      if (request.path === '/executions')
        return jsonResponse(200, { data: [testExecution('run-1')], total: 1 });
      if (request.path === '/executions/run-1')
        return jsonResponse(200, {
          ...testExecution('run-1', { executionData: JSON.stringify(RECORDS) }),
          graph: GRAPH,
        });
      return errorResponse(404, 'Not found');
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/executions', element: <ExecutionsPage /> }], '/executions');
    await user.click(await screen.findByTestId('execution-row'));
    const trace = await screen.findByTestId('execution-trace');
    expect(within(trace).getByRole('button', { name: 'Copy JSON' })).toBeTruthy();
    expect(within(trace).queryByRole('switch', { name: 'Share publicly' })).toBeNull();
  });

  it('shows a shared run without sign-in from the public answer, and says when there is none', async () => {
    useAuthStore.getState().clearAuth();
    stubFetch((request) => {
      if (request.path === '/public-executions/shared-1')
        return jsonResponse(200, {
          ...testExecution('shared-1', {
            // A shared run's records carry no inputs or state (the server leaves them out).
            executionData: JSON.stringify(
              RECORDS.slice(0, 2).map(({ data, ...rest }) => ({
                ...rest,
                data: { id: data.id, name: data.name, output: data.output, startedAt: data.startedAt },
              })),
            ),
            isPublic: true,
          }),
          graph: {
            nodes: [
              { id: 'start_0', type: 'agentFlow', name: 'start', label: 'Start', position: { x: 0, y: 0 } },
              {
                id: 'writer_0',
                type: 'agentFlow',
                name: 'writer',
                label: 'Writer',
                position: { x: 200, y: 0 },
              },
            ],
            edges: [
              { id: 'e1', source: 'start_0', target: 'writer_0', sourceHandle: null, targetHandle: null },
            ],
          },
        });
      return errorResponse(404, 'Execution not found');
    });
    const routes = [{ path: '/execution/:id', element: <PublicExecutionPage /> }];
    renderRoutes(routes, '/execution/shared-1');
    expect(await screen.findAllByTestId('timeline-row')).toHaveLength(2);
    expect(outcomeOf('writer_0')).toBe('FINISHED');
    expect(screen.queryByRole('switch', { name: 'Share publicly' })).toBeNull();
    fireEvent.click(screen.getByTestId('trace-node-writer_0'));
    const details = within(screen.getByTestId('node-run-details'));
    expect(details.getByLabelText('outputs').textContent).toContain('Writer done');
    expect(details.queryByText('Inputs')).toBeNull();
    expect(details.queryByText('State changes')).toBeNull();
    cleanup();

    renderRoutes(routes, '/execution/unknown');
    expect(await screen.findByText('Execution not available')).toBeTruthy();
    expect(screen.getByText(/does not exist or is not shared/)).toBeTruthy();
  });
});
