import { Document } from '@langchain/core/documents';
import { BaseRetriever } from '@langchain/core/retrievers';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEchoServer, type EchoServer } from '../../agentflow/test-support/echo-server.ts';
import { llmChainComponent } from '../../chains/runtime/llm-chain.component.ts';
import { promptTemplateComponent } from '../../prompts/runtime/prompt-template.component.ts';
import { findChatflowComponent } from '../../runtime/chatflow-component-registry.ts';
import type { RuntimeServices, WorkspaceFiles } from '../../runtime/node-executor.ts';
import {
  fakeChatModel,
  initContext,
  memoryOf,
  runComponent,
  testServices,
  tokensOf,
} from '../test-support/chatflow-harness.ts';
import { toolAgentComponent } from './tool-agent.component.ts';

let fake: FakeOpenAI;
let echo: EchoServer;
beforeAll(async () => {
  fake = await startFakeOpenAI({ apiKey: 'sk-test-key' });
  echo = await startEchoServer();
});
afterAll(async () => {
  await fake.close();
  await echo.close();
});
beforeEach(() => {
  fake.reset();
});

async function tool(name: string, inputs: Record<string, unknown>, services?: RuntimeServices) {
  const component = findChatflowComponent(name);
  if (!component) throw new Error(`${name} is not registered`);
  return component.init(initContext(inputs, services ? { services } : {}));
}

function callThen(name: string, args: Record<string, unknown>, answer: string) {
  fake.script({ type: 'tool_calls', toolCalls: [{ name, arguments: args }] }, answer);
}

