import { createServer, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedFetch } from './guarded-fetch.adapter.ts';
import { OutboundPolicy } from '../net/outbound-policy.ts';

let server: Server;
let base = '';
const open = new Set<ServerResponse>();

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/events') {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('event: endpoint\ndata: /messages\n\n');
      open.add(response);
      response.on('close', () => open.delete(response));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/plain' }).end('plain');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  for (const response of open) response.end();
  await new Promise((resolve) => server.close(resolve));
});

const guarded = (allowList: string[]) =>
  createGuardedFetch({
    policy: new OutboundPolicy({
      platform: 'open source',
      denyList: [],
      allowList,
      adminAllowList: () => [],
    }).for('http-node'),
    timeoutMs: 5_000,
    maxResponseBytes: 1_000,
  });

describe('createGuardedFetch', () => {
  it('passes an event stream on as it comes, and stops it with the signal', async () => {
    const controller = new AbortController();
    const response = await guarded(['127.0.0.1'])(`${base}/events`, {
      headers: { accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body?.getReader();
    const first = await reader?.read();
    expect(new TextDecoder().decode(first?.value)).toBe('event: endpoint\ndata: /messages\n\n');
    controller.abort();
    await expect.poll(() => open.size).toBe(0);
  });

  it('still checks the address of a stream, and reads other answers whole', async () => {
    await expect(guarded([])(`${base}/events`, { headers: { accept: 'text/event-stream' } })).rejects.toThrow(
      'Refused',
    );
    const plain = await guarded(['127.0.0.1'])(`${base}/plain`);
    expect(await plain.text()).toBe('plain');
  });
});
