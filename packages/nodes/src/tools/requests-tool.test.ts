import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEchoServer, type EchoServer } from '../agentflow/test-support/echo-server.ts';
import { fakeContext } from '../agentflow/test-support/fake-context.ts';
import { paramsOf } from './http-tool.ts';
import { requestUrl } from './requests-tool.ts';
import { buildTool } from './tool-builders.ts';

let server: EchoServer;
beforeAll(async () => {
  server = await startEchoServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
});

const viaFetch = { services: { fetch: (url: string, init?: RequestInit) => fetch(url, init) } };
const idSchema = JSON.stringify({
  id: { type: 'string', in: 'path', required: true },
  limit: { type: 'string', in: 'query' },
});

describe('Requests tools', () => {
  it.each([
    ['http://x.test/events/:id', { id: '7', limit: '2' }, 'http://x.test/events/7?limit=2'],
    ['http://x.test/events/{id}', { id: 'a b' }, 'http://x.test/events/a%20b'],
    ['http://x.test/events/', { id: '9' }, 'http://x.test/events/9'],
    ['http://x.test/events?x=1', { limit: '3' }, 'http://x.test/events?x=1&limit=3'],
  ])('%s with %j → %s', (base, args, url) => {
    expect(requestUrl(base, paramsOf(idSchema, 'test'), args)).toBe(url);
  });

  it('reads the rich-text URL of Flowise templates (Interacting With API)', async () => {
    const tool = await buildTool(
      'requestsDelete',
      {
        requestsDeleteUrl: `<p>${server.url}/events</p>`,
        requestsDeleteName: 'delete_event',
        requestsDeleteQueryParamsSchema: idSchema,
      },
      fakeContext(viaFetch),
    );
    await tool.invoke({ id: '42' });
    expect(server.received[0]).toMatchObject({ method: 'DELETE', url: '/events/42' });
  });

  it('Requests Put sends the body its schema describes', async () => {
    const tool = await buildTool(
      'requestsPut',
      {
        requestsPutUrl: `${server.url}/events`,
        requestsPutBodySchema: JSON.stringify({ name: { type: 'string', required: true } }),
      },
      fakeContext(viaFetch),
    );
    await tool.invoke({ name: 'Party' });
    expect(server.received[0]?.method).toBe('PUT');
    expect(JSON.parse(server.received[0]?.body ?? '')).toEqual({ name: 'Party' });
  });

  it('refuses headers that are not a JSON object', async () => {
    await expect(
      buildTool('requestsGet', { requestsGetUrl: server.url, requestsGetHeaders: 'Bearer x' }, fakeContext()),
    ).rejects.toThrow(/headers must be a JSON object/);
  });
});
