import { describe, expect, it } from 'vitest';
import { refuseUrl } from './outbound-address-policy.ts';
import { OUTBOUND_PURPOSES, OutboundPolicy, type OutboundPurpose } from './outbound-policy.ts';

type Platform = 'open source' | 'enterprise' | 'cloud';

const policy = (
  platform: Platform,
  lists: { allow?: string[]; deny?: string[]; admin?: () => readonly string[] } = {},
) =>
  new OutboundPolicy({
    platform,
    allowList: lists.allow ?? [],
    denyList: lists.deny ?? [],
    adminAllowList: lists.admin ?? (() => []),
  });

/** Every spelling of a loopback address a library would connect to. */
const LOOPBACK_FORMS: readonly [string, string][] = [
  ['dotted quad', '127.0.0.1'],
  ['decimal', '2130706433'],
  ['octal', '0177.0.0.1'],
  ['hex', '0x7f.0.0.1'],
  ['short form', '127.1'],
  ['trailing dot', '127.0.0.1.'],
  ['localhost', 'localhost'],
  ['localhost with trailing dot', 'localhost.'],
  ['*.localhost', 'api.localhost'],
  ['IPv6 loopback', '[::1]'],
  ['IPv4-compatible IPv6', '[::127.0.0.1]'],
  ['IPv4-mapped IPv6, dotted', '[::ffff:127.0.0.1]'],
  ['IPv4-mapped IPv6, hex', '::ffff:7f00:1'],
  ['6to4', '2002:7f00:1::'],
  ['Teredo', '2001:0:4136:e378:8000:63bf:80ff:fffe'],
  ['NAT64', '64:ff9b::7f00:1'],
  ['NAT64 local-use', '64:ff9b:1::7f00:1'],
];

const SELF_HOSTED: readonly OutboundPurpose[] = [
  'model',
  'embeddings',
  'vector-store',
  'memory',
  'cache',
  'database',
];
const GUARDED: readonly OutboundPurpose[] = ['user-code', 'http-node', 'loader', 'mcp'];

describe('OutboundPolicy: loopback in every form, by platform and purpose', () => {
  describe.each(LOOPBACK_FORMS)('%s (%s)', (_form, host) => {
    it('open source: reached by models, embeddings, vector stores, memories and caches', () => {
      for (const purpose of SELF_HOSTED)
        expect(policy('open source').for(purpose).refuseHost(host), purpose).toBeUndefined();
    });

    it('open source: refused for user code, the HTTP node, loaders and MCP, naming HTTP_ALLOW_LIST', () => {
      for (const purpose of GUARDED)
        expect(policy('open source').for(purpose).refuseHost(host), purpose).toMatch(
          /is a private or loopback address: add .* to HTTP_ALLOW_LIST/,
        );
    });

    it('enterprise: refused for every purpose, naming HTTP_ALLOW_LIST and Outbound access', () => {
      for (const purpose of OUTBOUND_PURPOSES) {
        const refusal = policy('enterprise').for(purpose).refuseHost(host);
        expect(refusal, purpose).toContain('HTTP_ALLOW_LIST');
        expect(refusal, purpose).toContain('under Outbound access');
      }
    });

    it('cloud: refused for every purpose, allow lists or not', () => {
      const allowing = policy('cloud', {
        allow: ['0.0.0.0/0', '::/0', 'localhost'],
        admin: () => ['0.0.0.0/0'],
      });
      for (const purpose of OUTBOUND_PURPOSES)
        expect(allowing.for(purpose).refuseHost(host), purpose).toMatch(/cannot reach on Loomflow Cloud/);
    });
  });
});

describe('OutboundPolicy: link-local and metadata', () => {
  const METADATA_FORMS = [
    '169.254.169.254',
    '2852039166',
    '0xa9.0xfe.0xa9.0xfe',
    '[::ffff:169.254.169.254]',
    '[::ffff:a9fe:a9fe]',
    '[fd00:ec2::254]',
    '[fe80::1]',
    '2002:a9fe:a9fe::',
    '64:ff9b::a9fe:a9fe',
    '100.100.100.200',
    'metadata.google.internal',
    'metadata.google.internal.',
  ];

  it.each(['open source', 'enterprise', 'cloud'] as const)(
    'are refused on %s for every purpose, whatever the allow lists say',
    (platform) => {
      const allowing = policy(platform, {
        allow: ['169.254.0.0/16', 'fe80::/10', 'metadata.google.internal', '0.0.0.0/0', '::/0'],
        admin: () => ['169.254.169.254'],
      });
      for (const host of METADATA_FORMS)
        for (const purpose of OUTBOUND_PURPOSES)
          expect(allowing.for(purpose).refuseHost(host), `${host} ${purpose}`).toMatch(
            /link-local or cloud metadata address|cloud metadata address/,
          );
    },
  );

  it('refuses a name that resolves to a metadata address', () => {
    expect(policy('open source').for('model').refuseAddress('169.254.169.254', 'sneaky.example')).toBe(
      'sneaky.example (169.254.169.254) is a link-local or cloud metadata address, which flows never reach',
    );
  });
});

