import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { ChatModelProvider } from '@loomflow/nodes/runtime';
import { AddressPolicy } from '../net/address-policy.ts';
import { loadNodeRuntime } from './node-runtime.ts';

/**
 * Chat models (LangChain) for runs. Base URLs typed into flows (OpenAI-compatible servers, Ollama) pass the same
 * SSRF policy as the HTTP node: private addresses need HTTP_ALLOW_LIST (an in-house Ollama, say). The node
 * runtime's provider is made at the first model a run asks for.
 */
export function chatModelProvider(options: {
  readonly denyList: readonly string[];
  readonly allowList: readonly string[];
}): ChatModelProvider {
  const policy = new AddressPolicy({ denyList: options.denyList, allowList: options.allowList });
  const refuse = (reason: string): never => {
    throw new Error(`Refused model address: ${reason} (HTTP_ALLOW_LIST admits private hosts)`);
  };
  const checkBaseUrl = async (url: string): Promise<void> => {
    const hostname = new URL(url).hostname;
    const hostRefusal = policy.refuseHost(hostname);
    if (hostRefusal) refuse(hostRefusal);
    const bare = hostname.replace(/^\[|\]$/g, '');
    if (isIP(bare) !== 0) return;
    const addresses = await lookup(bare, { all: true });
    for (const { address } of addresses) {
      const refusal = policy.refuseAddress(address, bare);
      if (refusal) refuse(refusal);
    }
  };
  let provider: ChatModelProvider | undefined;
  return {
    async create(request, credentials) {
      provider ??= (await loadNodeRuntime()).nodes.createChatModelProvider({ checkBaseUrl });
      return provider.create(request, credentials);
    },
  };
}
