import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { ChatVertexAI, type ChatVertexAIInput } from '@langchain/google-vertexai';
import type { CredentialReader } from '../../runtime/node-executor.ts';
import type { ChatModelBuildOptions } from './chat-model-build-options.ts';
import type { ChatModelConfig } from './chat-model-config.ts';
import { vertexConnection } from './google-vertex-auth.ts';
import { vertexFailedAttempt } from './vertex-failed-attempt.ts';

/** Claude models from Opus 4.7 on refuse sampling settings (as Flowise's supportsSamplingParams). */
function acceptsSampling(model: string): boolean {
  return !/claude-opus-4-(?:[7-9]|\d{2})/.test(model);
}

/**
 * Google Vertex AI (`chatGoogleVertexAI`): Gemini (and Claude on Vertex) through LangChain's `ChatVertexAI`, signed
 * in with the `googleVertexAuth` service account (see `vertexConnection`), in the node's region. Usage comes from
 * the answers (streamed ones too); native structured output is Gemini's `responseSchema`.
 */
export async function buildChatGoogleVertexAI(
  config: ChatModelConfig,
  credentials: CredentialReader,
  streaming: boolean,
  options: ChatModelBuildOptions,
): Promise<BaseChatModel> {
  const model = config.model('customModelName', 'modelName');
  const connection = await vertexConnection(config, credentials, options);
  const fields: ChatVertexAIInput = {
    model,
    streaming,
    streamUsage: true,
    onFailedAttempt: vertexFailedAttempt,
    ...connection,
  };
  if (acceptsSampling(model)) {
    const temperature = config.number('temperature');
    if (temperature !== undefined) fields.temperature = temperature;
    const topP = config.number('topP');
    if (topP !== undefined) fields.topP = topP;
    const topK = config.number('topK');
    if (topK !== undefined) fields.topK = topK;
  }
  const maxOutputTokens = config.positiveInteger('maxOutputTokens');
  if (maxOutputTokens !== undefined) fields.maxOutputTokens = maxOutputTokens;
  const level = config.choice('thinkingLevel', ['LOW', 'MEDIUM', 'HIGH']);
  const budget = config.integer('thinkingBudget');
  // LangChain's Vertex client sends these as `thinkingConfig` (thoughts included unless the budget is 0).
  if (level !== undefined) fields.thinkingLevel = level;
  else if (budget !== undefined) fields.thinkingBudget = budget;
  return new ChatVertexAI(fields);
}
