import type { ChatModelProvider } from '@loomflow/nodes/runtime';
import type { PlatformType } from '@loomflow/core';
import { ModelAddressPolicy, refuseUrl } from '../net/model-address-policy.ts';
import { loadNodeRuntime } from './node-runtime.ts';

/**
 * Chat models (LangChain) for runs. Base URLs typed into flows (OpenAI-compatible servers, Ollama) pass the model
 * address policy (`ModelAddressPolicy`: a local Ollama works on open source, enterprise needs HTTP_ALLOW_LIST), whose
 * refusals name the setting that admits the address. The node runtime's provider is made at the first model a run
 * asks for.
 */
export function chatModelProvider(options: {
  readonly platform: PlatformType;
  readonly denyList: readonly string[];
  readonly allowList: readonly string[];
}): ChatModelProvider {
  const policy = new ModelAddressPolicy(options);
  const checkBaseUrl = async (url: string): Promise<void> => {
    const refusal = await refuseUrl(policy, url);
    if (refusal) throw new Error(refusal);
  };
  let provider: ChatModelProvider | undefined;
  return {
    async create(request, credentials) {
      provider ??= (await loadNodeRuntime()).nodes.createChatModelProvider({ checkBaseUrl });
      return provider.create(request, credentials);
    },
  };
}
