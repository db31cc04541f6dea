import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowInvoker } from '../runtime/node-executor.ts';
import { startEchoServer, type EchoServer } from '../agentflow/test-support/echo-server.ts';
import { fakeContext } from '../agentflow/test-support/fake-context.ts';
import { buildTool } from './tool-builders.ts';

let server: EchoServer;
beforeAll(async () => {
  server = await startEchoServer();
});
afterAll(() => server.close());

const viaFetch = { fetch: (url: string, init?: RequestInit) => fetch(url, init) };

describe('tool builders', () => {
  it('Requests Post sends the arguments of its body schema as JSON', async () => {
    const tool = await buildTool(
      'requestsPost',
      {
        requestsPostUrl: `${server.url}/orders`,
        requestsPostName: 'Create Order',
        requestsPostHeaders: '{"X-Shop": "1"}',
        requestsPostBodySchema: JSON.stringify({ item: { type: 'string', required: true } }),
      },
      fakeContext({ services: viaFetch }),
    );
    expect(tool.name).toBe('create_order');
    const output: unknown = await tool.invoke({ item: 'book' });
    expect(JSON.parse(String(output))).toMatchObject({ method: 'POST', url: '/orders' });
    const request = server.received.at(-1);
    expect(JSON.parse(request?.body ?? '')).toEqual({ item: 'book' });
    expect(request?.headers['x-shop']).toBe('1');
  });

  it('Requests Get cuts long answers at the max output length and reports error statuses', async () => {
    const tool = await buildTool(
      'requestsGet',
      { requestsGetUrl: `${server.url}/text`, requestsGetMaxOutputLength: '5' },
      fakeContext({ services: viaFetch }),
    );
    expect(await tool.invoke({})).toBe('plain');
    const failing = await buildTool(
      'requestsGet',
      { requestsGetUrl: `${server.url}/status/500` },
      fakeContext({ services: viaFetch }),
    );
    await expect(failing.invoke({})).rejects.toThrow(/answered 500/);
  });

  it('Chatflow Tool runs the chosen flow in-process in the same session', async () => {
    const calls: Parameters<FlowInvoker['invoke']>[0][] = [];
    const flows: FlowInvoker = {
      invoke: (request) => {
        calls.push(request);
        return Promise.resolve({ text: `answer to ${request.question}` });
      },
    };
    const tool = await buildTool(
      'ChatflowTool',
      { selectedChatflow: 'other-flow', name: 'Ask Docs', description: 'Answers from the docs' },
      fakeContext({ flows }),
    );
    expect(tool.name).toBe('ask_docs');
    expect(await tool.invoke({ input: 'refunds?' })).toBe('answer to refunds?');
    expect(calls[0]).toMatchObject({ flowId: 'other-flow', question: 'refunds?', sessionId: 'session-1' });
  });

  it('Agent as Tool calls a remote server with its API key when a base URL is set', async () => {
    const tool = await buildTool(
      'agentAsTool',
      { selectedAgentflow: 'remote-agent', baseURL: server.url, FLOWISE_CREDENTIAL_ID: 'cred-1' },
      fakeContext({
        services: { ...viaFetch, credentials: { read: () => Promise.resolve({ agentflowApiKey: 'k-9' }) } },
      }),
    );
    await tool.invoke({ input: 'go' });
    const request = server.received.at(-1);
    expect(request?.url).toBe('/api/v1/prediction/remote-agent');
    expect(request?.headers.authorization).toBe('Bearer k-9');
  });

  it('a flow cannot call itself as a tool', async () => {
    await expect(buildTool('ChatflowTool', { selectedChatflow: 'flow-1' }, fakeContext())).rejects.toThrow(
      /cannot call itself/,
    );
  });

  it('current date time answers with today in ISO form', async () => {
    const tool = await buildTool('currentDateTime', {}, fakeContext());
    expect(String(await tool.invoke({}))).toContain(new Date().toISOString().slice(0, 10));
  });
});
