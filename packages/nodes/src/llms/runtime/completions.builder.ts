import type { BaseLLM } from '@langchain/core/language_models/llms';
import { fetchOf } from '../../chat-models/runtime/openai.builder.ts';
import {
  ChatModelConfigError,
  ChatModelCredential,
  type ChatModelConfig,
} from '../../chat-models/runtime/chat-model-config.ts';
import { refusalRetryRules } from '../../chat-models/runtime/refusals-not-retried.ts';
import { CompletionsAzureOpenAI, CompletionsOpenAI, type CompletionsBehaviour } from './completions-llm.ts';
import {
  COMPLETIONS_PROVIDERS,
  type CompletionsNodeName,
  type CompletionsProvider,
} from './completions.providers.ts';
import type { LlmBuilder, LlmBuildRequest } from './llm-builder.ts';

/** The node's own Streaming (Together AI's, off by default in Flowise) or the caller's. */
function streamsOf(request: LlmBuildRequest, nodeHasStreaming: boolean): boolean {
  if (!request.streaming) return false;
  return nodeHasStreaming ? request.config.boolean('streaming') === true : true;
}

/** Sampling and limits the completion nodes share (each reads only what the node has). */
function samplingFields(config: ChatModelConfig) {
  const fields: {
    temperature?: number;
    maxTokens?: number;
    topP?: number;
    bestOf?: number;
    frequencyPenalty?: number;
    presencePenalty?: number;
    batchSize?: number;
    timeout?: number;
    stop?: string[];
  } = {};
  const temperature = config.number('temperature');
  if (temperature !== undefined) fields.temperature = temperature;
  const maxTokens = config.positiveInteger('maxTokens');
  if (maxTokens !== undefined) fields.maxTokens = maxTokens;
  const topP = config.number('topP');
  if (topP !== undefined) fields.topP = topP;
  const bestOf = config.positiveInteger('bestOf');
  if (bestOf !== undefined) fields.bestOf = bestOf;
  const frequencyPenalty = config.number('frequencyPenalty');
  if (frequencyPenalty !== undefined) fields.frequencyPenalty = frequencyPenalty;
  const presencePenalty = config.number('presencePenalty');
  if (presencePenalty !== undefined) fields.presencePenalty = presencePenalty;
  const batchSize = config.positiveInteger('batchSize');
  if (batchSize !== undefined) fields.batchSize = batchSize;
  const timeout = config.positiveInteger('timeout');
  if (timeout !== undefined) fields.timeout = timeout;
  const stop = config.list('stop');
  if (stop !== undefined) fields.stop = stop;
  return fields;
}

/** "Base Path" as Flowise saves it (`basepath`; `basePath` and `baseURL` accepted too), checked before use. */
async function typedBasePath(request: LlmBuildRequest): Promise<string | undefined> {
  const { config, options } = request;
  const basePath = config.string('basepath') ?? config.string('basePath') ?? config.string('baseURL');
  if (basePath !== undefined) await options.checkBaseUrl(basePath, config.label);
  return basePath;
}

/** LangChain refuses OpenAI's chat models in its completions class: said in the node's words instead. */
function checkCompletionModel(chatModelNode: string | undefined, label: string, model: string): void {
  if (chatModelNode === undefined) return;
  const chatModel = /^(gpt-3\.5-turbo|gpt-4|gpt-5|o\d|chatgpt)/.test(model) && !model.includes('-instruct');
  if (chatModel)
    throw new ChatModelConfigError(
      `${label}: "${model}" is a chat model, which the completions API does not serve; choose a completions model (e.g. gpt-3.5-turbo-instruct) or use the ${chatModelNode} node`,
    );
}

/**
 * Builds the LLM of one provider of OpenAI-style completions: LangChain's OpenAI LLM at the provider's address
 * (or the node's "Base Path", checked by the server's policy), the key of the provider's credential, the SDK on
 * the server's guarded fetch. Streams when the caller does (with usage where the API reports it in the stream).
 */
async function buildCompletionsLlm(
  provider: CompletionsProvider,
  request: LlmBuildRequest,
): Promise<BaseLLM> {
  const { config, credentials, options } = request;
  const credential = await ChatModelCredential.read(config, credentials, [provider.credentialType]);
  const model = config.string('modelName') ?? provider.defaultModel;
  checkCompletionModel(provider.chatModelNode, config.label, model);
  const baseURL = (await typedBasePath(request)) ?? provider.baseURL;
  const streaming = streamsOf(request, provider.extraFields !== undefined);
  const behaviour: CompletionsBehaviour = { streamUsage: provider.streamUsage, answerOnce: !streaming };
  const defaultHeaders = provider.baseOptionHeaders ? config.headers('baseOptions') : undefined;
  const extra = provider.extraFields?.(config);
  return new CompletionsOpenAI(
    {
      ...samplingFields(config),
      ...refusalRetryRules(options),
      ...(extra && Object.keys(extra).length > 0 ? { modelKwargs: extra } : {}),
      model,
      streaming,
      apiKey: credential.required(provider.keyField),
      configuration: { baseURL, defaultHeaders, ...fetchOf(options) },
    },
    behaviour,
  );
}

/** The builder of one completions provider, by its node name. */
export function completionsBuilder(nodeName: CompletionsNodeName): LlmBuilder {
  const provider: CompletionsProvider = COMPLETIONS_PROVIDERS[nodeName];
  return (request) => buildCompletionsLlm(provider, request);
}

/**
 * Azure OpenAI (`azureOpenAI`): a completions deployment; key, instance, deployment and API version from the
 * azureOpenAIApi credential, or the node's "Base Path" (checked) instead of the instance.
 */
export async function buildAzureOpenAILlm(request: LlmBuildRequest): Promise<BaseLLM> {
  const { config, credentials, options } = request;
  const credential = await ChatModelCredential.read(config, credentials, ['azureOpenAIApi']);
  const basePath = await typedBasePath(request);
  const instance = credential.optional('azureOpenAIApiInstanceName');
  if (basePath === undefined && instance === undefined)
    throw new ChatModelConfigError(
      `${config.label}: the credential has no "azureOpenAIApiInstanceName"; fill it in, or set "Base Path"`,
    );
  const model = config.string('modelName') ?? 'gpt-35-turbo-instruct';
  checkCompletionModel('Azure ChatOpenAI', config.label, model);
  return new CompletionsAzureOpenAI(
    {
      ...samplingFields(config),
      ...refusalRetryRules(options),
      model,
      streaming: request.streaming,
      azureOpenAIApiKey: credential.required('azureOpenAIApiKey'),
      azureOpenAIApiDeploymentName: credential.required('azureOpenAIApiDeploymentName'),
      azureOpenAIApiVersion: credential.required('azureOpenAIApiVersion'),
      ...(basePath !== undefined
        ? { azureOpenAIBasePath: basePath }
        : { azureOpenAIApiInstanceName: instance }),
      configuration: { ...fetchOf(options) },
    },
    { streamUsage: true, answerOnce: !request.streaming },
  );
}
