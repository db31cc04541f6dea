import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeReply, startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import type { CustomToolRecord, HumanInputAction } from '../../runtime/node-executor.ts';
import { fakeCodeRunner, fakeContext, fakeOpenAIModel, sandboxResult } from '../test-support/fake-context.ts';
import { toolName } from '../../tools/tool-builder.ts';
import { agentExecutor } from './execute.ts';

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
});

const weatherTool: CustomToolRecord = {
  id: 'tool-1',
  name: 'get_weather',
  description: 'Weather of a city',
  schema: JSON.stringify([{ property: 'city', type: 'string', description: 'City', required: true }]),
  func: 'return `Sunny in ${$city}`;',
};

function agentInputs(requiresHumanInput = false): Record<string, unknown> {
  return {
    agentModel: 'chatOpenAI',
    agentMessages: [{ role: 'system', content: 'You help with weather.' }],
    agentTools: [
      {
        agentSelectedTool: 'customTool',
        agentSelectedToolConfig: { selectedTool: 'tool-1' },
        agentSelectedToolRequiresHumanInput: requiresHumanInput,
      },
    ],
  };
}

const sandbox = () =>
  fakeCodeRunner((_code, parameters) => sandboxResult(`Sunny in ${String(parameters.$city)}`));

describe('Agent executor', () => {
  it('calls a custom tool in the sandbox, feeds the result back and answers', async () => {
    fake.script(
      fakeReply.toolCall('get_weather', { city: 'Paris' }, { id: 'call_1' }),
      'It is sunny in Paris.',
    );
    const runner = sandbox();
    const context = fakeContext({
      model: fakeOpenAIModel(fake.url),
      customTools: [weatherTool],
      services: { sandbox: runner },
      inputs: agentInputs(),
      question: 'Weather in Paris?',
      streamsToClient: true,
      vars: { region: 'eu' },
    });
    const result = await agentExecutor.execute(context);
    expect(result.output.content).toBe('It is sunny in Paris.');
    expect(result.usedTools).toEqual([
      { tool: 'get_weather', toolInput: { city: 'Paris' }, toolOutput: 'Sunny in Paris' },
    ]);
    expect(runner.calls[0]?.code).toBe(weatherTool.func);
    expect(runner.calls[0]?.parameters).toMatchObject({
      $city: 'Paris',
      $vars: { region: 'eu' },
      $flow: { sessionId: 'session-1', chatId: 'chat-1', chatflowId: 'flow-1', input: 'Weather in Paris?' },
    });
    const second = fake.chatRequests()[1];
    expect(second?.messages.at(-1)).toMatchObject({
      role: 'tool',
      content: 'Sunny in Paris',
      tool_call_id: 'call_1',
    });
    expect(fake.chatRequests()[0]?.tools?.[0]).toMatchObject({ function: { name: 'get_weather' } });
    expect(context.emissions.some((emission) => emission.type === 'usedTools')).toBe(true);
    expect(result.usage?.totalTokens).toBeGreaterThan(0);
  });

  it('stops after the maximum number of tool rounds and asks for a final answer', async () => {
    fake.script(
      fakeReply.toolCall('get_weather', { city: 'A' }),
      fakeReply.toolCall('get_weather', { city: 'B' }),
      'Final after limit.',
    );
    const context = fakeContext({
      model: fakeOpenAIModel(fake.url),
      customTools: [weatherTool],
      services: { sandbox: sandbox() },
      inputs: { ...agentInputs(), agentMaxIterations: 2 },
    });
    const result = await agentExecutor.execute(context);
    expect(result.usedTools?.map((tool) => tool.toolInput)).toEqual([{ city: 'A' }, { city: 'B' }]);
    expect(result.output.content).toBe('Final after limit.');
    expect(fake.chatRequests()[2]?.tools).toBeUndefined();
  });

  it('pauses before a tool that needs approval, then runs it when the person proceeds', async () => {
    fake.script(fakeReply.toolCall('get_weather', { city: 'Rome' }, { id: 'call_9' }));
    const runner = sandbox();
    const first = fakeContext({
      model: fakeOpenAIModel(fake.url),
      customTools: [weatherTool],
      services: { sandbox: runner },
      inputs: agentInputs(true),
    });
    const paused = await agentExecutor.execute(first);
    const action: HumanInputAction | undefined = paused.pause?.action;
    expect(action?.mapping).toMatchObject({ approve: 'Proceed', reject: 'Reject' });
    expect(action?.elements).toEqual([
      { type: 'agentflowv2-approve-button', label: 'Proceed' },
      { type: 'agentflowv2-reject-button', label: 'Reject' },
    ]);
    expect(action?.data.pendingToolCalls).toEqual([
      { id: 'call_9', name: 'get_weather', args: { city: 'Rome' } },
    ]);
    expect(runner.calls).toHaveLength(0);

    fake.script('Rome is sunny.');
    const resumed = await agentExecutor.execute(
      fakeContext({
        model: fakeOpenAIModel(fake.url),
        customTools: [weatherTool],
        services: { sandbox: runner },
        inputs: agentInputs(true),
        humanInput: { type: 'proceed', startNodeId: 'node_0' },
        resumeAction: action,
      }),
    );
    expect(runner.calls).toHaveLength(1);
    expect(resumed.output.content).toBe('Rome is sunny.');
    expect(fake.chatRequests()).toHaveLength(2);
    expect(fake.chatRequests()[1]?.messages.at(-1)).toMatchObject({ role: 'tool', content: 'Sunny in Rome' });
  });

  it('tells the model the user refused when the person rejects, without running the tool', async () => {
    fake.script(
      fakeReply.toolCall('get_weather', { city: 'Oslo' }, { id: 'call_2' }),
      'Okay, I will not check.',
    );
    const runner = sandbox();
    const result = await agentExecutor.execute(
      fakeContext({
        model: fakeOpenAIModel(fake.url),
        customTools: [weatherTool],
        services: { sandbox: runner },
        inputs: agentInputs(true),
        humanInput: { type: 'reject', startNodeId: 'node_0', feedback: 'not now' },
      }),
    );
    expect(runner.calls).toHaveLength(0);
    expect(result.output.content).toBe('Okay, I will not check.');
    const toolMessage = fake.chatRequests()[1]?.messages.at(-1);
    expect(toolMessage?.role).toBe('tool');
    expect(JSON.stringify(toolMessage?.content)).toContain('refused');
    expect(JSON.stringify(toolMessage?.content)).toContain('not now');
  });

  it('reports a tool error to the model instead of failing the run', async () => {
    fake.script(fakeReply.toolCall('get_weather', { city: 'X' }), 'Sorry, the tool failed.');
    const runner = fakeCodeRunner(() => ({
      ok: false,
      error: { kind: 'runtime', message: 'boom', line: 3 },
      logs: [],
      durationMs: 1,
    }));
    const result = await agentExecutor.execute(
      fakeContext({
        model: fakeOpenAIModel(fake.url),
        customTools: [weatherTool],
        services: { sandbox: runner },
        inputs: agentInputs(),
      }),
    );
    expect(result.usedTools?.[0]?.error).toContain('line 3: boom');
    expect(result.output.content).toBe('Sorry, the tool failed.');
  });

  it('refuses document-store knowledge when the run has no document retrieval', async () => {
    const context = fakeContext({
      model: fakeOpenAIModel(fake.url),
      inputs: { agentModel: 'chatOpenAI', agentKnowledgeDocumentStores: [{ documentStore: 'id-1:Docs' }] },
    });
    await expect(agentExecutor.execute(context)).rejects.toThrow(/Document store retrieval is not available/);
  });

  it('searches its document-store knowledge and answers with the source documents', async () => {
    const searched: string[] = [];
    fake.script(
      fakeReply.toolCall(toolName('Docs', 'document_store'), { input: 'refunds' }),
      'Fourteen days.',
    );
    const result = await agentExecutor.execute(
      fakeContext({
        model: fakeOpenAIModel(fake.url),
        services: {
          retriever: {
            retrieve: ({ storeId, query }) => {
              searched.push(`${storeId}:${query}`);
              return Promise.resolve([
                { pageContent: 'Refunds take 14 days.', metadata: { source: 'policy.txt' } },
              ]);
            },
          },
        },
        inputs: {
          agentModel: 'chatOpenAI',
          agentKnowledgeDocumentStores: [{ documentStore: 'id-1:Docs', returnSourceDocuments: true }],
        },
      }),
    );
    expect(searched).toEqual(['id-1:refunds']);
    expect(result.output.content).toBe('Fourteen days.');
    expect(result.sourceDocuments).toEqual([
      { pageContent: 'Refunds take 14 days.', metadata: { source: 'policy.txt' } },
    ]);
  });

  it('names a missing custom tool', async () => {
    const context = fakeContext({ model: fakeOpenAIModel(fake.url), inputs: agentInputs() });
    await expect(agentExecutor.execute(context)).rejects.toThrow(/tool-1 does not exist/);
  });
  it('answers without tools like an LLM, and gives a structured output when asked', async () => {
    fake.script('Plain answer.', '{"city": "Paris", "sunny": true}');
    const plain = await agentExecutor.execute(
      fakeContext({ model: fakeOpenAIModel(fake.url), inputs: { agentModel: 'chatOpenAI' }, question: 'Hi' }),
    );
    expect(plain.output.content).toBe('Plain answer.');
    expect(fake.chatRequests()[0]?.tools).toBeUndefined();

    const structured = await agentExecutor.execute(
      fakeContext({
        model: fakeOpenAIModel(fake.url),
        inputs: {
          agentModel: 'chatOpenAI',
          agentStructuredOutput: [
            { key: 'city', type: 'string' },
            { key: 'sunny', type: 'boolean' },
          ],
          agentUpdateState: [{ key: 'city', value: '{{ output.city }}' }],
        },
      }),
    );
    expect(structured.output.structuredOutput).toEqual({ city: 'Paris', sunny: true });
    expect(structured.state).toEqual({ city: 'Paris' });
  });
});
