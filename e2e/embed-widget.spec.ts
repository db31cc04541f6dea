import Database from 'better-sqlite3';
import path from 'node:path';
import type { ChatMessage } from '@loomflow/core';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { HttpSession, registerAndLogin } from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { openBrowser } from './support/browser.ts';
import { startEmbedPageServer, type EmbedPageServer } from './support/embed-page-server.ts';

const LEAD = { name: 'Wanda Widget', email: 'wanda.widget@example.com' };
const QUESTION = 'Do you ship to Norway?';
const COMMENT = 'It did not answer my question';
const FOLLOW_UPS = ['What does shipping cost?', 'How long does delivery take?', 'Can I track my parcel?'];

/** Start → LLM (OpenAI at the fake model server, streaming), as the canvas saves it. */
function llmFlowData(credentialId: string, baseUrl: string): string {
  const node = (id: string, name: string, label: string, inputs: Record<string, unknown>) => ({
    id,
    type: 'agentFlow',
    position: { x: 0, y: 0 },
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
      node('startAgentflow_0', 'startAgentflow', 'Start', { startInputType: 'chatInput' }),
      node('llmAgentflow_0', 'llmAgentflow', 'Answer', {
        llmModel: 'chatOpenAI',
        llmModelConfig: {
          llmModel: 'chatOpenAI',
          modelName: 'gpt-4o-mini',
          basepath: baseUrl,
          streaming: true,
          FLOWISE_CREDENTIAL_ID: credentialId,
        },
        llmMessages: [],
        llmReturnResponseAs: 'userMessage',
      }),
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

/** A customer's page: the npm bundle's `Chatbot.init`, pointed at Loomflow on another origin. */
function embedPage(flowId: string, apiHost: string): string {
  const config = {
    chatflowid: flowId,
    apiHost,
    theme: {
      button: { backgroundColor: '#0b7285', size: 56, right: 24, bottom: 24 },
      chatWindow: {
        title: 'Shop assistant',
        welcomeMessage: 'Hello from the shop',
        height: 640,
        width: 420,
      },
    },
  };
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>A shop with a chatbot</title></head>
  <body>
    <h1>Our shop</h1>
    <script type="module">
      import Chatbot from '/web.js';
      Chatbot.init(${JSON.stringify(config)});
    </script>
  </body>
</html>`;
}

describe('the real flowise-embed widget on another site', () => {
  let app: AppServer;
  let fake: FakeOpenAI;
  let site: EmbedPageServer;
  let owner: HttpSession;
  let flowId: string;

  beforeAll(async () => {
    fake = await startFakeOpenAI({ perTokenLatencyMs: 20 });
    // The fake model server is on this machine: private addresses must be allowed for it.
    app = await startAppServer({ HTTP_ALLOW_LIST: '127.0.0.1' });
    site = await startEmbedPageServer();
    owner = new HttpSession(app.url);
    await registerAndLogin(owner);
    const credential = await owner.post<{ id: string }>('/api/v1/credentials', {
      name: 'fake openai',
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: 'sk-fake' },
    });
    expect(credential.status).toBe(201);
    // The follow-up prompts request (its prompt asks for JSON questions) gets questions; the answer is an echo.
    fake.script({
      when: { lastUserMessage: '{"questions"' },
      reply: JSON.stringify({ questions: FOLLOW_UPS }),
      times: Infinity,
    });
    const flow = await owner.post<{ id: string }>('/api/v1/chatflows', {
      name: 'Shop assistant',
      type: 'AGENTFLOW',
      flowData: llmFlowData(credential.body.id, fake.url),
      followUpPrompts: JSON.stringify({
        status: true,
        selectedProvider: 'chatOpenAI',
        chatOpenAI: {
          credentialId: credential.body.id,
          modelName: 'gpt-4o-mini',
          baseUrl: fake.url,
          prompt: 'Given the conversation {history}, what will the visitor ask next?',
          temperature: '0.7',
        },
      }),
      chatbotConfig: JSON.stringify({
        // Flowise mirrors the switch here: the widget shows follow-up prompts only when it is on.
        followUpPrompts: { status: true },
        chatFeedback: { status: true },
        leads: {
          status: true,
          title: 'Before we chat, who are you?',
          name: true,
          email: true,
          phone: false,
          successMessage: 'Thanks, Wanda!',
        },
        // The page's own origin only: the widget's requests are checked against it.
        allowedOrigins: [site.url],
      }),
    });
    expect([200, 201]).toContain(flow.status);
    flowId = flow.body.id;
    site.setPage(embedPage(flowId, app.url));
  });
  afterAll(async () => {
    await site.close();
    await app.stop();
    await fake.close();
  });

  it('captures a lead, streams the answer with follow-up prompts, stores thumbs-down feedback with a comment', async () => {
    const browser = await openBrowser(site.url, 'embed widget');
    const { page } = browser;
    const failedRequests: string[] = [];
    page.on('requestfailed', (request) => {
      failedRequests.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`);
    });
    const calls: string[] = [];
    const predictionTypes: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(`${app.url}/api/v1/prediction/`))
        predictionTypes.push(response.headers()['content-type'] ?? '');
      if (response.url().startsWith(app.url))
        calls.push(`${response.request().method()} ${response.url()}: ${response.status()}`);
      if (response.url().startsWith(app.url) && response.status() >= 400)
        failedRequests.push(`${response.request().method()} ${response.url()}: ${response.status()}`);
    });
    const report = () =>
      `\ncalls: ${calls.join('\n')}\nfailed: ${failedRequests.join('\n')}\nconsole: ${browser.consoleLines.join('\n')}`;

    await page.goto('/');
    await page.getByRole('heading', { name: 'Our shop' }).waitFor();
    // The bubble (inside the widget's shadow root; CSS locators pierce it).
    await page.locator('flowise-chatbot button[part="button"]').click();
    const widget = page.locator('flowise-chatbot');
    await widget.getByText('Hello from the shop').waitFor();

    // The lead capture form the flow asks for.
    await widget.getByText('Before we chat, who are you?').waitFor();
    await widget.getByPlaceholder('Name').fill(LEAD.name);
    await widget.getByPlaceholder('Email Address').fill(LEAD.email);
    // The lead form's submit button shows only the send icon.
    await widget.locator('form button[type="submit"]').click();
    await widget.getByText('Thanks, Wanda!').waitFor();

    // A question, answered by the fake model token by token.
    const input = widget.getByPlaceholder('Type your question');
    await input.fill(QUESTION);
    await input.press('Enter');
    await widget
      .getByText(`Echo: ${QUESTION}`)
      .waitFor()
      .catch((error: unknown) => {
        throw new Error(`the answer never rendered: ${String(error)}${report()}`);
      });

    // The follow-up questions generated after the answer, offered under it.
    for (const question of FOLLOW_UPS) await widget.getByText(question).waitFor();

    // Thumbs down on the answer, then a comment in the feedback dialog.
    await widget.getByTitle('Thumbs Down').last().click();
    await widget.getByText('Provide additional feedback').waitFor();
    const comment = widget.getByPlaceholder('What do you think of the response?');
    await comment.fill(COMMENT);
    await widget.getByRole('button', { name: 'Submit Feedback' }).click();
    await comment.waitFor({ state: 'detached' });
    expect(failedRequests, report()).toEqual([]);
    // The page is another origin than Loomflow, and the answer came as a stream.
    expect(new URL(site.url).origin).not.toBe(new URL(app.url).origin);
    expect(predictionTypes).toEqual(['text/event-stream']);

    // What Loomflow stored: the messages (from the embed, so EXTERNAL), the lead and the feedback.
    const messages = await owner.get<ChatMessage[]>(`/api/v1/chatmessage/${flowId}`);
    expect(messages.status).toBe(200);
    expect(
      messages.body.map((message) => [message.role, message.content, message.chatType, message.leadEmail]),
    ).toEqual([
      ['userMessage', QUESTION, 'EXTERNAL', LEAD.email],
      ['apiMessage', `Echo: ${QUESTION}`, 'EXTERNAL', LEAD.email],
    ]);
    const answer = messages.body[1];
    expect(answer?.followUpPrompts).toBe(JSON.stringify(FOLLOW_UPS));
    const chatId = answer?.chatId ?? '';
    expect(chatId).not.toBe('');

    const db = new Database(path.join(app.dataDir, 'database.sqlite'), { readonly: true });
    try {
      const leads = db.prepare('SELECT chatflowid, chatId, name, email FROM lead').all();
      expect(leads).toEqual([{ chatflowid: flowId, chatId, name: LEAD.name, email: LEAD.email }]);
      const feedback = db
        .prepare('SELECT chatflowid, chatId, messageId, rating, content FROM chat_message_feedback')
        .all();
      expect(feedback).toEqual([
        { chatflowid: flowId, chatId, messageId: answer?.id, rating: 'THUMBS_DOWN', content: COMMENT },
      ]);
    } finally {
      db.close();
    }
  });
});
