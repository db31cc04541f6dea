import type { ChatModelProvider } from '@loomflow/nodes/runtime';
import { refuseUrl } from '../net/outbound-address-policy.ts';
import type { OutboundPolicy } from '../net/outbound-policy.ts';
import { outboundFetch } from '../net/outbound-sdk-fetch.ts';
import { loadNodeRuntime } from './node-runtime.ts';

/**
 * Chat models (LangChain) for runs, under the outbound policy's 'model' purpose (a local Ollama works on open
 * source; enterprise needs HTTP_ALLOW_LIST or Outbound access; cloud never). Base URLs typed into flows are
 * checked before the model is built, so the refusal names the setting that admits the address; the SDKs then
 * talk through a fetch whose every connection and redirect hop passes the same policy, pinned to the checked
 * address. The node runtime's provider is made at the first model a run asks for.
 */
export function chatModelProvider(outbound: OutboundPolicy): ChatModelProvider {
  const policy = outbound.for('model');
  const checkBaseUrl = async (url: string): Promise<void> => {
    const refusal = await refuseUrl(policy, url);
    if (refusal) throw new Error(refusal);
  };
  const fetch = outboundFetch(policy);
  let provider: ChatModelProvider | undefined;
  return {
    async create(request, credentials) {
      provider ??= (await loadNodeRuntime()).nodes.createChatModelProvider({ checkBaseUrl, fetch });
      return provider.create(request, credentials);
    },
  };
}
