import type { PlatformType } from '@loomflow/core';
import type { OutboundPurpose } from '@loomflow/nodes/runtime';
import { AddressList } from './address-list.ts';
import { isMetadataAddress, isMetadataHost, isPrivateAddress } from './address-ranges.ts';
import { bareHost, ipLiteral, isLocalhostName } from './ip-address.ts';
import type { OutboundAddressPolicy } from './outbound-address-policy.ts';

/** What an outbound connection is for (the node runtime's port names them): the policy differs by purpose. */
export type { OutboundPurpose };

export const OUTBOUND_PURPOSES: readonly OutboundPurpose[] = [
  'model',
  'embeddings',
  'vector-store',
  'memory',
  'cache',
  'user-code',
  'http-node',
  'loader',
  'mcp',
  'database',
];

/**
 * Services a self-hosted install runs beside it (Ollama, Qdrant, Redis, the PostgreSQL a Sql Database Chain
 * queries…): private addresses allowed on open source.
 */
const SELF_HOSTED_SERVICES: ReadonlySet<OutboundPurpose> = new Set([
  'model',
  'embeddings',
  'vector-store',
  'memory',
  'cache',
  'database',
]);

/** Who is refused, in words, for cloud refusals. */
const PURPOSE_NOUN: Readonly<Record<OutboundPurpose, string>> = {
  model: 'models',
  embeddings: 'embeddings',
  'vector-store': 'vector stores',
  memory: 'memories',
  cache: 'caches',
  'user-code': 'code in flows',
  'http-node': 'HTTP requests of flows',
  loader: 'document loaders',
  mcp: 'MCP servers',
  database: 'SQL databases a flow queries',
};

export interface OutboundPolicySettings {
  readonly platform: PlatformType;
  /** HTTP_DENY_LIST: always refused, on every platform. */
  readonly denyList: readonly string[];
  /** HTTP_ALLOW_LIST: admits private addresses on open source and enterprise, never on cloud. */
  readonly allowList: readonly string[];
  /** The enterprise "Outbound access" list, read at every check (changes apply without a restart). */
  readonly adminAllowList: () => readonly string[];
}

/** The settings as plain data (for the sandbox process), the admin list read now. */
export interface OutboundPolicySnapshot {
  readonly platform: PlatformType;
  readonly denyList: readonly string[];
  readonly allowList: readonly string[];
  readonly adminAllowList: readonly string[];
}

/** The admin list's valid entries (the screen validates; a bad entry must not stop every connection). */
function lenientList(entries: readonly string[]): AddressList {
  const valid = entries.filter((entry) => {
    try {
      new AddressList([entry], 'Outbound access');
      return true;
    } catch {
      return false;
    }
  });
  return new AddressList(valid, 'Outbound access');
}

/**
 * The one outbound address policy of the server, by platform kind and purpose:
 * - link-local and cloud metadata addresses and names are refused everywhere, whatever a list says;
 * - HTTP_DENY_LIST refuses everywhere;
 * - open source: private and loopback addresses are allowed for models, embeddings, vector stores, memories,
 *   caches and the databases a flow queries (Sql Database Chain), and refused for user code, the HTTP node, loaders
 *   and MCP unless HTTP_ALLOW_LIST admits them;
 * - enterprise: refused for every purpose unless HTTP_ALLOW_LIST or the admin's Outbound access list admits them;
 * - cloud: refused for every purpose, no list admits them.
 * Every refusal says which setting would admit the address, if one would.
 */
export class OutboundPolicy {
  private readonly deny: AddressList;
  private readonly allow: AddressList;
  private readonly purposes = new Map<OutboundPurpose, OutboundAddressPolicy>();
  private adminCache: { readonly key: string; readonly list: AddressList } | undefined;

  constructor(private readonly settings: OutboundPolicySettings) {
    this.deny = new AddressList(settings.denyList, 'HTTP_DENY_LIST');
    this.allow = new AddressList(settings.allowList, 'HTTP_ALLOW_LIST');
  }

