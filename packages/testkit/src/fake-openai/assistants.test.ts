import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeOpenAI } from './fake-openai.types.ts';
import { startFakeOpenAI } from './fake-openai.server.ts';
import { fakeReply } from './reply.builders.ts';

let fake: FakeOpenAI;

beforeAll(async () => {
  fake = await startFakeOpenAI({ apiKey: 'sk-assistants' });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
});

interface Flavour {
  name: string;
  url: (path: string) => string;
  headers: Record<string, string>;
}

const FLAVOURS: Flavour[] = [
  {
    name: 'OpenAI paths',
    url: (path) => `${fake.url}${path}`,
    headers: { authorization: 'Bearer sk-assistants', 'openai-beta': 'assistants=v2' },
  },
  {
    name: 'Azure paths',
    url: (path) =>
      `${fake.azureEndpoint}/openai${path}${path.includes('?') ? '&' : '?'}api-version=2024-10-21`,
    headers: { 'api-key': 'sk-assistants' },
  },
];

interface SseEvent {
  event: string;
  data: string;
}

function sseEvents(text: string): SseEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((line) => line.startsWith('event: '))?.slice(7) ?? '';
      const data = lines.find((line) => line.startsWith('data: '))?.slice(6) ?? '';
      return { event, data };
    });
}

