import {
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directReplyFlow, parseFrames, saveFlow } from '../test-support/agentflow-test-flows.ts';
import { flowPermitsOrigin } from './cors.ts';

const SHOP = 'https://shop.example.com';
const ADMIN_SITE = 'https://admin.example.org';

describe('flowPermitsOrigin', () => {
  it('permits every origin without a list, with an empty list or an empty first entry', () => {
    expect(flowPermitsOrigin(null, SHOP)).toBe(true);
    expect(flowPermitsOrigin('{}', SHOP)).toBe(true);
    expect(flowPermitsOrigin('{"allowedOrigins":[]}', SHOP)).toBe(true);
    expect(flowPermitsOrigin('{"allowedOrigins":[""]}', SHOP)).toBe(true);
  });

  it('compares hosts (port included), not paths', () => {
    const config = JSON.stringify({ allowedOrigins: ['https://shop.example.com/embed'] });
    expect(flowPermitsOrigin(config, SHOP)).toBe(true);
    expect(flowPermitsOrigin(config, 'https://shop.example.com:8443')).toBe(false);
    expect(flowPermitsOrigin(config, 'https://evil.example.com')).toBe(false);
    expect(flowPermitsOrigin(config, 'not a url')).toBe(false);
  });
});

describe.each(TEST_DATABASE_KINDS)('CORS on %s', (database) => {
  let server: TestServer;
  let owner: HttpSession;

  beforeAll(async () => {
    server = await startTestServer({ database, env: { CORS_ORIGINS: ADMIN_SITE } });
    owner = server.session();
    await registerAndLogin(owner);
  });
  afterAll(() => server.close());

  const preflight = (path: string, origin: string, method = 'POST') =>
    fetch(`${server.url}${path}`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': 'content-type',
      },
    });

  it('lets any site embed a flow without allowed origins: preflight and streamed answer', async () => {
    const flowId = await saveFlow(owner, directReplyFlow('Hi {{ question }}'));
    const answer = await preflight(`/api/v1/prediction/${flowId}`, SHOP);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(answer.headers.get('access-control-allow-methods')).toContain('POST');
    expect(answer.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();

    const streamed = await fetch(`${server.url}/api/v1/prediction/${flowId}`, {
      method: 'POST',
      headers: { origin: SHOP, 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'there', streaming: true }),
    });
    expect(streamed.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(streamed.headers.get('content-type')).toBe('text/event-stream');
    const text = parseFrames(await streamed.text())
      .filter((frame) => frame.event === 'token')
      .map((frame) => String(frame.data))
      .join('');
    expect(text).toBe('Hi there');

    const capability = await fetch(`${server.url}/api/v1/chatflows-streaming/${flowId}`, {
      headers: { origin: SHOP },
    });
    expect(capability.headers.get('access-control-allow-origin')).toBe(SHOP);
  });

  it('admits only the origins a flow lists', async () => {
    const flowId = await saveFlow(owner, directReplyFlow('Hi'), {
      chatbotConfig: JSON.stringify({ allowedOrigins: [SHOP] }),
    });
    expect(
      (await preflight(`/api/v1/prediction/${flowId}`, SHOP)).headers.get('access-control-allow-origin'),
    ).toBe(SHOP);
    const refused = await preflight(`/api/v1/prediction/${flowId}`, 'https://elsewhere.example.net');
    expect(refused.status).toBe(204);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect(refused.headers.get('access-control-allow-methods')).toBeNull();
    // An unknown flow admits nobody.
    const unknown = await preflight('/api/v1/prediction/00000000-0000-4000-8000-000000000000', SHOP);
    expect(unknown.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('keeps the signed-in API to CORS_ORIGINS, without credentials unless asked', async () => {
    const fromShop = await preflight('/api/v1/chatflows', SHOP, 'GET');
    expect(fromShop.headers.get('access-control-allow-origin')).toBeNull();
    const fromAdmin = await preflight('/api/v1/chatflows', ADMIN_SITE, 'GET');
    expect(fromAdmin.headers.get('access-control-allow-origin')).toBe(ADMIN_SITE);
    expect(fromAdmin.headers.get('access-control-allow-credentials')).toBeNull();
    const list = await fetch(`${server.url}/api/v1/chatflows`, { headers: { origin: SHOP } });
    expect(list.headers.get('access-control-allow-origin')).toBeNull();
    expect(list.headers.get('vary')).toContain('Origin');
  });

  it('admits the widget’s feedback and lead writes from any site, but not the signed-in lists', async () => {
    const flowId = await saveFlow(owner, directReplyFlow('Hi'), {
      chatbotConfig: JSON.stringify({ allowedOrigins: [SHOP] }),
    });
    const allowOrigin = async (path: string, method: string) =>
      (await preflight(path, 'https://elsewhere.example.net', method)).headers.get(
        'access-control-allow-origin',
      );
    // The flow is in the path: its allowed origins decide.
    expect(await allowOrigin(`/api/v1/feedback/${flowId}`, 'POST')).toBeNull();
    expect(
      (await preflight(`/api/v1/feedback/${flowId}`, SHOP)).headers.get('access-control-allow-origin'),
    ).toBe(SHOP);
    // No flow in the path: the route checks the flow of the body itself.
    expect(await allowOrigin('/api/v1/feedback/some-feedback-id', 'PUT')).toBe(
      'https://elsewhere.example.net',
    );
    expect(await allowOrigin('/api/v1/leads/', 'POST')).toBe('https://elsewhere.example.net');
    expect(await allowOrigin(`/api/v1/leads/${flowId}`, 'GET')).toBeNull();
    expect(await allowOrigin(`/api/v1/feedback/${flowId}`, 'GET')).toBeNull();
    // A malformed escape names no flow.
    expect(await allowOrigin('/api/v1/prediction/%E0%A4%A', 'POST')).toBeNull();
  });

  it('adds nothing to same-origin requests (no Origin header)', async () => {
    const flowId = await saveFlow(owner, directReplyFlow('Hi'));
    const plain = await fetch(`${server.url}/api/v1/chatflows-streaming/${flowId}`);
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
  });
});
