import { describe, expect, it } from 'vitest';
import { checkedTcpTarget, type ResolveAll } from './guarded-connect.ts';
import { OutboundPolicy, type OutboundPurpose } from './outbound-policy.ts';

type Platform = 'open source' | 'enterprise' | 'cloud';

const policy = (platform: Platform, admin: readonly string[] = []) =>
  new OutboundPolicy({ platform, allowList: [], denyList: [], adminAllowList: () => admin });

const TCP_PURPOSES: readonly OutboundPurpose[] = ['vector-store', 'memory', 'cache'];

/** Loopback as a user could type it into a Host field or a Redis URL, and the address the client must dial. */
const LOOPBACK_FORMS: readonly [string, string][] = [
  ['127.0.0.1', '127.0.0.1'],
  ['localhost', '127.0.0.1'],
  ['localhost.', '127.0.0.1'],
  ['2130706433', '127.0.0.1'],
  ['0x7f.1', '127.0.0.1'],
  ['0177.0.0.1', '127.0.0.1'],
  ['[::ffff:127.0.0.1]', '::ffff:127.0.0.1'],
  ['[::1]', '::1'],
];

const fakeDns =
  (table: Readonly<Record<string, readonly string[]>>): ResolveAll =>
  (host) => {
    const addresses = table[host];
    if (!addresses) return Promise.reject(Object.assign(new Error('not found'), { code: 'ENOTFOUND' }));
    return Promise.resolve(addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
  };

describe('checkedTcpTarget: loopback in every spelling, by platform', () => {
  describe.each(LOOPBACK_FORMS)('%s', (host, address) => {
    it('open source: vector stores, memories and caches connect to the checked loopback address', async () => {
      for (const purpose of TCP_PURPOSES) {
        const target = await checkedTcpTarget(policy('open source').for(purpose), host, 'Host');
        expect(target.address, purpose).toBe(address);
      }
    });

    it('enterprise: refused, naming HTTP_ALLOW_LIST and Outbound access', async () => {
      for (const purpose of TCP_PURPOSES)
        await expect(
          checkedTcpTarget(policy('enterprise').for(purpose), host, 'Postgres vector store Host'),
        ).rejects.toThrow(/^Postgres vector store Host: .*HTTP_ALLOW_LIST.*under Outbound access/);
    });

    it('cloud: refused with no override', async () => {
      for (const purpose of TCP_PURPOSES)
        await expect(checkedTcpTarget(policy('cloud').for(purpose), host, 'Redis URL')).rejects.toThrow(
          /^Redis URL: .*cannot reach on Loomflow Cloud: use a public address/,
        );
    });
  });

  it('enterprise: an address an administrator allows under Outbound access is reached', async () => {
    const target = await checkedTcpTarget(
      policy('enterprise', ['127.0.0.1']).for('memory'),
      '0x7f.1',
      'Host',
    );
    expect(target.address).toBe('127.0.0.1');
  });

  it('open source: user code and loaders are refused loopback (the purpose matters)', async () => {
    await expect(checkedTcpTarget(policy('open source').for('loader'), '127.0.0.1', 'Host')).rejects.toThrow(
      /HTTP_ALLOW_LIST/,
    );
  });
});

describe('checkedTcpTarget: addresses no platform reaches', () => {
  it.each(['169.254.169.254', '[fe80::1]', '[::ffff:169.254.169.254]', 'metadata.google.internal'])(
    '%s is refused on every platform, even when an administrator lists it',
    async (host) => {
      for (const platform of ['open source', 'enterprise', 'cloud'] as const)
        await expect(
          checkedTcpTarget(policy(platform, [host]).for('vector-store'), host, 'Host'),
        ).rejects.toThrow(/cloud metadata address, which flows never reach/);
    },
  );

  it('an empty host is refused as required, never left to the client default (PGHOST or localhost)', async () => {
    await expect(checkedTcpTarget(policy('open source').for('memory'), '  ', 'Host')).rejects.toThrow(
      'Host is required',
    );
  });

  it('a socket path is not a host', async () => {
    await expect(
      checkedTcpTarget(policy('open source').for('vector-store'), '/var/run/postgresql', 'Host'),
    ).rejects.toThrow('"/var/run/postgresql" is not a host name or IP address');
  });
});

describe('checkedTcpTarget: names are resolved once and pinned', () => {
  it('a name is refused when ANY of its addresses is refused', async () => {
    const dns = fakeDns({ 'db.example.com': ['93.184.216.34', '10.0.0.5'] });
    await expect(
      checkedTcpTarget(policy('cloud').for('vector-store'), 'db.example.com', 'Host', dns),
    ).rejects.toThrow(/db\.example\.com \(10\.0\.0\.5\) is a private or loopback address/);
  });

  it('a public name connects to the address that was checked, keeping the name for TLS', async () => {
    const dns = fakeDns({ 'db.example.com': ['93.184.216.34', '93.184.216.35'] });
    const target = await checkedTcpTarget(policy('cloud').for('memory'), 'DB.example.com.', 'Host', dns);
    expect(target).toEqual({ address: '93.184.216.34', family: 4, servername: 'db.example.com' });
  });

  it('a name that does not resolve says so', async () => {
    await expect(
      checkedTcpTarget(policy('cloud').for('cache'), 'nowhere.example', 'Redis URL', fakeDns({})),
    ).rejects.toThrow('Redis URL: nowhere.example could not be resolved (ENOTFOUND): check the host name');
  });
});
