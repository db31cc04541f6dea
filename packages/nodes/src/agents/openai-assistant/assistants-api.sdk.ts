import { AzureOpenAI, OpenAI } from 'openai';
import type { AssistantsApiTarget } from '../../runtime/node-executor.ts';
import type { AssistantsApiOptions } from './assistants-api.types.ts';

/** Requests the provider may take this long to answer (a streamed run included). */
const TIMEOUT_MS = 5 * 60 * 1000;

/**
 * The `openai` SDK client for a target (loaded only when an Assistants API call is made: this module is imported
 * lazily). One retry for connection errors, 429 and 5xx; the SDK's own backoff.
 */
export function openSdkClient(target: AssistantsApiTarget, options: AssistantsApiOptions): OpenAI {
  const common = {
    apiKey: target.apiKey,
    maxRetries: 1,
    timeout: TIMEOUT_MS,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
  if (target.kind === 'azure')
    return new AzureOpenAI({ ...common, endpoint: target.endpoint, apiVersion: target.apiVersion });
  return new OpenAI({ ...common, ...(target.baseURL ? { baseURL: target.baseURL } : {}) });
}
