import type { ServerEnv, ServerEnvironmentName } from './environment-names.ts';

type Env = ServerEnv;

/** Where the OpenAI and Azure OpenAI Assistants APIs are reached. */
export interface AssistantsApiConfig {
  /** `OPENAI_BASE_URL`: the OpenAI API's base (with `/v1`); the SDK's default when absent. */
  readonly openAIBaseUrl?: string | undefined;
  /**
   * `AZURE_OPENAI_ENDPOINT`: the Azure OpenAI resource's address; when absent each credential's
   * `https://{azureOpenAIApiInstanceName}.openai.azure.com`.
   */
  readonly azureEndpoint?: string | undefined;
}

function address(env: Env, name: ServerEnvironmentName): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  try {
    new URL(raw);
  } catch {
    throw new Error(`Environment variable ${name} must be an http(s) address, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

export function assistantsApiConfig(env: Env): AssistantsApiConfig {
  return {
    openAIBaseUrl: address(env, 'OPENAI_BASE_URL'),
    azureEndpoint: address(env, 'AZURE_OPENAI_ENDPOINT'),
  };
}
