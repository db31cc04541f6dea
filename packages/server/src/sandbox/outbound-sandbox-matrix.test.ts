import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxClient } from './sandbox-client.ts';
import { OutboundPolicy } from '../net/outbound-policy.ts';
import { startCountingListener, type CountingListener } from '../net/test-support/counting-listener.ts';
import { LOOPBACK_FORMS } from '../net/test-support/loopback-forms.ts';

/**
 * The sandbox rows of the outbound acceptance matrix: user code's `fetch` (custom tools, Custom Function) in the
 * sandbox process, against a loopback listener written in every form a library connects with, on the three
 * platform kinds. User code reaches private addresses only where a list admits them: HTTP_ALLOW_LIST on open
 * source and enterprise, the Outbound access list on enterprise (read at every run, no restart), nothing on cloud.
 */

type Platform = 'open source' | 'enterprise' | 'cloud';

const LOOPBACK = ['127.0.0.0/8', '::1', 'localhost'];
const LIMITS = { timeoutMs: 5_000, memoryMb: 32, maxConcurrent: 2, maxQueued: 20 };

describe('outbound matrix: sandbox fetch × address forms × platforms', { timeout: 180_000 }, () => {
  let listener: CountingListener;
  /** The enterprise administrator's Outbound access list, changed between runs of one running sandbox. */
  const adminList: string[] = [];
  const sandboxes = new Map<string, SandboxClient>();

  function sandbox(platform: Platform, allowList: readonly string[] = []): SandboxClient {
    const key = `${platform}|${allowList.join(',')}`;
    let client = sandboxes.get(key);
    if (!client) {
      const adminAllowList = (): readonly string[] => adminList;
      client = new SandboxClient(
        LIMITS,
        new OutboundPolicy({ platform, denyList: [], allowList, adminAllowList }),
      );
      sandboxes.set(key, client);
    }
    return client;
  }

  /** Runs `fetch(url)` as user code; how many requests the listener received. */
  async function reached(client: SandboxClient, url: string): Promise<number> {
    const before = listener.received.length;
    await client.run({ code: 'return (await fetch($url)).status', parameters: { $url: url } });
    return listener.received.length - before;
  }

  beforeAll(async () => {
    listener = await startCountingListener('::');
  });
  afterAll(async () => {
    await Promise.all([...sandboxes.values()].map((client) => client.close()));
    await listener.close();
  });

  it.each(['open source', 'enterprise', 'cloud'] as const)(
    'on %s with no list: user code reaches loopback in no form',
    async (platform) => {
      for (const form of LOOPBACK_FORMS) {
        const url = `http://${form(listener.port)}/bare`;
        expect(await reached(sandbox(platform), url), `${url} (${platform})`).toBe(0);
      }
    },
  );

  it('open source with loopback on HTTP_ALLOW_LIST: reached in every form', async () => {
    for (const form of LOOPBACK_FORMS) {
      const url = `http://${form(listener.port)}/allowed`;
      expect(await reached(sandbox('open source', LOOPBACK), url), url).toBe(1);
    }
  });

  it('enterprise: an Outbound access entry admits loopback at the next run, its removal refuses it again', async () => {
    const client = sandbox('enterprise');
    const url = `http://127.0.0.1:${String(listener.port)}/admin`;
    expect(await reached(client, url)).toBe(0);
    adminList.push(...LOOPBACK);
    try {
      for (const form of LOOPBACK_FORMS)
        expect(await reached(client, `http://${form(listener.port)}/admin`), form(listener.port)).toBe(1);
    } finally {
      adminList.length = 0;
    }
    expect(await reached(client, url)).toBe(0);
  });

  it('cloud: neither HTTP_ALLOW_LIST nor an Outbound access entry admits loopback', async () => {
    adminList.push(...LOOPBACK);
    try {
      for (const form of LOOPBACK_FORMS) {
        const url = `http://${form(listener.port)}/cloud`;
        expect(await reached(sandbox('cloud', LOOPBACK), url), url).toBe(0);
      }
    } finally {
      adminList.length = 0;
    }
  });

  it('a redirect from an admitted server to a refused address reaches nothing', async () => {
    const target = `http://[::1]:${String(listener.port)}/secret`;
    const redirecting = await startCountingListener('127.0.0.1', (_request, response) => {
      response.statusCode = 302;
      response.setHeader('location', target);
      response.end();
    });
    try {
      const before = listener.received.length;
      await sandbox('enterprise', ['127.0.0.1']).run({
        code: 'return (await fetch($url)).status',
        parameters: { $url: `${redirecting.base}/start` },
      });
      expect(redirecting.received).toEqual(['/start']);
      expect(listener.received.length - before).toBe(0);
    } finally {
      await redirecting.close();
    }
  });
});
