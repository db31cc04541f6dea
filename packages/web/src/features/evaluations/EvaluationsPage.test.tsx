import type { Evaluation } from '@loomflow/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth.store.ts';
import { ENTERPRISE_SETTINGS, memberLogin, testLogin } from '../../test-support/fixtures.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import type { RecordedRequest } from '../../test-support/fetch-stub.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { testDataset } from '../datasets/datasets-test-server.ts';
import {
  CHAT_OPENAI_NODE,
  PARIS_EVALUATOR,
  TEST_CREDENTIALS,
} from '../evaluators/evaluator-test-fixtures.ts';
import { listItem, testEvaluation, testFlow } from './evaluation-test-fixtures.ts';
import { EvaluationsPage } from './EvaluationsPage.tsx';

const routes = [{ path: '/evaluations', element: <EvaluationsPage /> }];

const FLOWS = {
  CHATFLOW: [testFlow('flow-chat', 'Support bot', 'CHATFLOW')],
  AGENTFLOW: [testFlow('flow-agent', 'Agent', 'AGENTFLOW')],
  MULTIAGENT: [],
};

type Handler = (request: RecordedRequest) => Response | undefined;

/** Settings, the choices of the New Evaluation dialog, then the handler; else 404. */
function serve(handler: Handler): RecordedRequest[] {
  return stubFetch((request) => {
    if (request.path === '/settings') return jsonResponse(200, ENTERPRISE_SETTINGS);
    if (request.path === '/nodes') return jsonResponse(200, [CHAT_OPENAI_NODE]);
    if (request.path === '/credentials') return jsonResponse(200, TEST_CREDENTIALS);
    if (request.path === '/datasets') return jsonResponse(200, [testDataset({ rowCount: 4 })]);
    if (request.path === '/evaluators') return jsonResponse(200, [PARIS_EVALUATOR]);
    if (request.path === '/chatflows') {
      const type = request.query.get('type');
      return jsonResponse(200, type === 'CHATFLOW' || type === 'AGENTFLOW' ? FLOWS[type] : FLOWS.MULTIAGENT);
    }
    return handler(request) ?? errorResponse(404, `Not found: ${request.method} ${request.path}`);
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

describe('EvaluationsPage', () => {
  it('lists evaluations with version, pass rate and the outdated badge', async () => {
    serve((request) =>
      request.path === '/evaluations'
        ? jsonResponse(200, [listItem(testEvaluation({ outdated: true }), 3)])
        : undefined,
    );
    renderRoutes(routes, '/evaluations');
    const row = await screen.findByTestId('evaluation-row');
    expect(row.textContent).toContain('Capitals check');
    expect(row.textContent).toContain('Outdated');
    expect(row.textContent).toContain('v2 of 3');
    expect(row.textContent).toContain('50%');
    expect(row.textContent).toContain('Support bot, Agent');
    expect(within(row).getByRole('link', { name: 'Capitals check' }).getAttribute('href')).toBe(
      '/evaluation_results/eval-2',
    );
  });

  it("shows a running evaluation's progress from the server and its result once it ends", async () => {
    const progressAnswers = [
      { status: 'running', done: 6, total: 8, errors: 1, error: null },
      { status: 'completed', done: 8, total: 8, errors: 1, error: null },
    ];
    let finished = false;
    const running = testEvaluation({
      status: 'running',
      progress: { status: 'running', done: 2, total: 8, errors: 0, error: null },
    });
    serve((request) => {
      if (request.path === '/evaluations')
        return jsonResponse(200, [listItem(finished ? testEvaluation() : running)]);
      if (request.path === '/evaluations/progress/eval-2') {
        const answer = progressAnswers.shift() ?? {
          status: 'completed',
          done: 8,
          total: 8,
          errors: 1,
          error: null,
        };
        finished = answer.status === 'completed';
        return jsonResponse(200, answer);
      }
      return undefined;
    });
    renderRoutes(routes, '/evaluations');
    const bar = await screen.findByTestId('evaluation-progress');
    expect(bar.getAttribute('aria-valuenow')).toMatch(/^(25|75)$/);
    await waitFor(() => {
      expect(screen.getByTestId('evaluation-row').textContent).toContain('6 of 8 runs · 1 errors');
    });
    await waitFor(
      () => {
        expect(screen.queryByTestId('evaluation-progress')).toBeNull();
      },
      { timeout: 5000 },
    );
    expect(screen.getByTestId('evaluation-row').textContent).toContain('Completed');
  });

  it('starts an evaluation of a chatflow and an agentflow as one conversation', async () => {
    const started: Evaluation[] = [];
    const log = serve((request) => {
      if (request.path === '/evaluations' && request.method === 'GET')
        return jsonResponse(
          200,
          started.map((evaluation) => listItem(evaluation)),
        );
      if (request.path === '/evaluations' && request.method === 'POST') {
        const evaluation = testEvaluation({ id: 'eval-new', name: 'Nightly', status: 'completed' });
        started.push(evaluation);
        return jsonResponse(201, evaluation);
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/evaluations');
    await user.click(await screen.findByTestId('new-evaluation-button'));
    const dialog = await screen.findByRole('dialog', { name: 'New Evaluation' });
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(within(dialog).getByText('Choose at least one flow')).toBeTruthy();
    expect(within(dialog).getByText('Choose a dataset')).toBeTruthy();

    await user.click(within(dialog).getByLabelText('Name'));
    await user.paste('Nightly');
    await user.click(within(dialog).getByRole('combobox', { name: 'Flows' }));
    await user.click(await screen.findByRole('option', { name: 'Support bot' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Flows' }));
    await user.click(await screen.findByRole('option', { name: 'Agent' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Dataset' }));
    await user.click(await screen.findByRole('option', { name: 'Capitals (4 rows)' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Evaluators' }));
    await user.click(await screen.findByRole('option', { name: 'Mentions Paris' }));
    await user.click(within(dialog).getByLabelText(/As one conversation/));
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));

    expect(await screen.findByTestId('evaluation-row')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'New Evaluation' })).toBeNull();
    expect(log.find((request) => request.path === '/evaluations' && request.method === 'POST')?.body).toEqual(
      {
        name: 'Nightly',
        flowIds: ['flow-chat', 'flow-agent'],
        datasetId: 'ds-1',
        evaluatorIds: ['ev-text'],
        mode: 'conversation',
        concurrency: 2,
      },
    );
  });

  it('cancels a running evaluation, runs a finished one again and deletes every version', async () => {
    const log = serve((request) => {
      if (request.path === '/evaluations' && request.method === 'GET')
        return jsonResponse(200, [
          listItem(testEvaluation({ id: 'eval-run', name: 'Running one', status: 'running' })),
          listItem(testEvaluation(), 2),
        ]);
      if (request.path === '/evaluations/progress/eval-run')
        return jsonResponse(200, { status: 'running', done: 1, total: 8, errors: 0, error: null });
      if (request.path === '/evaluations/cancel/eval-run')
        return jsonResponse(200, testEvaluation({ id: 'eval-run', status: 'cancelled' }));
      if (request.path === '/evaluations/run-again/eval-2')
        return jsonResponse(201, testEvaluation({ id: 'eval-3', version: 3, status: 'running' }));
      if (request.path === '/evaluations' && request.method === 'PATCH')
        return jsonResponse(200, { deleted: 2 });
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/evaluations');
    await user.click(await screen.findByRole('button', { name: 'Cancel Running one' }));
    expect(await screen.findByText('Evaluation cancelled; finished runs are kept')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Run Capitals check again' }));
    expect(await screen.findByText('Version 3 started')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete Capitals check' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Evaluation' });
    expect(confirm.textContent).toContain('all its 2 versions');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Evaluation deleted')).toBeTruthy();
    expect(log.find((request) => request.method === 'PATCH')?.body).toEqual({
      ids: ['eval-2'],
      allVersions: true,
    });
  });

  it('offers a viewer no new, cancel, re-run or delete', async () => {
    useAuthStore.getState().loginSuccess(memberLogin(['evaluations:view']));
    serve((request) =>
      request.path === '/evaluations' ? jsonResponse(200, [listItem(testEvaluation())]) : undefined,
    );
    renderRoutes(routes, '/evaluations');
    await screen.findByTestId('evaluation-row');
    expect(screen.queryByTestId('new-evaluation-button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Run Capitals check again' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Capitals check' })).toBeNull();
  });
});
