import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { ChatOpenAI, type ChatOpenAIFields } from '@langchain/openai';
import type { CredentialReader } from '../../runtime/node-executor.ts';
import type { ChatModelBuildOptions } from './chat-model-build-options.ts';
import { ChatModelCredential, type ChatModelConfig } from './chat-model-config.ts';
import { markWithoutJsonSchema } from './json-schema-support.ts';
import { OfflineTokenCompletions } from './offline-token-completions.ts';
import { refusalRetryRules } from './refusals-not-retried.ts';
import { readWatsonxConnection } from './watsonx-connection.ts';
import { watsonxChatFetch } from './watsonx-chat-fetch.ts';

/** Never sent: the watsonx fetch puts the credential's bearer token on each request. */
const NO_API_KEY = 'watsonx-bearer-token';

/** ChatOpenAI whose token estimates never fetch an encoding from the network. */
class WatsonxChat extends ChatOpenAI {
  constructor(fields: ChatOpenAIFields) {
    super({ ...fields, completions: new OfflineTokenCompletions(fields) });
  }
}

/** The node's sampling inputs (Flowise's names) as OpenAI chat fields. */
function samplingFields(config: ChatModelConfig): ChatOpenAIFields {
  const fields: ChatOpenAIFields = {};
  const temperature = config.number('temperature');
  if (temperature !== undefined) fields.temperature = temperature;
  const maxTokens = config.positiveInteger('maxTokens');
  if (maxTokens !== undefined) fields.maxTokens = maxTokens;
  const frequencyPenalty = config.number('frequencyPenalty');
  if (frequencyPenalty !== undefined) fields.frequencyPenalty = frequencyPenalty;
  const presencePenalty = config.number('presencePenalty');
  if (presencePenalty !== undefined) fields.presencePenalty = presencePenalty;
  const topP = config.number('topP');
  if (topP !== undefined) fields.topP = topP;
  const n = config.positiveInteger('n');
  if (n !== undefined && n > 1) fields.n = n;
  if (config.boolean('logprobs') === true) fields.logprobs = true;
  return fields;
}

/**
 * IBM Watsonx (`chatIBMWatsonx`): Flowise's `ibmWatsonx` credential (service URL, version, project or space,
 * IAM API key or bearer token). watsonx.ai's text chat API takes OpenAI's message, tool and streaming forms, so
 * OpenAI's client drives it through a fetch that sends each request to `/ml/v1/text/chat[_stream]` with the
 * version, the project and a bearer token (the IAM exchange included, all through the server's outbound policy):
 * streaming, tool calls and usage as OpenAI's client gives them. watsonx offers `json_object` but no JSON schema
 * response format, so a structured output is a forced tool call. `extra` adds fields of the client (the IBMWatsonx
 * LLM node's stop sequences and request fields).
 */
export async function buildChatIBMWatsonx(
  config: ChatModelConfig,
  credentials: CredentialReader,
  streaming: boolean,
  options: ChatModelBuildOptions,
  extra: ChatOpenAIFields = {},
): Promise<BaseChatModel> {
  const credential = await ChatModelCredential.read(config, credentials, ['ibmWatsonx']);
  const connection = await readWatsonxConnection(credential, {
    label: config.label,
    fetch: options.fetch ?? fetch,
    checkUrl: (url, label) => options.checkBaseUrl(url, label),
  });
  const model = new WatsonxChat({
    model: config.model('modelName'),
    streaming,
    streamUsage: true,
    ...samplingFields(config),
    ...extra,
    ...refusalRetryRules(options),
    apiKey: NO_API_KEY,
    configuration: { baseURL: `${connection.serviceUrl}/ml/v1/text`, fetch: watsonxChatFetch(connection) },
  });
  markWithoutJsonSchema(model);
  return model;
}
