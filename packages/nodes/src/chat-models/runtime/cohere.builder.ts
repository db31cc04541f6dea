import { ChatCohere } from '@langchain/cohere';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { AIMessageChunk } from '@langchain/core/messages';
import { ChatGenerationChunk } from '@langchain/core/outputs';
import { CohereClient } from 'cohere-ai';
import type { CredentialReader } from '../../runtime/node-executor.ts';
import type { ChatModelBuildOptions } from './chat-model-build-options.ts';
import { ChatModelCredential, type ChatModelConfig } from './chat-model-config.ts';
import { refusalRetryRules } from './refusals-not-retried.ts';

/**
 * ChatCohere whose streamed tool calls parse: @langchain/cohere puts each call's arguments in the stream's
 * last chunk as an object, where a chunk's tool call arguments are JSON text (else the call is dropped).
 */
class StreamedToolCallsChatCohere extends ChatCohere {
  override async *_streamResponseChunks(
    ...args: Parameters<ChatCohere['_streamResponseChunks']>
  ): AsyncGenerator<ChatGenerationChunk> {
    for await (const chunk of super._streamResponseChunks(...args)) {
      const message = chunk.message;
      const calls = message instanceof AIMessageChunk ? message.tool_call_chunks : undefined;
      if (!calls?.some((call) => typeof call.args !== 'string')) {
        yield chunk;
        continue;
      }
      yield new ChatGenerationChunk({
        text: chunk.text,
        ...(chunk.generationInfo ? { generationInfo: chunk.generationInfo } : {}),
        message: new AIMessageChunk({
          content: message.content,
          additional_kwargs: message.additional_kwargs,
          ...(message instanceof AIMessageChunk && message.usage_metadata
            ? { usage_metadata: message.usage_metadata }
            : {}),
          tool_call_chunks: calls.map((call, index) => ({
            ...call,
            index,
            args: typeof call.args === 'string' ? call.args : JSON.stringify(call.args),
          })),
        }),
      });
    }
  }
}

/**
 * Cohere (`chatCohere`): cohereApi.cohereApiKey. @langchain/cohere's ChatCohere (Cohere's v1 chat API through
 * the cohere-ai SDK, on the server's guarded fetch): streaming, tool calls and usage from the stream's end.
 * Structured output is asked for in the prompt (the integration offers no forced tool or JSON schema mode).
 */
export async function buildChatCohere(
  config: ChatModelConfig,
  credentials: CredentialReader,
  streaming: boolean,
  options: ChatModelBuildOptions,
): Promise<BaseChatModel> {
  const credential = await ChatModelCredential.read(config, credentials, ['cohereApi']);
  const client = new CohereClient({
    token: credential.required('cohereApiKey'),
    maxRetries: 0,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const temperature = config.number('temperature');
  return new StreamedToolCallsChatCohere({
    client,
    model: config.model('modelName'),
    streaming,
    streamUsage: true,
    ...(temperature === undefined ? {} : { temperature }),
    ...refusalRetryRules(options),
  });
}