describe('toolAgent', () => {
  it('calls the calculator, streams the final answer and reports the used tool, with memory', async () => {
    callThen('calculator', { input: '6 * 7' }, 'The answer is 42.');
    const { answer, emitted } = await runComponent(
      toolAgentComponent,
      {
        model: await fakeChatModel(fake),
        tools: [await tool('calculator', {})],
        memory: memoryOf([
          { role: 'user', content: 'I am Ada.' },
          { role: 'assistant', content: 'Hello Ada.' },
        ]),
      },
      { question: 'What is 6 times 7?' },
    );
    expect(answer.text).toBe('The answer is 42.');
    expect(answer.usedTools).toEqual([
      { tool: 'calculator', toolInput: { input: '6 * 7' }, toolOutput: '42' },
    ]);
    expect(answer.usage?.totalTokens).toBeGreaterThan(0);
    expect(tokensOf(emitted)).toBe('The answer is 42.');
    const [first, second] = fake.chatRequests();
    expect(first?.messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(JSON.stringify(first?.tools)).toContain('"name":"calculator"');
    expect(second?.messages.at(-1)).toMatchObject({ role: 'tool', content: '42' });
  });

  it('gives a tool error to the model and records it, then answers', async () => {
    callThen('calculator', { input: '2 +' }, 'That expression is incomplete.');
    const { answer } = await runComponent(toolAgentComponent, {
      model: await fakeChatModel(fake),
      tools: [await tool('calculator', {})],
    });
    expect(answer.text).toBe('That expression is incomplete.');
    expect(answer.usedTools?.[0]?.error).toBeTruthy();
    expect(fake.chatRequests()[1]?.messages.at(-1)?.content).toMatch(/^Error: /);
  });

  it('stops after Max Iterations', async () => {
    for (let turn = 0; turn < 3; turn += 1)
      fake.script({ type: 'tool_calls', toolCalls: [{ name: 'current_date_time', arguments: {} }] });
    const { answer } = await runComponent(toolAgentComponent, {
      model: await fakeChatModel(fake),
      tools: [await tool('currentDateTime', {})],
      maxIterations: '2',
    });
    expect(answer.text).toBe('Agent stopped due to max iterations.');
    expect(answer.usedTools).toHaveLength(2);
    expect(String(answer.usedTools?.[0]?.toolOutput)).toContain(String(new Date().getUTCFullYear()));
  });

  it('refuses a Max Iterations that is not a whole number', async () => {
    await expect(
      toolAgentComponent.init(initContext({ model: await fakeChatModel(fake), maxIterations: 'many' })),
    ).rejects.toThrow('Max Iterations must be a whole number');
  });
});

describe('tools in a Tool Agent', () => {
  it('Requests Get goes through the guarded fetch', async () => {
    const fetched: string[] = [];
    const services = testServices({
      fetch: (url, init) => {
        fetched.push(url);
        return fetch(url, init);
      },
    });
    callThen('requests_get', {}, 'Fetched.');
    const { answer } = await runComponent(
      toolAgentComponent,
      {
        model: await fakeChatModel(fake),
        tools: [await tool('requestsGet', { requestsGetUrl: `${echo.url}/text` }, services)],
      },
      { services },
    );
    expect(answer.text).toBe('Fetched.');
    expect(fetched).toEqual([`${echo.url}/text`]);
    expect(answer.usedTools?.[0]?.tool).toBe('requests_get');
  });

  it('Requests Post sends the model body through the guarded fetch', async () => {
    const fetched: string[] = [];
    const services = testServices({
      fetch: (url, init) => {
        fetched.push(url);
        return fetch(url, init);
      },
    });
    callThen('requests_post', { body: { item: 'book' } }, 'Ordered.');
    const { answer } = await runComponent(
      toolAgentComponent,
      {
        model: await fakeChatModel(fake),
        tools: [await tool('requestsPost', { requestsPostUrl: `${echo.url}/orders` }, services)],
      },
      { services },
    );
    expect(answer.text).toBe('Ordered.');
    expect(fetched).toEqual([`${echo.url}/orders`]);
    expect(JSON.parse(echo.received.at(-1)?.body ?? '')).toEqual({ item: 'book' });
  });

  it('Custom Tool runs the workspace tool in the sandbox with its arguments', async () => {
    const services = testServices({
      customTools: {
        get: (id) =>
          Promise.resolve(
            id === 'tool-1'
              ? {
                  id,
                  name: 'Get Weather',
                  description: 'Weather of a city',
                  schema: JSON.stringify([
                    { property: 'city', type: 'string', description: '', required: true },
                  ]),
                  func: 'return `sunny in ${$city}`;',
                }
              : undefined,
          ),
      },
      sandbox: {
        run: ({ parameters }) =>
          Promise.resolve({
            ok: true,
            result: `sunny in ${String(parameters.$city)}`,
            logs: [],
            durationMs: 1,
          }),
      },
    });
    callThen('get_weather', { city: 'Paris' }, 'It is sunny in Paris.');
    const { answer } = await runComponent(
      toolAgentComponent,
      {
        model: await fakeChatModel(fake),
        tools: [await tool('customTool', { selectedTool: 'tool-1' }, services)],
      },
      { services },
    );
    expect(answer.usedTools).toEqual([
      { tool: 'get_weather', toolInput: { city: 'Paris' }, toolOutput: 'sunny in Paris' },
    ]);
  });

  it('Chain Tool asks the connected chain', async () => {
    const prompt = await promptTemplateComponent.init(initContext({ template: 'Summarise: {text}' }));
    const chain = await llmChainComponent.init(initContext({ model: await fakeChatModel(fake), prompt }));
    const chainTool = await tool('chainTool', {
      name: 'summariser',
      description: 'Summarises text',
      baseChain: chain,
    });
    fake.script(
      { type: 'tool_calls', toolCalls: [{ name: 'summariser', arguments: { input: 'a long story' } }] },
      'A short story.',
      'The summary is: a short story.',
    );
    const { answer } = await runComponent(toolAgentComponent, {
      model: await fakeChatModel(fake),
      tools: [chainTool],
    });
    expect(answer.text).toBe('The summary is: a short story.');
    expect(answer.usedTools?.[0]?.toolOutput).toBe('A short story.');
    expect(fake.chatRequests()[1]?.messages).toEqual([{ role: 'user', content: 'Summarise: a long story' }]);
  });

  it('Retriever Tool searches the retriever and reports its source documents', async () => {
    class ListRetriever extends BaseRetriever {
      override lc_namespace = ['test'];
      queries: string[] = [];
      override _getRelevantDocuments(query: string) {
        this.queries.push(query);
        return Promise.resolve([
          new Document({ pageContent: 'Revenue was 10M.', metadata: { source: 'a.pdf' } }),
        ]);
      }
    }
    const retriever = new ListRetriever();
    const retrieverTool = await tool('retrieverTool', {
      name: 'search_reports',
      description: 'Searches the reports',
      retriever,
      returnSourceDocuments: true,
    });
    callThen('search_reports', { input: 'revenue' }, 'Revenue was 10M.');
    const { answer } = await runComponent(toolAgentComponent, {
      model: await fakeChatModel(fake),
      tools: [retrieverTool],
    });
    expect(retriever.queries).toEqual(['revenue']);
    expect(answer.usedTools?.[0]?.toolOutput).toBe('Revenue was 10M.');
    expect(answer.sourceDocuments).toEqual([
      { pageContent: 'Revenue was 10M.', metadata: { source: 'a.pdf' } },
    ]);
  });

  it('Read File and Write File use the workspace storage and refuse names that leave it', async () => {
    const stored = new Map<string, string>();
    const files: WorkspaceFiles = {
      read: (name) => {
        const text = stored.get(name);
        return text === undefined
          ? Promise.reject(new Error(`${name} does not exist`))
          : Promise.resolve(text);
      },
      write: (name, content) => {
        stored.set(name, content);
        return Promise.resolve();
      },
    };
    const services = testServices({ files });
    fake.script(
      {
        type: 'tool_calls',
        toolCalls: [{ name: 'write_file', arguments: { file_path: 'todo.txt', text: 'milk' } }],
      },
      {
        type: 'tool_calls',
        toolCalls: [{ name: 'read_file', arguments: { file_path: '../../etc/passwd' } }],
      },
      { type: 'tool_calls', toolCalls: [{ name: 'read_file', arguments: { file_path: 'todo.txt' } }] },
      'Your list says milk.',
    );
    const { answer } = await runComponent(
      toolAgentComponent,
      {
        model: await fakeChatModel(fake),
        tools: [
          await tool('writeFile', { basePath: 'notes' }, services),
          await tool('readFile', { basePath: 'notes' }, services),
        ],
      },
      { services },
    );
    expect(stored).toEqual(new Map([['notes/todo.txt', 'milk']]));
    expect(answer.usedTools?.[1]?.error).toContain('leaves the workspace');
    expect(answer.usedTools?.[2]?.toolOutput).toBe('milk');
    expect(answer.text).toBe('Your list says milk.');
  });

  it('Read File says so when the server has no file storage', async () => {
    await expect(tool('readFile', {})).rejects.toThrow('offers no workspace file storage');
  });
});
