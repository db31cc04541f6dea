import type { ChatModelProvider } from '@loomflow/nodes/runtime';
import { refuseUrl } from '../net/outbound-address-policy.ts';
import type { OutboundPolicy } from '../net/outbound-policy.ts';
import { outboundFetch } from '../net/outbound-sdk-fetch.ts';
import { loadNodeRuntime } from './node-runtime.ts';

/** Built chat models kept for reuse by one provider (a model holds its SDK client: some kilobytes each). */
const MODELS_KEPT = 200;

/**
 * Chat models (LangChain) for runs, under the outbound policy's 'model' purpose (a local Ollama works on open
 * source; enterprise needs HTTP_ALLOW_LIST or Outbound access; cloud never). Base URLs typed into flows are
 * checked before the model is built, so the refusal names the setting that admits the address; the SDKs then
 * talk through a fetch whose every connection and redirect hop passes the same policy, pinned to the checked
 * address. The node runtime's provider is made at the first model a run asks for. Built models are reused while
 * their component, config, streaming, credential data and the admin's Outbound access list stay the same (the
 * base URL was checked against that list when the model was built).
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
      provider ??= (await loadNodeRuntime()).nodes.createChatModelProvider({
        checkBaseUrl,
        fetch,
        reuse: { maxModels: MODELS_KEPT, scope: () => outbound.snapshot().adminAllowList.join('\n') },
      });
      return provider.create(request, credentials);
    },
  };
}