describe('OutboundPolicy: allow and deny lists', () => {
  it('HTTP_ALLOW_LIST admits on open source and enterprise, by address, range or name', () => {
    for (const platform of ['open source', 'enterprise'] as const) {
      const allowing = policy(platform, { allow: ['127.0.0.1', '10.0.0.0/8', 'ollama.internal', '*.lan'] });
      const userCode = allowing.for('user-code');
      expect(userCode.refuseHost('127.0.0.1')).toBeUndefined();
      expect(userCode.refuseHost('0x7f.0.0.1')).toBeUndefined();
      expect(userCode.refuseHost('[::ffff:127.0.0.1]')).toBeUndefined();
      expect(userCode.refuseHost('10.9.8.7')).toBeUndefined();
      expect(userCode.refuseAddress('192.168.1.9', 'ollama.internal')).toBeUndefined();
      expect(userCode.refuseAddress('192.168.1.9', 'nas.lan')).toBeUndefined();
      expect(userCode.refuseHost('192.168.1.9')).toContain('HTTP_ALLOW_LIST');
    }
  });

  it('HTTP_DENY_LIST refuses everywhere, also what open source otherwise reaches, and says how to lift it', () => {
    for (const platform of ['open source', 'enterprise', 'cloud'] as const) {
      const denying = policy(platform, {
        deny: ['10.0.0.0/8', 'llm.internal', '*.blocked.example', '93.184.0.0/16'],
        allow: ['10.0.0.0/8'],
      });
      const model = denying.for('model');
      expect(model.refuseHost('10.1.2.3')).toBe(
        '10.1.2.3 is on HTTP_DENY_LIST: remove it there (server environment) and restart the server to allow it',
      );
      expect(model.refuseHost('llm.internal.')).toContain('llm.internal is on HTTP_DENY_LIST');
      expect(model.refuseHost('a.blocked.example')).toContain('HTTP_DENY_LIST');
      expect(model.refuseAddress('93.184.215.14', 'example.com')).toContain('HTTP_DENY_LIST');
    }
  });

  it('reads the admin Outbound access list at every check, on enterprise only', () => {
    let admin: readonly string[] = [];
    const enterprise = policy('enterprise', { admin: () => admin });
    expect(enterprise.for('http-node').refuseHost('10.0.0.5')).toContain('under Outbound access');
    admin = ['10.0.0.0/24', 'not a host!'];
    expect(enterprise.for('http-node').refuseHost('10.0.0.5')).toBeUndefined();
    admin = [];
    expect(enterprise.for('http-node').refuseHost('10.0.0.5')).toContain('under Outbound access');
    const openSource = policy('open source', { admin: () => ['10.0.0.0/24'] });
    expect(openSource.for('http-node').refuseHost('10.0.0.5')).toContain('HTTP_ALLOW_LIST');
  });

  it('rejects a list entry that is no host, address or range, naming the setting', () => {
    expect(() => policy('open source', { deny: ['not a host!'] })).toThrow(/HTTP_DENY_LIST/);
    expect(() => policy('open source', { allow: ['10.0.0.0/40'] })).toThrow(/HTTP_ALLOW_LIST.*CIDR/);
  });
});

describe('OutboundPolicy: public addresses and names', () => {
  it('lets public addresses through everywhere; names are judged again once resolved', () => {
    for (const platform of ['open source', 'enterprise', 'cloud'] as const)
      for (const purpose of OUTBOUND_PURPOSES) {
        const checked = policy(platform).for(purpose);
        expect(checked.refuseHost('93.184.215.14')).toBeUndefined();
        expect(checked.refuseHost('[2606:4700::1111]')).toBeUndefined();
        expect(checked.refuseHost('example.com')).toBeUndefined();
      }
    expect(policy('cloud').for('model').refuseAddress('127.0.0.1', 'rebind.example')).toMatch(
      /^rebind.example \(127.0.0.1\) is a private or loopback address/,
    );
  });

  it('refuses a URL whose name resolves to loopback (localhost is loopback without DNS)', async () => {
    expect(await refuseUrl(policy('enterprise').for('model'), 'http://localhost:11434')).toContain(
      'localhost (127.0.0.1) is a private or loopback address: add localhost to HTTP_ALLOW_LIST',
    );
    expect(await refuseUrl(policy('open source').for('model'), 'http://localhost:11434')).toBeUndefined();
    expect(await refuseUrl(policy('cloud').for('model'), 'http://[::ffff:7f00:1]:1/')).toContain(
      'which models cannot reach on Loomflow Cloud',
    );
  });
});
