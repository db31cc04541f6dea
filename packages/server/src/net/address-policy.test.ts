import { describe, expect, it } from 'vitest';
import { AddressPolicy, embeddedIpv4 } from './address-policy.ts';

const hostOf = (url: string) => new URL(url).hostname;

describe('AddressPolicy', () => {
  const policy = new AddressPolicy();

  it('refuses loopback, private, link-local and metadata addresses in every spelling', () => {
    for (const url of [
      'http://127.0.0.1/',
      'http://2130706433/',
      'http://0177.0.0.1/',
      'http://0x7f.0.0.1/',
      'http://127.1/',
      'http://0/',
      'http://10.1.2.3/',
      'http://172.20.0.1/',
      'http://192.168.1.1/',
      'http://169.254.169.254/',
      'http://100.100.100.200/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:a9fe:a9fe]/',
      'http://[fd00:ec2::254]/',
      'http://[fe80::1]/',
      'http://[64:ff9b::7f00:1]/',
    ]) {
      expect(policy.refuseHost(hostOf(url)), url).toMatch(/private, loopback/);
    }
  });

  it('lets public addresses and names through (names are checked again once resolved)', () => {
    expect(policy.refuseHost('93.184.215.14')).toBeUndefined();
    expect(policy.refuseHost('[2606:4700::1111]')).toBeUndefined();
    expect(policy.refuseHost('example.com')).toBeUndefined();
    expect(policy.refuseAddress('127.0.0.1', 'rebind.example')).toMatch(/rebind.example \(127.0.0.1\)/);
  });

  it('honours HTTP_ALLOW_LIST and HTTP_DENY_LIST', () => {
    const custom = new AddressPolicy({
      allowList: ['10.0.0.0/8', 'ollama.internal'],
      denyList: ['evil.example', '*.blocked.example', '93.184.0.0/16'],
    });
    expect(custom.refuseHost('10.2.3.4')).toBeUndefined();
    expect(custom.refuseAddress('192.168.1.9', 'ollama.internal')).toBeUndefined();
    expect(custom.refuseHost('127.0.0.1')).toMatch(/private/);
    expect(custom.refuseHost('evil.example')).toMatch(/HTTP_DENY_LIST/);
    expect(custom.refuseHost('a.blocked.example')).toMatch(/HTTP_DENY_LIST/);
    expect(custom.refuseAddress('93.184.215.14', 'example.com')).toMatch(/HTTP_DENY_LIST/);
    expect(() => new AddressPolicy({ denyList: ['not a host!'] })).toThrow(/HTTP_DENY_LIST/);
  });

  it('reads IPv4 inside mapped and NAT64 IPv6 addresses', () => {
    expect(embeddedIpv4('::ffff:7f00:1')).toBe('127.0.0.1');
    expect(embeddedIpv4('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(embeddedIpv4('2001:db8::1')).toBeUndefined();
  });
});
