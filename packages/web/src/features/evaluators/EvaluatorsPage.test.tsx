import type { Evaluator } from '@loomflow/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth.store.ts';
import { ENTERPRISE_SETTINGS, memberLogin, testLogin } from '../../test-support/fixtures.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../test-support/fetch-stub.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import {
  CHAT_OPENAI_NODE,
  JUDGE_EVALUATOR,
  PARIS_EVALUATOR,
  TEST_CREDENTIALS,
} from './evaluator-test-fixtures.ts';
import { EvaluatorsPage } from './EvaluatorsPage.tsx';

const routes = [{ path: '/evaluators', element: <EvaluatorsPage /> }];

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value)) : {};
}

/** The evaluators API: the list, create (echoing the body), and "try" judging a regex or a judge model. */
function serveEvaluators(initial: Evaluator[]) {
  const evaluators = [...initial];
  return stubFetch((request) => {
    const body = record(request.body);
    if (request.path === '/settings') return jsonResponse(200, ENTERPRISE_SETTINGS);
    if (request.path === '/nodes') return jsonResponse(200, [CHAT_OPENAI_NODE]);
    if (request.path === '/credentials') return jsonResponse(200, TEST_CREDENTIALS);
    if (request.path === '/evaluators' && request.method === 'GET') return jsonResponse(200, evaluators);
    if (request.path === '/evaluators' && request.method === 'POST') {
      const created: Evaluator = { ...PARIS_EVALUATOR, name: String(body.name), id: 'ev-new' };
      evaluators.push(created);
      return jsonResponse(201, created);
    }
    if (request.path === '/evaluators/try') {
      const evaluator = record(body.evaluator);
      const config = record(evaluator.config);
      const sample = record(body.sample);
      const answer = typeof sample.actualOutput === 'string' ? sample.actualOutput : '';
      if (evaluator.type === 'regex') {
        const matched = new RegExp(String(config.pattern), String(config.flags)).test(answer);
        return jsonResponse(200, {
          evaluatorName: 'Try',
          type: 'regex',
          verdict: matched ? 'pass' : 'fail',
          score: null,
          reason: matched ? 'The answer matches' : `The answer does not match /${String(config.pattern)}/`,
        });
      }
      return jsonResponse(200, {
        evaluatorName: 'Try',
        type: 'llm',
        verdict: 'pass',
        score: 9,
        reason: `Judged by ${String(record(config.model).modelName)}: correct and complete.`,
      });
    }
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

describe('EvaluatorsPage', () => {
  it('lists evaluators with their kind and what they check', async () => {
    serveEvaluators([PARIS_EVALUATOR, JUDGE_EVALUATOR]);
    renderRoutes(routes, '/evaluators');
    const rows = await screen.findAllByTestId('evaluator-row');
    expect(rows[0]?.textContent).toContain('Answer contains "Paris"');
    expect(rows[1]?.textContent).toContain('LLM as judge');
    expect(rows[1]?.textContent).toContain('Judge score ≥ 7 of 10');
  });

  async function openRegexDraft(pattern: string) {
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('add-evaluator-button'));
    const dialog = await screen.findByRole('dialog', { name: 'Add Evaluator' });
    await user.click(within(dialog).getByLabelText('Name'));
    await user.paste('Has a year');
    await user.click(within(dialog).getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Regex' }));
    await user.click(within(dialog).getByLabelText('Regular expression'));
    await user.paste(pattern);
    return { user, dialog };
  }

  it('refuses to save a regular expression that does not compile', async () => {
    const log = serveEvaluators([]);
    renderRoutes(routes, '/evaluators');
    const { user, dialog } = await openRegexDraft('(\\d{4}');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText(/Invalid regular expression/)).toBeTruthy();
    expect(log.some((request) => request.method === 'POST')).toBe(false);
  });

  it('tries a regex evaluator on a sample, then creates it', async () => {
    const log = serveEvaluators([]);
    renderRoutes(routes, '/evaluators');
    const { user, dialog } = await openRegexDraft('\\d{4}');
    await user.click(within(dialog).getByRole('button', { name: 'Try' }));
    const verdict = await within(dialog).findByTestId('try-verdict');
    expect(verdict.textContent).toContain('Fail');
    expect(within(dialog).getByText('The answer does not match /\\d{4}/')).toBeTruthy();

    await user.clear(within(dialog).getByLabelText('Sample actual output'));
    await user.paste('Paris became the capital in 1987.');
    await user.click(within(dialog).getByRole('button', { name: 'Try' }));
    await waitFor(() => {
      expect(within(dialog).getByTestId('try-verdict').textContent).toContain('Pass');
    });

    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Add Evaluator' })).toBeNull();
    });
    expect(log.find((request) => request.path === '/evaluators' && request.method === 'POST')?.body).toEqual({
      name: 'Has a year',
      description: '',
      type: 'regex',
      config: { pattern: '\\d{4}', flags: '', shouldMatch: true },
    });
  });

  it('tries an LLM judge with a chosen model and credential of its kind, showing score and reason', async () => {
    const log = serveEvaluators([JUDGE_EVALUATOR]);
    const user = userEvent.setup();
    renderRoutes(routes, '/evaluators');
    await user.click(await screen.findByRole('button', { name: 'Open Judge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Evaluator' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Judge chat model' }));
    await user.click(await screen.findByRole('option', { name: 'ChatOpenAI' }));
    expect(within(dialog).getByLabelText<HTMLInputElement>('Model name').value).toBe('gpt-4o-mini');
    await user.click(within(dialog).getByRole('combobox', { name: 'Credential' }));
    expect(screen.queryByRole('option', { name: 'Anthropic key' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'OpenAI key' }));
    await user.click(within(dialog).getByRole('button', { name: 'Try' }));
    const verdict = await within(dialog).findByTestId('try-verdict');
    expect(verdict.textContent).toContain('Score 9');
    expect(within(dialog).getByText('Judged by gpt-4o-mini: correct and complete.')).toBeTruthy();
    const tried = record(record(log.find((request) => request.path === '/evaluators/try')?.body).evaluator);
    expect(record(tried.config).model).toEqual({
      chatModel: 'chatOpenAI',
      modelName: 'gpt-4o-mini',
      credentialId: 'cred-openai',
    });
  });

  it('lets a viewer open and try an evaluator but not save or delete it', async () => {
    useAuthStore.getState().loginSuccess(memberLogin(['evaluators:view']));
    serveEvaluators([PARIS_EVALUATOR]);
    const user = userEvent.setup();
    renderRoutes(routes, '/evaluators');
    await user.click(await screen.findByRole('button', { name: 'Open Mentions Paris' }));
    const dialog = await screen.findByRole('dialog', { name: 'Evaluator' });
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Try' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Mentions Paris' })).toBeNull();
    expect(screen.queryByTestId('add-evaluator-button')).toBeNull();
  });
});