describe.each(FLAVOURS)('fake Assistants API ($name)', (flavour) => {
  async function call(method: string, path: string, body?: unknown): Promise<Response> {
    return fetch(flavour.url(path), {
      method,
      headers: { ...flavour.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }
  async function json(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
    const response = await call(method, path, body);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  }

  it('creates, lists, updates and deletes assistants; unknown ids are 404 with OpenAI’s message', async () => {
    const created = await json('POST', '/assistants', {
      model: 'gpt-4o',
      name: 'Helper',
      instructions: 'Be brief.',
      tools: [{ type: 'code_interpreter' }],
    });
    expect(created).toMatchObject({
      id: 'asst_fake_1',
      object: 'assistant',
      name: 'Helper',
      model: 'gpt-4o',
    });
    const updated = await json('POST', '/assistants/asst_fake_1', { name: 'Renamed' });
    expect(updated).toMatchObject({ name: 'Renamed', instructions: 'Be brief.' });
    const list = await json('GET', '/assistants?limit=10');
    expect(list).toMatchObject({ object: 'list', has_more: false, data: [{ id: 'asst_fake_1' }] });
    expect(fake.assistantsApi.assistants().map((assistant) => assistant.name)).toEqual(['Renamed']);
    expect(await json('DELETE', '/assistants/asst_fake_1')).toEqual({
      id: 'asst_fake_1',
      object: 'assistant.deleted',
      deleted: true,
    });
    const missing = await call('GET', '/assistants/asst_fake_1');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({
      error: { message: "No assistant found with id 'asst_fake_1'." },
    });
  });

  it('uploads files (multipart) into a vector store the assistant searches', async () => {
    const form = new FormData();
    form.append('purpose', 'assistants');
    form.append('file', new Blob(['The sky is green on Tuesdays.']), 'facts.txt');
    const uploaded = await fetch(flavour.url('/files'), {
      method: 'POST',
      headers: flavour.headers,
      body: form,
    });
    expect(await uploaded.json()).toMatchObject({
      id: 'file-fake-1',
      object: 'file',
      filename: 'facts.txt',
      purpose: 'assistants',
      bytes: 29,
    });
    expect(fake.assistantsApi.files()[0]?.content).toBe('The sky is green on Tuesdays.');
    const store = await json('POST', '/vector_stores', { name: 'Facts', file_ids: ['file-fake-1'] });
    expect(store).toMatchObject({ id: 'vs_fake_1', name: 'Facts', file_counts: { total: 1, completed: 1 } });
    expect(store).not.toHaveProperty('file_ids');
    const unknown = await call('POST', '/vector_stores', { name: 'Bad', file_ids: ['file-nope'] });
    expect(unknown.status).toBe(400);
    const assistant = await json('POST', '/assistants', {
      model: 'gpt-4o',
      tools: [{ type: 'file_search' }],
      tool_resources: { file_search: { vector_store_ids: ['vs_fake_1'] } },
    });
    expect(assistant.tool_resources).toEqual({ file_search: { vector_store_ids: ['vs_fake_1'] } });
    expect(await json('GET', '/vector_stores')).toMatchObject({ data: [{ id: 'vs_fake_1' }] });
    await json('DELETE', '/vector_stores/vs_fake_1');
    await json('DELETE', '/files/file-fake-1');
    expect(await json('GET', '/files')).toMatchObject({ data: [] });
  });

  it('streams a run: created, token deltas in order, completed, done; the answer is kept in the thread', async () => {
    await json('POST', '/assistants', { model: 'gpt-4o', instructions: 'Answer in one line.' });
    const thread = await json('POST', '/threads', {});
    await json('POST', `/threads/${String(thread.id)}/messages`, { role: 'user', content: 'Say hello' });
    fake.script({ when: { lastUserMessage: 'Say hello' }, reply: 'Hello there, friend.' });
    const response = await call('POST', `/threads/${String(thread.id)}/runs`, {
      assistant_id: 'asst_fake_1',
      stream: true,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events = sseEvents(await response.text());
    const names = events.map((event) => event.event);
    expect(names[0]).toBe('thread.run.created');
    expect(names.slice(-2)).toEqual(['thread.run.completed', 'done']);
    const tokens = events
      .filter((event) => event.event === 'thread.message.delta')
      .map((event) => (JSON.parse(event.data) as { delta: { content: { text: { value: string } }[] } }).delta)
      .map((delta) => delta.content[0]?.text.value);
    expect(tokens).toEqual(['Hello ', 'there, ', 'friend.']);
    const messages = await json('GET', `/threads/${String(thread.id)}/messages?order=asc`);
    expect(messages).toMatchObject({
      data: [
        { role: 'user', content: [{ text: { value: 'Say hello' } }] },
        {
          role: 'assistant',
          content: [{ text: { value: 'Hello there, friend.' } }],
          assistant_id: 'asst_fake_1',
        },
      ],
    });
    expect(fake.assistantsApi.turnRequests()[0]?.messages[0]).toEqual({
      role: 'system',
      content: 'Answer in one line.',
    });
  });

  it('asks for tool outputs and continues the stream after they are submitted (function call round trip)', async () => {
    const functionTool = {
      type: 'function',
      function: { name: 'lookup_weather', description: 'Weather', parameters: { type: 'object' } },
    };
    await json('POST', '/assistants', { model: 'gpt-4o', tools: [functionTool] });
    const thread = await json('POST', '/threads', {
      messages: [{ role: 'user', content: 'Weather in Oslo?' }],
    });
    const threadId = String(thread.id);
    fake.script(fakeReply.toolCall('lookup_weather', { city: 'Oslo' }), (request) => {
      const output = request.messages.find((message) => message.role === 'tool');
      return `It is ${typeof output?.content === 'string' ? output.content : ''} in Oslo.`;
    });
    const first = sseEvents(
      await (
        await call('POST', `/threads/${threadId}/runs`, { assistant_id: 'asst_fake_1', stream: true })
      ).text(),
    );
    const action = first.find((event) => event.event === 'thread.run.requires_action');
    const run = JSON.parse(action?.data ?? '{}') as {
      id: string;
      required_action: {
        submit_tool_outputs: { tool_calls: { id: string; function: { name: string; arguments: string } }[] };
      };
    };
    const [toolCall] = run.required_action.submit_tool_outputs.tool_calls;
    expect(toolCall?.function).toEqual({ name: 'lookup_weather', arguments: '{"city":"Oslo"}' });
    expect(first.at(-1)?.event).toBe('done');

    const busy = await call('POST', `/threads/${threadId}/messages`, { role: 'user', content: 'and?' });
    expect(busy.status).toBe(400);
    const wrong = await call('POST', `/threads/${threadId}/runs/${run.id}/submit_tool_outputs`, {
      tool_outputs: [{ tool_call_id: 'call_other', output: 'x' }],
    });
    expect(wrong.status).toBe(400);

    const second = sseEvents(
      await (
        await call('POST', `/threads/${threadId}/runs/${run.id}/submit_tool_outputs`, {
          tool_outputs: [{ tool_call_id: toolCall?.id, output: 'sunny' }],
          stream: true,
        })
      ).text(),
    );
    const text = second
      .filter((event) => event.event === 'thread.message.delta')
      .map((event) => (JSON.parse(event.data) as { delta: { content: { text: { value: string } }[] } }).delta)
      .map((delta) => delta.content[0]?.text.value)
      .join('');
    expect(text).toBe('It is sunny in Oslo.');
    expect(second.map((event) => event.event)).toContain('thread.run.completed');
    expect(await json('GET', `/threads/${threadId}/runs/${run.id}`)).toMatchObject({ status: 'completed' });
  });

  it('runs without streaming and reports a scripted provider error as a failed run', async () => {
    await json('POST', '/assistants', { model: 'gpt-4o' });
    const thread = await json('POST', '/threads', { messages: [{ role: 'user', content: 'hi' }] });
    const run = await json('POST', `/threads/${String(thread.id)}/runs`, { assistant_id: 'asst_fake_1' });
    expect(run).toMatchObject({ object: 'thread.run', status: 'completed' });
    await json('POST', `/threads/${String(thread.id)}/messages`, { role: 'user', content: 'again' });
    fake.script(fakeReply.error(429, 'Rate limit reached', { code: 'rate_limit_exceeded' }));
    const failed = await json('POST', `/threads/${String(thread.id)}/runs`, { assistant_id: 'asst_fake_1' });
    expect(failed).toMatchObject({
      status: 'failed',
      last_error: { code: 'rate_limit_exceeded', message: 'Rate limit reached' },
    });
  });

  it('refuses a wrong key with 401', async () => {
    const response = await fetch(flavour.url('/assistants'), {
      headers:
        flavour.name === 'Azure paths'
          ? { 'api-key': 'sk-wrong-key' }
          : { authorization: 'Bearer sk-wrong-key' },
    });
    expect(response.status).toBe(401);
  });
});

describe('fake Azure OpenAI paths', () => {
  it('needs api-version, and serves chat completions under /openai/deployments/{name}', async () => {
    const missing = await fetch(`${fake.azureEndpoint}/openai/assistants`, {
      headers: { 'api-key': 'sk-assistants' },
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: { code: 'missing_api_version' } });
    const chat = await fetch(
      `${fake.azureEndpoint}/openai/deployments/my-gpt/chat/completions?api-version=2024-10-21`,
      {
        method: 'POST',
        headers: { 'api-key': 'sk-assistants', 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'gpt-4o', messages: [{ role: 'user', content: 'ping' }] }),
      },
    );
    expect(await chat.json()).toMatchObject({ choices: [{ message: { content: 'Echo: ping' } }] });
  });
});
