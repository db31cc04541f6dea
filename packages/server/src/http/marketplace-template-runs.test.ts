import type { PredictionResponse } from '@loomflow/core';
import { type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { TEST_DATABASE_KINDS, type HttpSession } from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createReadyFlow,
  HANDBOOK_PASSAGE,
  startTemplateFixture,
  type TemplateFixture,
} from '../test-support/marketplace-template-fixture.ts';

/** What the model was told, request by request (every message's text). */
function promptsSent(fake: FakeOpenAI): string[] {
  return fake
    .chatRequests()
    .map((request) =>
      request.messages
        .map((message) => (typeof message.content === 'string' ? message.content : ''))
        .join('\n'),
    );
}

/** The built-in templates do what their descriptions promise, step by step, on the fake LLM. */
describe.each(TEST_DATABASE_KINDS)('built-in templates at work on %s', (database) => {
  let fixture: TemplateFixture;
  let owner: HttpSession;
  let fake: FakeOpenAI;

  const ready = (name: string) => createReadyFlow(owner, name, fixture.planted);
  const predict = (flowId: string, body: Record<string, unknown>) =>
    owner.post<PredictionResponse & { message?: string }>(`/api/v1/prediction/${flowId}`, body);

  beforeAll(async () => {
    fixture = await startTemplateFixture(database);
    ({ owner, fake } = fixture.documents);
  });
  afterAll(() => fixture.close());

  it('Draft and Approve Reply waits for a person, then sends the draft or discards it', async () => {
    const flowId = await ready('Draft and Approve Reply');
    fake.reset();
    fake.script('Dear customer, your parcel leaves our warehouse today.');
    const paused = await predict(flowId, { question: 'Where is my parcel?', chatId: 'approve-1' });
    expect(paused.status).toBe(200);
    expect(paused.body.text).toContain('Send this draft to the customer?');
    expect(paused.body.text).toContain('your parcel leaves our warehouse today');
    expect(paused.body.action).toBeDefined();
    const sent = await predict(flowId, {
      chatId: 'approve-1',
      humanInput: { type: 'proceed', startNodeId: 'humanInputAgentflow_0' },
    });
    expect(sent.body.text).toBe('Dear customer, your parcel leaves our warehouse today.');

    await predict(flowId, { question: 'Cancel my order', chatId: 'approve-2' });
    const discarded = await predict(flowId, {
      chatId: 'approve-2',
      humanInput: { type: 'reject', startNodeId: 'humanInputAgentflow_0', feedback: 'too vague' },
    });
    expect(discarded.body.text).toBe('The draft was not approved; nothing was sent.');
  });

  it('Refund Keyword Router answers refund questions with the policy, without a model', async () => {
    const flowId = await ready('Refund Keyword Router');
    fake.reset();
    const refund = await predict(flowId, { question: 'How do I get a refund for my shoes?' });
    expect(refund.body.text).toMatch(/^Refunds are paid to the original payment method within 14 days/);
    expect(fake.chatRequests()).toHaveLength(0);
    const other = await predict(flowId, { question: 'Do you ship to Norway?' });
    expect(other.body.text).toBe('Echo: Do you ship to Norway?');
  });

  it('Support Ticket Triage sends a technical problem to the technical specialist', async () => {
    const flowId = await ready('Support Ticket Triage');
    fake.reset();
    fake.script(
      {
        when: (request) =>
          request.messages.some(
            (message) =>
              typeof message.content === 'string' &&
              message.content.includes('Decide which team should handle'),
          ),
        reply: '{"output": "Technical problem or error"}',
      },
      'Restart the app, then send us the exact error.',
    );
    const answer = await predict(flowId, { question: 'The app crashes with error 42' });
    expect(answer.body.text).toBe('Restart the app, then send us the exact error.');
    expect(promptsSent(fake)[1]).toContain('You are a support engineer');
  });

  it('Line-by-Line Translator translates each line, then joins them', async () => {
    const flowId = await ready('Line-by-Line Translator');
    fake.reset();
    const answer = await predict(flowId, { question: 'Good morning\nSee you soon' });
    expect(answer.status).toBe(200);
    const prompts = promptsSent(fake);
    expect(prompts).toHaveLength(3);
    // The lines may be translated side by side: each one once, in either order.
    const lineCalls = prompts.slice(0, 2);
    expect(lineCalls.filter((prompt) => prompt.includes('Good morning'))).toHaveLength(1);
    expect(lineCalls.filter((prompt) => prompt.includes('See you soon'))).toHaveLength(1);
    expect(prompts[2]).toContain('Join the translated lines');
    expect(answer.body.text).toMatch(/^Echo: /);
  });

  it('Writer and Critic returns the draft once the critic approves', async () => {
    const flowId = await ready('Writer and Critic');
    fake.reset();
    fake.script('A haiku about autumn leaves.', 'APPROVED');
    const answer = await predict(flowId, { question: 'Write a haiku about autumn' });
    expect(answer.body.text).toBe('A haiku about autumn leaves.');
    expect(fake.chatRequests()).toHaveLength(2);
  });

  it('the document templates answer from the planted store', async () => {
    for (const name of ['Grounded Document Answers', 'Policy Documents QnA', 'Knowledge Base Agent']) {
      const flowId = await ready(name);
      fake.reset();
      if (name === 'Knowledge Base Agent')
        fake.script({
          type: 'tool_calls',
          toolCalls: [{ name: 'search_knowledge_base', arguments: { input: 'reset password' } }],
        });
      const answer = await predict(flowId, { question: 'How do I reset my password?' });
      expect(answer.status, name).toBe(200);
      expect(promptsSent(fake).join('\n'), name).toContain(HANDBOOK_PASSAGE);
      if (name === 'Policy Documents QnA')
        expect(answer.body.sourceDocuments).toContainEqual(
          expect.objectContaining({ pageContent: HANDBOOK_PASSAGE }),
        );
    }
  });

  it('API Data Summariser hands the API response to the model', async () => {
    const flowId = await ready('API Data Summariser');
    fake.reset();
    const answer = await predict(flowId, { question: 'What is on my list?' });
    expect(answer.status).toBe(200);
    expect(promptsSent(fake)[0]).toContain('Water the office plants');
    expect(fixture.api.received.some((request) => request.path === '/todos/1')).toBe(true);
  });

  it('Safe SQL Query Writer accepts a single SELECT and refuses anything else', async () => {
    const flowId = await ready('Safe SQL Query Writer');
    fake.reset();
    fake.script("SELECT name FROM customers WHERE country = 'NO';", 'DELETE FROM orders;');
    const select = await predict(flowId, { question: 'Which customers are in Norway?' });
    expect(select.body.text).toBe("Query ready to run:\nSELECT name FROM customers WHERE country = 'NO';");
    const remove = await predict(flowId, { question: 'Remove all orders' });
    expect(remove.body.text).toMatch(/^The model's answer is not a single SELECT statement/);
  });
});
