import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { testLicenseEnv } from '@loomflow/testkit/server';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { openBrowser } from './support/browser.ts';
import { setUpOrganization, type SignedInAccount } from './support/shell-accounts.ts';
import { signInThroughUi, waitForPath } from './support/shell-checks.ts';

const OPENAI_KEY = 'sk-e2e-evaluations-4f1c9a';

/** Six questions; the fake model answers "Echo: <question>", which four rows expect exactly. */
const CSV = [
  'id,question,expected answer',
  '1,Capital of France?,Echo: Capital of France?',
  '2,Capital of Italy?,Echo: Capital of Italy?',
  '3,"Capital of Spain, please?","Echo: Capital of Spain, please?"',
  '4,Capital of Peru?,Echo: Capital of Peru?',
  '5,Capital of Japan?,Tokyo',
  '6,Capital of Chile?,Santiago',
].join('\n');

/** An agentflow v2 as the canvas saves it: Start → LLM on the fake OpenAI. */
function echoAgentflow(credentialId: string, baseUrl: string): string {
  const node = (id: string, name: string, label: string, inputs: Record<string, unknown>, x: number) => ({
    id,
    type: 'agentFlow',
    position: { x, y: 0 },
    data: {
      id,
      name,
      label,
      category: 'Agent Flows',
      inputs,
      outputAnchors: [{ id: `${id}-output-${name}`, name, label }],
    },
  });
  return JSON.stringify({
    nodes: [
      node('startAgentflow_0', 'startAgentflow', 'Start', { startInputType: 'chatInput' }, 0),
      node(
        'llmAgentflow_0',
        'llmAgentflow',
        'Answer',
        {
          llmModel: 'chatOpenAI',
          llmModelConfig: {
            llmModel: 'chatOpenAI',
            modelName: 'gpt-4o-mini',
            basepath: baseUrl,
            FLOWISE_CREDENTIAL_ID: credentialId,
          },
          llmMessages: [],
          llmEnableMemory: false,
          llmReturnResponseAs: 'userMessage',
        },
        260,
      ),
    ],
    edges: [
      {
        id: 'e0',
        source: 'startAgentflow_0',
        target: 'llmAgentflow_0',
        sourceHandle: 'startAgentflow_0-output-startAgentflow',
        targetHandle: 'llmAgentflow_0',
        type: 'agentFlow',
      },
    ],
    viewport: { x: 0, y: 0, zoom: 1 },
  });
}

async function created<T>(answer: Promise<{ status: number; body: T }>, what: string): Promise<T> {
  const { status, body } = await answer;
  if (status < 200 || status > 299)
    throw new Error(`${what} failed: ${String(status)} ${JSON.stringify(body)}`);
  return body;
}

