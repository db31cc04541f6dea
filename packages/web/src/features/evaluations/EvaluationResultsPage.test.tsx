import type { Evaluation, EvaluationRun } from '@loomflow/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth.store.ts';
import { ENTERPRISE_SETTINGS, testLogin } from '../../test-support/fixtures.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import type { RecordedRequest } from '../../test-support/fetch-stub.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { counts, testEvaluation, testRun } from './evaluation-test-fixtures.ts';
import { EvaluationResultsPage } from './EvaluationResultsPage.tsx';

const routes = [
  { path: '/evaluation_results/:id', element: <EvaluationResultsPage /> },
  { path: '/executions', element: <p>Executions screen</p> },
];

const runs: EvaluationRun[] = [
  testRun(),
  testRun({
    id: 'run-2',
    flowId: 'flow-agent',
    sequenceNo: 0,
    actualOutput: 'The capital is Paris',
    status: 'pass',
    executionId: 'exec-42',
    verdicts: [
      {
        evaluatorId: 'ev-llm',
        evaluatorName: 'Judge',
        type: 'llm',
        verdict: 'pass',
        score: 9,
        reason: 'Names the right city.',
      },
    ],
  }),
];

/** Version 1 of the same evaluation: Support bot 1/4 at 1.2 s, Agent 2/4 at 3 s. */
const firstVersion: Evaluation = (() => {
  const latest = testEvaluation();
  const [support, agent] = latest.summary.flows;
  if (!support || !agent) throw new Error('fixture has two flows');
  return testEvaluation({
    id: 'eval-1',
    version: 1,
    summary: {
      ...latest.summary,
      flows: [
        { ...support, verdicts: counts(1, 3), averageLatencyMs: 1200 },
        { ...agent, verdicts: counts(2, 2), averageLatencyMs: 3000 },
      ],
    },
  });
})();

