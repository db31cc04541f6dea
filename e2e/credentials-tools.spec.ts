import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { openBrowser } from './support/browser.ts';

const OPENAI_KEY = 'sk-e2e-planted-9d1c7e3b5a';
const PASSWORD = 'correct-horse-42';

async function registerAndLogin(app: AppServer, page: Page): Promise<void> {
  const email = `builder.${Date.now()}@example.com`;
  const registered = await fetch(`${app.url}/api/v1/account/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-from': 'internal' },
    body: JSON.stringify({ user: { name: 'Bea Builder', email, credential: PASSWORD } }),
  });
  expect(registered.status).toBe(201);
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Replaces the CodeMirror document (insertText: no auto-closed brackets). */
async function setCode(page: Page, code: string): Promise<void> {
  const editor = page.getByRole('textbox', { name: 'Tool function (JavaScript)' });
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

describe('credentials, variables and custom tools in Chromium', () => {
  let app: AppServer;
  beforeAll(async () => {
    app = await startAppServer({ SANDBOX_TIMEOUT_MS: '2000' });
  });
  afterAll(() => app.stop());

  it('keeps a credential secret, uses a variable in a tool test run, and stops an endless tool', async () => {
    const browser = await openBrowser(app.url, 'credentials and tools');
    const { page } = browser;
    const bodies: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/v1/'))
        void response.text().then(
          (text) => bodies.push(text),
          () => {},
        );
    });
    try {
      await registerAndLogin(app, page);

      // A credential: typed once, never visible again.
      await page.goto('/credentials');
      await page.getByTestId('add-credential-button').click();
      await page.getByLabel('Search credential types').fill('openai');
      await page.getByTestId('credential-type-openAIApi').click();
      const dialog = page.getByRole('dialog', { name: 'Add OpenAI API' });
      await dialog.getByLabel('Credential Name').fill('OpenAI main');
      await dialog.getByLabel('OpenAI Api Key').fill(OPENAI_KEY);
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      const row = page.getByTestId('credential-row').filter({ hasText: 'OpenAI main' });
      await row.waitFor();
      expect(await page.content()).not.toContain(OPENAI_KEY);

      await row.getByRole('button', { name: 'Edit credential' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit OpenAI API' });
      const keyField = edit.getByLabel('OpenAI Api Key');
      await keyField.waitFor();
      expect(await keyField.inputValue()).toBe('');
      await edit.getByText('Saved and hidden').waitFor();
      expect(await page.content()).not.toContain(OPENAI_KEY);
      await edit.getByRole('button', { name: 'Cancel' }).click();

      // A variable the tool reads as $vars.greeting.
      await page.goto('/variables');
      await page.getByTestId('add-variable-button').click();
      const variable = page.getByRole('dialog', { name: 'Add Variable' });
      await variable.getByLabel('Variable Name').fill('greeting');
      await variable.getByLabel('Value').fill('Bonjour');
      await variable.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByTestId('variable-row').filter({ hasText: 'greeting' }).waitFor();

      // A custom tool whose test run returns a value.
      await page.goto('/tools');
      await page.getByTestId('add-tool-button').click();
      const tool = page.getByRole('dialog', { name: 'Add Tool' });
      await tool.getByLabel('Tool Name').fill('get_greeting');
      await tool.getByLabel('Tool Description').fill('Greets a city in the configured language');
      await setCode(page, "console.log('greeting', $city);\nreturn `${$vars.greeting}, ${$city}!`;");
      await tool.getByLabel('$city').fill('Paris');
      await tool.getByRole('button', { name: 'Test Run' }).click();
      const result = tool.getByTestId('tool-test-result');
      await result.waitFor();
      expect(await result.innerText()).toContain('Bonjour, Paris!');
      expect(await tool.getByTestId('tool-test-outcome').innerText()).toContain('greeting Paris');
      await tool.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByTestId('tool-row').filter({ hasText: 'get_greeting' }).waitFor();

      // An endless tool: the test run reports the time limit, and the app keeps answering.
      await page.getByTestId('add-tool-button').click();
      const spinning = page.getByRole('dialog', { name: 'Add Tool' });
      await spinning.getByRole('button', { name: 'Remove property 1' }).click();
      await setCode(page, 'let turns = 0;\nwhile (true) { turns += 1; }');
      const started = Date.now();
      await spinning.getByRole('button', { name: 'Test Run' }).click();
      const failure = spinning.getByTestId('tool-test-error');
      await failure.waitFor({ timeout: 15_000 });
      expect(await failure.innerText()).toMatch(/Time limit exceeded: the code ran longer than 2000 ms/);
      expect(Date.now() - started).toBeLessThan(8000);
      expect((await fetch(`${app.url}/api/v1/ping`)).status).toBe(200);

      expect(bodies.length).toBeGreaterThan(5);
      expect(bodies.join('\n')).not.toContain(OPENAI_KEY);
    } finally {
      await browser.close();
    }
  });
});
