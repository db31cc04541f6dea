import { isIP } from 'node:net';
import { blockList, listHas } from './address-list.ts';

/** Private, loopback, shared, documentation, multicast and other special ranges: never "the internet". */
const PRIVATE_V4: readonly [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const PRIVATE_V6: readonly [string, number][] = [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
];

/** Link-local and cloud metadata endpoints (AWS, GCP, Azure, Alibaba, Oracle): reached on no platform. */
const METADATA_V4: readonly [string, number][] = [
  ['169.254.0.0', 16],
  ['100.100.100.200', 32],
  ['192.0.0.192', 32],
];
const METADATA_V6: readonly [string, number][] = [
  ['fe80::', 10],
  ['fd00:ec2::254', 128],
];

/** Host names of cloud metadata services. */
const METADATA_HOSTS: ReadonlySet<string> = new Set([
  'metadata.google.internal',
  'metadata.goog',
  'metadata',
  'instance-data',
  'instance-data.ec2.internal',
]);

const PRIVATE = blockList(PRIVATE_V4, PRIVATE_V6);
const METADATA = blockList(METADATA_V4, METADATA_V6);

/** A private, loopback or otherwise special address (or an IPv6 address carrying one); anything not an IP is too. */
export function isPrivateAddress(address: string): boolean {
  return isIP(address) === 0 || listHas(PRIVATE, address);
}

/** A link-local or cloud metadata address (or an IPv6 address carrying one). */
export function isMetadataAddress(address: string): boolean {
  return listHas(METADATA, address);
}

/** A cloud metadata host name (bare, lower case). */
export function isMetadataHost(host: string): boolean {
  return METADATA_HOSTS.has(host);
}
