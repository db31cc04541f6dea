import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboundPolicy } from './outbound-policy.ts';
import { outboundFetch } from './outbound-sdk-fetch.ts';
import { startCountingListener, type CountingListener } from './test-support/counting-listener.ts';

const enterprise = (allow: string[]) =>
  new OutboundPolicy({ platform: 'enterprise', denyList: [], allowList: allow, adminAllowList: () => [] });

describe('outboundFetch (provider SDKs)', () => {
  let allowed: CountingListener;
  let refused: CountingListener;

  beforeAll(async () => {
    allowed = await startCountingListener('127.0.0.1');
    refused = await startCountingListener('127.0.0.2');
  });
  afterAll(async () => {
    await allowed.close();
    await refused.close();
  });

  it('reaches an admitted address and passes the answer on', async () => {
    const fetch = outboundFetch(enterprise(['127.0.0.1']).for('model'));
    const response = await fetch(`${allowed.base}/v1/models`, { method: 'POST', body: '{"a":1}' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(allowed.received).toContain('/v1/models');
  });

  it('refuses an address the policy refuses, saying why, and never connects', async () => {
    const fetch = outboundFetch(enterprise([]).for('model'));
    await expect(fetch(`${refused.base}/v1/models`)).rejects.toThrow(
      /Refused: 127.0.0.2 is a private or loopback address/,
    );
    await expect(fetch(`http://localhost:${String(refused.port)}/x`)).rejects.toThrow(/Refused: localhost/);
    expect(refused.received).toEqual([]);
  });

  it('checks every redirect hop: a 302 from an admitted server to a refused one is refused', async () => {
    const fetch = outboundFetch(enterprise(['127.0.0.1']).for('model'));
    const target = encodeURIComponent(`${refused.base}/secret`);
    await expect(fetch(`${allowed.base}/to?location=${target}`)).rejects.toThrow(/Refused: 127.0.0.2/);
    expect(refused.received).toEqual([]);
  });
});