  get platform(): PlatformType {
    return this.settings.platform;
  }

  /** The policy of connections made for `purpose`. */
  for(purpose: OutboundPurpose): OutboundAddressPolicy {
    let policy = this.purposes.get(purpose);
    if (!policy) {
      policy = new PurposePolicy(this, purpose);
      this.purposes.set(purpose, policy);
    }
    return policy;
  }

  snapshot(): OutboundPolicySnapshot {
    const { platform, denyList, allowList } = this.settings;
    return { platform, denyList, allowList, adminAllowList: [...this.settings.adminAllowList()] };
  }

  /** Whether private addresses are reached for `purpose` without any list. */
  privateAllowed(purpose: OutboundPurpose): boolean {
    return this.platform === 'open source' && SELF_HOSTED_SERVICES.has(purpose);
  }

  isDenied(address: string, host: string): boolean {
    return this.deny.hasHost(host) || this.deny.hasAddress(address);
  }

  /** Whether an allow list admits the host or address (never on cloud; the admin list on enterprise only). */
  isAllowListed(address: string, host: string): boolean {
    if (this.platform === 'cloud') return false;
    if (this.allow.hasHost(host) || this.allow.hasAddress(address)) return true;
    if (this.platform !== 'enterprise') return false;
    const admin = this.adminList();
    return admin.hasHost(host) || admin.hasAddress(address);
  }

  private adminList(): AddressList {
    const entries = this.settings.adminAllowList();
    const key = entries.join('\n');
    if (this.adminCache?.key !== key) this.adminCache = { key, list: lenientList(entries) };
    return this.adminCache.list;
  }
}

/** The policy of one purpose, with refusals in words. */
class PurposePolicy implements OutboundAddressPolicy {
  constructor(
    private readonly policy: OutboundPolicy,
    private readonly purpose: OutboundPurpose,
  ) {}

  refuseHost(hostname: string): string | undefined {
    const host = bareHost(hostname);
    if (isMetadataHost(host)) return `${host} is a cloud metadata address, which flows never reach`;
    const literal = ipLiteral(host);
    if (literal) return this.refuseAddress(literal.address, host);
    if (isLocalhostName(host)) return this.refuseAddress('127.0.0.1', host);
    if (this.policy.isDenied(host, host)) return denied(host);
    return undefined;
  }

  refuseAddress(address: string, hostname: string): string | undefined {
    const host = bareHost(hostname);
    const canonical = ipLiteral(address)?.address ?? address;
    const shown = host === canonical ? canonical : `${host} (${canonical})`;
    if (isMetadataHost(host) || isMetadataAddress(canonical))
      return `${shown} is a link-local or cloud metadata address, which flows never reach`;
    if (this.policy.isDenied(canonical, host)) return denied(shown);
    if (!isPrivateAddress(canonical) || this.policy.privateAllowed(this.purpose)) return undefined;
    if (this.policy.isAllowListed(canonical, host)) return undefined;
    return this.privateRefusal(shown, ipLiteral(host) ? canonical : host);
  }

  private privateRefusal(shown: string, admitted: string): string {
    const platform = this.policy.platform;
    if (platform === 'cloud')
      return `${shown} is a private or loopback address, which ${PURPOSE_NOUN[this.purpose]} cannot reach on Loomflow Cloud: use a public address`;
    const envList =
      `add ${admitted} to HTTP_ALLOW_LIST (comma-separated host names, IP addresses or CIDR ranges) ` +
      `in the server's environment and restart the server`;
    if (platform === 'enterprise')
      return (
        `${shown} is a private or loopback address: ${envList}, or ask an administrator to add ${admitted} ` +
        `under Outbound access (applied without a restart)`
      );
    return `${shown} is a private or loopback address: ${envList} to allow it`;
  }
}

function denied(shown: string): string {
  return `${shown} is on HTTP_DENY_LIST: remove it there (server environment) and restart the server to allow it`;
}