async function choose(page: Page, combobox: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function importDataset(page: Page): Promise<void> {
  await page.goto('/datasets');
  await page.getByTestId('add-dataset-button').click();
  const dialog = page.getByRole('dialog', { name: 'Add Dataset' });
  await dialog.getByLabel('Name').fill('Capitals');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/dataset_rows/'));
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importer = page.getByRole('dialog', { name: 'Import CSV' });
  await importer.locator('input[type="file"][aria-label="CSV file"]').setInputFiles({
    name: 'capitals.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV),
  });
  await importer.getByText('6 rows in the file.', { exact: false }).waitFor();
  // The mapping step guesses "question" as input; the expected output column is chosen by hand.
  await choose(page, 'Expected output column', 'expected answer');
  await importer.getByRole('button', { name: 'Import' }).click();
  await page.getByText('Imported 6 rows').waitFor();
  const rows = page.getByTestId('dataset-row-item');
  await expect.poll(() => rows.count()).toBe(6);
  expect(await rows.nth(2).innerText()).toContain('Capital of Spain, please?');
}

async function addEvaluator(page: Page, name: string, setUp: () => Promise<void>): Promise<void> {
  await page.getByTestId('add-evaluator-button').click();
  const dialog = page.getByRole('dialog', { name: 'Add Evaluator' });
  await dialog.getByLabel('Name').fill(name);
  await setUp();
  await dialog.getByRole('button', { name: 'Try' }).click();
  await dialog.getByTestId('try-verdict').waitFor();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('evaluations in Chromium (enterprise)', () => {
  let app: AppServer;
  let fake: FakeOpenAI;
  let owner: SignedInAccount;

  beforeAll(async () => {
    // Each answer takes a moment, so the running evaluation's progress bar can be seen.
    fake = await startFakeOpenAI({ apiKey: OPENAI_KEY, firstTokenLatencyMs: 700 });
    app = await startAppServer({
      PLATFORM_TYPE: 'enterprise',
      ...testLicenseEnv(),
      HTTP_ALLOW_LIST: '127.0.0.1',
    });
    owner = await setUpOrganization(app.url, 'Eval Lab');
    const credential = await created(
      owner.session.post<{ id: string }>('/api/v1/credentials', {
        name: 'fake openai',
        credentialName: 'openAIApi',
        plainDataObj: { openAIApiKey: OPENAI_KEY },
      }),
      'credential',
    );
    await created(
      owner.session.post('/api/v1/chatflows', {
        name: 'Echo agent',
        type: 'AGENTFLOW',
        flowData: echoAgentflow(credential.id, fake.url),
      }),
      'agentflow',
    );
  });
  afterAll(async () => {
    await app.stop();
    await fake.close();
  });

  it('imports a CSV dataset, creates evaluators, runs an evaluation and opens its results and a trace', async () => {
    const { page } = await openBrowser(app.url, 'evaluations end to end');
    await signInThroughUi(page, owner.account);
    await importDataset(page);

    await page.goto('/evaluators');
    await addEvaluator(page, 'Echoes', async () => {
      await page.getByRole('dialog').getByLabel('Text', { exact: true }).fill('Echo');
    });
    await addEvaluator(page, 'Exact', async () => {
      await choose(page, 'The answer', 'equals');
      await choose(page, 'Compared with', "The row's expected output");
    });
    await expect.poll(() => page.getByTestId('evaluator-row').count()).toBe(2);

    await page.goto('/evaluations');
    await page.getByTestId('new-evaluation-button').click();
    const dialog = page.getByRole('dialog', { name: 'New Evaluation' });
    await dialog.getByLabel('Name').fill('Capitals check');
    await choose(page, 'Flows', 'Echo agent');
    await choose(page, 'Dataset', 'Capitals (6 rows)');
    await choose(page, 'Evaluators', 'Echoes');
    await choose(page, 'Evaluators', 'Exact');
    await dialog.getByLabel('Rows at a time').fill('1');
    await dialog.getByRole('button', { name: 'Start' }).click();

    const row = page.getByTestId('evaluation-row').filter({ hasText: 'Capitals check' });
    await row.getByTestId('evaluation-progress').waitFor();
    await row.getByText('Completed').waitFor({ timeout: 60_000 });
    // Echoes passes all 6 answers, Exact the 4 rows expecting the echo: 10 of 12 verdicts.
    await expect.poll(() => row.innerText()).toContain('83%');

    await row.getByRole('link', { name: 'Capitals check' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/evaluation_results/'));
    const summary = page.getByRole('table', { name: 'Summary per flow' });
    await summary.waitFor();
    const metric = (label: string) =>
      summary.getByTestId('summary-metric').filter({ hasText: label }).innerText();
    expect(await metric('Echoes pass rate')).toContain('100%');
    expect(await metric('Exact pass rate')).toContain('67%');

    const runs = page.getByTestId('evaluation-run');
    await expect.poll(() => runs.count()).toBe(6);
    const tokyo = runs.filter({ hasText: 'Capital of Japan?' });
    expect(await tokyo.locator('[data-diff="removed"]').innerText()).toContain('Tokyo');
    expect(await tokyo.locator('[data-verdict="fail"]').count()).toBe(1);

    await tokyo.getByRole('link', { name: 'Trace' }).click();
    await waitForPath(page, '/executions');
    expect(new URL(page.url()).searchParams.get('trace')).toBeTruthy();
    await page.getByTestId('execution-trace').waitFor();
  });
});
