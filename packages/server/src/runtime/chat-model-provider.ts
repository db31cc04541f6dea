import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { createChatModelProvider, type ChatModelProvider } from '@loomflow/nodes/runtime';
import { AddressPolicy } from '../net/address-policy.ts';

/**
 * Chat models (LangChain) for runs. Base URLs typed into flows (OpenAI-compatible servers, Ollama) pass the same
 * SSRF policy as the HTTP node: private addresses need HTTP_ALLOW_LIST (an in-house Ollama, say).
 */
export function chatModelProvider(options: {
  readonly denyList: readonly string[];
  readonly allowList: readonly string[];
}): ChatModelProvider {
  const policy = new AddressPolicy({ denyList: options.denyList, allowList: options.allowList });
  const refuse = (reason: string): never => {
    throw new Error(`Refused model address: ${reason} (HTTP_ALLOW_LIST admits private hosts)`);
  };
  return createChatModelProvider({
    async checkBaseUrl(url) {
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
    },
  });
}
