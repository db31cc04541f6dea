import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowInvoker } from '../../runtime/node-executor.ts';
import { startEchoServer, type EchoServer } from '../test-support/echo-server.ts';
import { fakeContext } from '../test-support/fake-context.ts';
import { executeFlowExecutor } from './execute.ts';

let server: EchoServer;
beforeAll(async () => {
  server = await startEchoServer();
});
afterAll(() => server.close());

describe('Execute Flow executor', () => {
  it('runs the flow in-process with the input, session and override config', async () => {
    const calls: Parameters<FlowInvoker['invoke']>[0][] = [];
    const flows: FlowInvoker = {
      invoke: (request) => {
        calls.push(request);
        return Promise.resolve({ text: 'child answer' });
      },
    };
    const result = await executeFlowExecutor.execute(
      fakeContext({
        flows,
        inputs: {
          executeFlowSelectedFlow: 'child-flow',
          executeFlowInput: 'do it',
          executeFlowOverrideConfig: '{"temperature": 0}',
          executeFlowReturnResponseAs: 'assistantMessage',
          executeFlowUpdateState: [{ key: 'child', value: '{{ output }}' }],
        },
      }),
    );
    expect(calls[0]).toMatchObject({
      flowId: 'child-flow',
      question: 'do it',
      sessionId: 'session-1',
      overrideConfig: { temperature: 0 },
    });
    expect(result.output.content).toBe('child answer');
    expect(result.state).toEqual({ child: 'child answer' });
    expect(result.chatHistory?.[0]?.role).toBe('assistant');
  });

  it('posts to a remote prediction API with the API key when a base URL is set', async () => {
    const result = await executeFlowExecutor.execute(
      fakeContext({
        credentialId: 'cred-1',
        services: {
          fetch: (url, init) => fetch(url, init),
          credentials: { read: () => Promise.resolve({ chatflowApiKey: 'secret-key' }) },
        },
        inputs: {
          executeFlowSelectedFlow: 'remote-id',
          executeFlowInput: 'hi',
          executeFlowBaseURL: server.url,
        },
      }),
    );
    const request = server.received.at(-1);
    expect(request?.url).toBe('/api/v1/prediction/remote-id');
    expect(request?.headers.authorization).toBe('Bearer secret-key');
    expect(JSON.parse(request?.body ?? '')).toMatchObject({
      question: 'hi',
      overrideConfig: { sessionId: 'session-1' },
    });
    // The echo server answers JSON without `text`: the content is empty text, not an error.
    expect(result.output.content).toBe('');
  });

  it('refuses to run the flow it is part of', async () => {
    const context = fakeContext({ inputs: { executeFlowSelectedFlow: 'flow-1' } });
    await expect(executeFlowExecutor.execute(context)).rejects.toThrow(/cannot run itself/);
  });
});