function serve(evaluation: Evaluation): RecordedRequest[] {
  return stubFetch((request) => {
    if (request.path === '/settings') return jsonResponse(200, ENTERPRISE_SETTINGS);
    if (request.path === '/evaluations/eval-2') {
      const status = request.query.get('status');
      const chosen = runs.filter((run) => status === null || run.status === status);
      return jsonResponse(200, { ...evaluation, runs: chosen, totalRuns: chosen.length, page: 1, limit: 50 });
    }
    if (request.path === '/evaluations/versions/eval-2')
      return jsonResponse(200, { evaluationGroupId: 'eval-1', versions: [firstVersion, evaluation] });
    if (request.path === '/evaluations/is-outdated/eval-2')
      return jsonResponse(200, {
        outdated: true,
        reasons: [{ kind: 'flow', id: 'flow-chat', name: 'Support bot', changedDate: null, deleted: true }],
      });
    return errorResponse(404, `Not found: ${request.method} ${request.path}`);
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

describe('EvaluationResultsPage', () => {
  it('puts each flow’s pass rates, latency, tokens and cost side by side', async () => {
    serve(testEvaluation());
    renderRoutes(routes, '/evaluation_results/eval-2');
    const summary = await screen.findByRole('table', { name: 'Summary per flow' });
    const row = (label: string) =>
      within(summary)
        .getAllByTestId('summary-metric')
        .find((metric) => metric.textContent.startsWith(label))?.textContent;
    expect(
      within(summary)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'Support bot', 'Agent']);
    expect(row('Pass rate (all checks)')).toBe('Pass rate (all checks)75%25%');
    expect(row('Mentions Paris pass rate')).toBe('Mentions Paris pass rate75%25%');
    expect(row('Average latency')).toBe('Average latency850 ms2.4 s');
    expect(row('Total cost')).toContain('No price for model gpt-4o-mini');
  });

  it('fits a long name beside version, status and actions: the name is cut, the actions never shrink or overlap', async () => {
    const name = 'Support bot regression suite for the spring release with every dataset row '.repeat(3);
    serve(testEvaluation({ name }));
    renderRoutes(routes, '/evaluation_results/eval-2');
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title.getAttribute('title')).toBe(name);
    const titleStyle = getComputedStyle(title);
    expect([titleStyle.whiteSpace, titleStyle.overflow, titleStyle.textOverflow]).toEqual([
      'nowrap',
      'hidden',
      'ellipsis',
    ]);
    const header = screen.getByTestId('evaluation-header');
    // Wraps below the name rather than overflowing; the actions keep their size.
    expect(getComputedStyle(header).flexWrap).toBe('wrap');
    const actions = screen.getByTestId('evaluation-header-actions');
    expect(getComputedStyle(actions).flexShrink).toBe('0');
    expect(within(actions).getByRole('combobox', { name: 'Version' }).textContent).toBe('v2');
    expect(within(actions).getByRole('button', { name: 'Run Again' })).toBeTruthy();
    expect(getComputedStyle(within(actions).getByRole('button', { name: 'Run Again' })).whiteSpace).toBe(
      'nowrap',
    );
    // The version picker is as wide as its content, not a full-width field squeezing the name.
    expect(actions.querySelector('.MuiFormControl-fullWidth')).toBeNull();
  });

  it('marks expected vs actual word differences, shows the judge’s reason and links the trace', async () => {
    serve(testEvaluation());
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/evaluation_results/eval-2');
    const [failed, passed] = await screen.findAllByTestId('evaluation-run');
    if (!failed || !passed) throw new Error('two runs expected');
    expect(failed.querySelector('[data-diff="removed"]')?.textContent).toBe('Paris');
    expect(failed.querySelector('[data-diff="added"]')?.textContent).toBe('Lyon');
    expect(failed.textContent).toContain('Support bot');
    expect(within(failed).queryByRole('link', { name: 'Trace' })).toBeNull();
    expect(passed.querySelector('[data-diff]')).toBeNull();
    expect(within(passed).getByTestId('judge-reason').textContent).toBe('Score 9: Names the right city.');
    await user.click(within(passed).getByRole('link', { name: 'Trace' }));
    await waitFor(() => {
      expect(router.state.location.pathname + router.state.location.search).toBe('/executions?trace=exec-42');
    });
  });

  it('filters runs by outcome on the server', async () => {
    const log = serve(testEvaluation());
    const user = userEvent.setup();
    renderRoutes(routes, '/evaluation_results/eval-2');
    await screen.findAllByTestId('evaluation-run');
    await user.click(screen.getByRole('combobox', { name: 'Outcome' }));
    await user.click(await screen.findByRole('option', { name: 'Fail' }));
    await waitFor(() => {
      expect(screen.getAllByTestId('evaluation-run')).toHaveLength(1);
    });
    expect(log.some((request) => request.query.get('status') === 'fail')).toBe(true);
  });

  it('charts pass rate and latency per flow across versions and says why it is outdated', async () => {
    serve(testEvaluation({ outdated: true }));
    renderRoutes(routes, '/evaluation_results/eval-2');
    const chart = await screen.findByRole('img', { name: 'Pass rate by version' });
    await waitFor(() => {
      expect(chart.querySelectorAll('circle')).toHaveLength(4);
    });
    const points = [...chart.querySelectorAll('circle title')].map((title) => title.textContent);
    expect(points).toEqual([
      'Support bot, v1: 25%',
      'Support bot, v2: 75%',
      'Agent, v1: 50%',
      'Agent, v2: 25%',
    ]);
    const latency = screen.getByRole('img', { name: 'Average latency by version' });
    expect([...latency.querySelectorAll('circle title')].map((title) => title.textContent)).toContain(
      'Agent, v1: 3.0 s',
    );
    const notice = await screen.findByTestId('outdated-notice');
    await waitFor(() => {
      expect(notice.textContent).toContain('Flow “Support bot” was deleted');
    });
  });
});
