import { fakeReply, startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAssistantsApiClient } from './assistants-api.client.ts';
import type { AssistantsApiTarget } from '../../runtime/node-executor.ts';
import type { AssistantsApiClient } from './assistants-api.types.ts';

let fake: FakeOpenAI;

beforeAll(async () => {
  fake = await startFakeOpenAI({ apiKey: 'sk-assistant-key' });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
});

const details = {
  name: 'Trip planner',
  description: 'Plans trips',
  model: 'gpt-4o',
  instructions: 'Plan short trips.',
  tools: ['code_interpreter' as const, 'function' as const],
};

const TARGETS: { name: string; target: () => AssistantsApiTarget }[] = [
  { name: 'OpenAI', target: () => ({ kind: 'openai', apiKey: 'sk-assistant-key', baseURL: fake.url }) },
  {
    name: 'Azure OpenAI',
    target: () => ({
      kind: 'azure',
      apiKey: 'sk-assistant-key',
      endpoint: fake.azureEndpoint,
      apiVersion: '2024-05-01-preview',
    }),
  },
];

describe.each(TARGETS)('Assistants API client ($name) against the fake', ({ name, target }) => {
  let client: AssistantsApiClient;
  beforeEach(() => {
    client = createAssistantsApiClient(target());
  });

  it('creates, reads, updates, lists and deletes an assistant', async () => {
    const created = await client.createAssistant(details);
    expect(created).toMatchObject({ id: 'asst_fake_1', name: 'Trip planner', model: 'gpt-4o' });
    // Function tools are given per run (the node's connected tools); the stored assistant keeps the others.
    expect(fake.assistantsApi.assistants()[0]?.tools).toEqual([{ type: 'code_interpreter' }]);
    await client.updateAssistant(created.id, { ...details, name: 'Weekend planner', temperature: 0.3 });
    expect(await client.getAssistant(created.id)).toMatchObject({
      name: 'Weekend planner',
      temperature: 0.3,
    });
    expect((await client.listAssistants()).map((assistant) => assistant.id)).toEqual(['asst_fake_1']);
    expect(await client.deleteAssistant(created.id)).toMatchObject({ deleted: true });
    expect(fake.assistantsApi.assistants()).toEqual([]);
  });

  it('uploads a file, makes a vector store of it, lists and deletes both', async () => {
    const file = await client.uploadFile({
      name: 'notes.txt',
      bytes: new TextEncoder().encode('Paris has museums.'),
      purpose: 'assistants',
    });
    expect(file).toMatchObject({ id: 'file-fake-1', filename: 'notes.txt', bytes: 18 });
    expect(fake.assistantsApi.files()[0]?.content).toBe('Paris has museums.');
    expect((await client.listFiles()).map((item) => item.id)).toEqual(['file-fake-1']);
    const store = await client.createVectorStore({ name: 'Notes', fileIds: [file.id] });
    expect(store).toMatchObject({ name: 'Notes', file_counts: { total: 1 } });
    expect(await client.getVectorStore(store.id)).toMatchObject({ id: store.id });
    expect((await client.listVectorStores()).map((item) => item.id)).toEqual([store.id]);
    await client.deleteVectorStore(store.id);
    await client.deleteFile(file.id);
    expect(await client.listFiles()).toEqual([]);
  });

  it('streams a run’s tokens in order and keeps the conversation in one thread', async () => {
    const { id } = await client.createAssistant(details);
    fake.script('Start in Lisbon, then Porto.', 'Porto has the best port wine.');
    const tokens: string[] = [];
    const first = await client.runThread({
      assistantId: id,
      message: 'Plan a trip',
      onToken: (token) => tokens.push(token),
    });
    expect(tokens).toEqual(['Start ', 'in ', 'Lisbon, ', 'then ', 'Porto.']);
    expect(first).toMatchObject({ text: 'Start in Lisbon, then Porto.', usedTools: [], fileAnnotations: [] });
    const second = await client.runThread({
      threadId: first.threadId,
      assistantId: id,
      message: 'Why Porto?',
    });
    expect(second.threadId).toBe(first.threadId);
    expect(second.text).toBe('Porto has the best port wine.');
    expect(fake.assistantsApi.threadMessages(first.threadId).map((message) => message.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
  });

  it('runs function calls through onToolCall and submits their outputs (usedTools reported)', async () => {
    const { id } = await client.createAssistant(details);
    fake.script(fakeReply.toolCall('get_weather', { city: 'Lisbon' }), (request) => {
      const output = request.messages.find((message) => message.role === 'tool')?.content;
      return `Weather: ${typeof output === 'string' ? output : '?'}`;
    });
    const calls: unknown[] = [];
    const result = await client.runThread({
      assistantId: id,
      message: 'Weather?',
      functions: [
        {
          name: 'get_weather',
          description: 'Weather of a city',
          parameters: { type: 'object', properties: { city: { type: 'string' } } },
        },
      ],
      onToolCall: (call) => {
        calls.push(call);
        return Promise.resolve('sunny, 24°C');
      },
    });
    expect(calls).toEqual([{ id: 'call_fake_1', name: 'get_weather', arguments: { city: 'Lisbon' } }]);
    expect(result.text).toBe('Weather: sunny, 24°C');
    expect(result.usedTools).toEqual([
      { tool: 'get_weather', toolInput: { city: 'Lisbon' }, toolOutput: 'sunny, 24°C' },
    ]);
    // The run had the assistant's own tools plus the function.
    const tools = fake.assistantsApi.runs()[0]?.tools.map((tool) => tool.function?.name ?? tool.type);
    expect(tools).toEqual(['code_interpreter', 'get_weather']);
  });

  it('reports file annotations with the cited file’s name', async () => {
    const file = await client.uploadFile({
      name: 'guide.pdf',
      bytes: new Uint8Array([1, 2]),
      purpose: 'assistants',
    });
    const { id } = await client.createAssistant(details);
    fake.script(
      fakeReply.text('Visit Belém【4:0†source】.', {
        annotations: [{ type: 'file_citation', text: '【4:0†source】', fileId: file.id }],
      }),
    );
    const result = await client.runThread({ assistantId: id, message: 'Where?' });
    expect(result.fileAnnotations).toEqual([
      {
        type: 'file_citation',
        text: '【4:0†source】',
        fileId: file.id,
        fileName: 'guide.pdf',
        startIndex: 11,
        endIndex: 23,
      },
    ]);
  });

  it('says what went wrong: 404 for an unknown assistant, a failed run’s reason', async () => {
    await expect(client.getAssistant('asst_missing')).rejects.toThrow(
      `${name} answered 404: No assistant found with id 'asst_missing'.`,
    );
    await expect(client.runThread({ assistantId: 'asst_missing', message: 'hi' })).rejects.toMatchObject({
      status: 404,
    });
    const { id } = await client.createAssistant(details);
    fake.script(fakeReply.error(429, 'You exceeded your quota', { code: 'rate_limit_exceeded' }));
    await expect(client.runThread({ assistantId: id, message: 'hi' })).rejects.toThrow(
      "The assistant's run failed: You exceeded your quota (rate_limit_exceeded)",
    );
  });
});

describe('Assistants API client errors', () => {
  it('names the provider and status when the key is refused', async () => {
    const client = createAssistantsApiClient({ kind: 'openai', apiKey: 'sk-wrong-key', baseURL: fake.url });
    const failure = client.listAssistants();
    await expect(failure).rejects.toThrow(/^OpenAI answered 401: Incorrect API key provided/);
    await expect(failure).rejects.toMatchObject({ status: 401 });
  });

  it('says when the provider cannot be reached', async () => {
    const client = createAssistantsApiClient({
      kind: 'openai',
      apiKey: 'sk',
      baseURL: 'http://127.0.0.1:9/v1',
    });
    await expect(client.listAssistants()).rejects.toThrow(
      /^OpenAI could not be reached: (ECONNREFUSED|fetch failed)/,
    );
  });

  it('uses the given fetch', async () => {
    const seen: string[] = [];
    const client = createAssistantsApiClient(
      { kind: 'openai', apiKey: 'sk-assistant-key', baseURL: fake.url },
      {
        fetch: (input, init) => {
          seen.push(input instanceof Request ? input.url : input.toString());
          return fetch(input, init);
        },
      },
    );
    await client.listAssistants();
    expect(seen).toEqual([`${fake.url}/assistants?limit=100`]);
  });
});
