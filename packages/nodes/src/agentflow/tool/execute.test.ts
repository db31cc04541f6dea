import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEchoServer, type EchoServer } from '../test-support/echo-server.ts';
import { fakeCodeRunner, fakeContext, sandboxResult } from '../test-support/fake-context.ts';
import { toolExecutor } from './execute.ts';

let server: EchoServer;
beforeAll(async () => {
  server = await startEchoServer();
});
afterAll(() => server.close());

describe('Tool executor', () => {
  it('runs a custom tool with the mapped arguments typed by its schema', async () => {
    const runner = fakeCodeRunner((_code, parameters) => sandboxResult(Number(parameters.$count) * 2));
    const result = await toolExecutor.execute(
      fakeContext({
        services: { sandbox: runner },
        customTools: [
          {
            id: 't1',
            name: 'doubler',
            description: 'Doubles',
            schema: JSON.stringify([{ property: 'count', type: 'number', description: '', required: true }]),
            func: 'return $count * 2',
          },
        ],
        inputs: {
          toolAgentflowSelectedTool: 'customTool',
          toolAgentflowSelectedToolConfig: { selectedTool: 't1' },
          toolInputArgs: [{ inputArgName: 'count', inputArgValue: '21' }],
          toolUpdateState: [{ key: 'doubled', value: '{{ output }}' }],
        },
      }),
    );
    expect(runner.calls[0]?.parameters.$count).toBe(21);
    expect(result.output.content).toBe('42');
    expect(result.state).toEqual({ doubled: '42' });
    expect(result.usedTools).toEqual([{ tool: 'doubler', toolInput: { count: 21 }, toolOutput: '42' }]);
  });

  it('runs Requests Get through the fetch port with path and query parameters', async () => {
    const result = await toolExecutor.execute(
      fakeContext({
        services: { fetch: (url, init) => fetch(url, init) },
        inputs: {
          toolAgentflowSelectedTool: 'requestsGet',
          toolAgentflowSelectedToolConfig: {
            requestsGetUrl: `${server.url}/users/:id`,
            requestsGetQueryParamsSchema: JSON.stringify({
              id: { type: 'string', in: 'path', required: true },
              limit: { type: 'string', in: 'query' },
            }),
          },
          toolInputArgs: [
            { inputArgName: 'id', inputArgValue: '7' },
            { inputArgName: 'limit', inputArgValue: '5' },
          ],
        },
      }),
    );
    expect(JSON.parse(result.output.content)).toMatchObject({ method: 'GET', url: '/users/7?limit=5' });
  });

  it('runs the calculator', async () => {
    const result = await toolExecutor.execute(
      fakeContext({
        inputs: {
          toolAgentflowSelectedTool: 'calculator',
          toolInputArgs: [{ inputArgName: 'input', inputArgValue: '(2 + 3) * 4 ^ 2' }],
        },
      }),
    );
    expect(result.output.content).toBe('80');
  });

  it('names a tool component that cannot run', async () => {
    const context = fakeContext({ inputs: { toolAgentflowSelectedTool: 'gmail' } });
    await expect(toolExecutor.execute(context)).rejects.toThrow(/"gmail" cannot run here yet/);
  });
});
