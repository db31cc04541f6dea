import type { ChatModelBuildOptions } from '../../chat-models/runtime/chat-model-build-options.ts';
import { ChatModelConfigError } from '../../chat-models/runtime/chat-model-config.ts';
import { sdkFetch } from '../../embeddings/runtime/sdk-fetch.ts';
import type { RuntimeServices } from '../../runtime/node-executor.ts';
import { fetchFor } from '../../runtime/outbound-port.ts';

/** Why an address typed in a node cannot be used before the policy is asked: not an http(s) URL. */
function syntaxRefusal(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'it is not a valid URL';
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:'
    ? undefined
    : 'it must be an http or https URL';
}

/**
 * What an LLM builder gets from the run: the server's 'model' fetch (every connection and redirect hop checked and
 * pinned by its outbound policy) and a check of typed addresses against the same policy, so the refusal names the
 * node and the setting before any request.
 */
export function llmBuildOptions(services: RuntimeServices, signal: AbortSignal): ChatModelBuildOptions {
  const policy = services.outbound?.policyFor('model');
  return {
    fetch: sdkFetch(fetchFor(services, 'model'), signal),
    checkBaseUrl(url, label) {
      const refusal = syntaxRefusal(url) ?? policy?.refuseHost(new URL(url).hostname);
      if (refusal === undefined) return Promise.resolve();
      return Promise.reject(new ChatModelConfigError(`${label}: ${url} cannot be used: ${refusal}`));
    },
  };
}
