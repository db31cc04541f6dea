import { describe, expect, it } from 'vitest';
import { bareHost, embeddedIpv4s, ipLiteral, isLocalhostName, parseIpv4 } from './ip-address.ts';

describe('IP literals as the connecting libraries read them', () => {
  it.each([
    ['dotted quad', '127.0.0.1', '127.0.0.1'],
    ['decimal', '2130706433', '127.0.0.1'],
    ['octal', '0177.0.0.1', '127.0.0.1'],
    ['hex', '0x7f.0.0.1', '127.0.0.1'],
    ['hex as one number', '0x7f000001', '127.0.0.1'],
    ['short form a.b', '127.1', '127.0.0.1'],
    ['short form a.b.c', '10.1.258', '10.1.1.2'],
    ['zero', '0', '0.0.0.0'],
  ])('reads IPv4 in %s form', (_form, text, expected) => {
    expect(parseIpv4(text)).toBe(expected);
  });

  it('leaves names and out-of-range numbers alone', () => {
    for (const text of [
      'example.com',
      '256.0.0.1',
      '08.0.0.1',
      '1.2.3.4.5',
      '4294967296',
      '1..2',
      'localhost',
    ])
      expect(parseIpv4(text), text).toBeUndefined();
  });

  it('strips brackets, zone ids and trailing dots', () => {
    expect(bareHost('[::1]')).toBe('::1');
    expect(bareHost('LOCALHOST.')).toBe('localhost');
    expect(bareHost('fe80::1%eth0')).toBe('fe80::1');
    expect(ipLiteral('127.0.0.1.')).toEqual({ address: '127.0.0.1', family: 4 });
    expect(ipLiteral('[::1]')).toEqual({ address: '::1', family: 6 });
    expect(ipLiteral('example.com')).toBeUndefined();
  });

  it.each([
    ['IPv4-mapped, dotted', '::ffff:127.0.0.1', ['127.0.0.1']],
    ['IPv4-mapped, hex', '::ffff:7f00:1', ['127.0.0.1']],
    ['IPv4-translated (::ffff:0:)', '::ffff:0:7f00:1', ['127.0.0.1']],
    ['IPv4-compatible, dotted', '::127.0.0.1', ['127.0.0.1']],
    ['IPv4-compatible, hex', '::7f00:1', ['127.0.0.1']],
    ['6to4', '2002:7f00:1::', ['127.0.0.1']],
    [
      'Teredo (server, inverted client)',
      '2001:0:4136:e378:8000:63bf:80ff:fffe',
      ['65.54.227.120', '127.0.0.1'],
    ],
    ['NAT64 well-known prefix', '64:ff9b::7f00:1', ['127.0.0.1']],
    ['NAT64 well-known prefix, dotted', '64:ff9b::10.0.0.1', ['10.0.0.1']],
    ['NAT64 local-use prefix', '64:ff9b:1::a9fe:a9fe', ['169.254.169.254']],
  ])('finds the IPv4 address inside %s IPv6', (_form, address, expected) => {
    expect(embeddedIpv4s(address)).toEqual(expected);
  });

  it('finds no IPv4 address in plain IPv6', () => {
    expect(embeddedIpv4s('2606:4700::1111')).toEqual([]);
    expect(embeddedIpv4s('2001:db8::1')).toEqual([]);
    expect(embeddedIpv4s('not an address')).toEqual([]);
  });

  it('knows localhost and *.localhost without DNS', () => {
    expect(isLocalhostName('localhost')).toBe(true);
    expect(isLocalhostName('Api.LocalHost.')).toBe(true);
    expect(isLocalhostName('localhost.example.com')).toBe(false);
  });
});
