import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { BaseLanguageModelInput } from '@langchain/core/language_models/base';
import type { AIMessageChunk } from '@langchain/core/messages';
import type { Runnable } from '@langchain/core/runnables';
import type { NodeRunContext, TokenUsage } from '../../runtime/node-executor.ts';
import { objectOf, textOf } from './input-guards.ts';
import { messageText } from './chat-messages.ts';

/**
 * The chat model a node picked: the component name in `<prefix>Model` and its inputs in `<prefix>ModelConfig`
 * (credential under `FLOWISE_CREDENTIAL_ID`), built by the provider port.
 */
export async function createNodeModel(
  context: NodeRunContext,
  modelInput: string,
  label: string,
): Promise<BaseChatModel> {
  const modelName = textOf(context.inputs[modelInput]).trim();
  if (modelName === '') {
    throw new Error(`${label}: no model is selected. Choose a chat model in the node's Model field.`);
  }
  const config = objectOf(context.inputs[`${modelInput}Config`]);
  return context.services.chatModels.create(
    { modelName, config, streaming: true },
    context.services.credentials,
  );
}

export interface ModelAnswer {
  /** The whole answer (tool calls included). */
  readonly message: AIMessageChunk;
  readonly text: string;
  readonly usage: TokenUsage | undefined;
}

type StreamingModel = Pick<Runnable<BaseLanguageModelInput, AIMessageChunk>, 'stream'>;

/**
 * One model call, always streamed (`.invoke()` can hang offline counting tokens, see the compat reference),
 * with the run's abort signal. Text tokens reach the client when `emitTokens`; usage comes from the stream.
 */
export async function streamAnswer(
  model: StreamingModel,
  input: BaseLanguageModelInput,
  context: NodeRunContext,
  emitTokens: boolean,
): Promise<ModelAnswer> {
  const onToken = emitTokens
    ? (text: string) => {
        context.emit({ type: 'token', text });
      }
    : undefined;
  return streamModelCall(model, input, context.signal, onToken);
}

/** One streamed model call with an abort signal; each text token goes to `onToken` when given. */
export async function streamModelCall(
  model: StreamingModel,
  input: BaseLanguageModelInput,
  signal: AbortSignal,
  onToken: ((text: string) => void) | undefined,
): Promise<ModelAnswer> {
  let whole: AIMessageChunk | undefined;
  const stream = await model.stream(input, { signal });
  for await (const chunk of stream) {
    whole = whole === undefined ? chunk : whole.concat(chunk);
    if (onToken) {
      const text = messageText(chunk.content);
      if (text !== '') onToken(text);
    }
  }
  if (whole === undefined) throw new Error('The model answered with an empty stream.');
  const metadata = whole.usage_metadata;
  const usage =
    metadata === undefined
      ? undefined
      : {
          inputTokens: metadata.input_tokens,
          outputTokens: metadata.output_tokens,
          totalTokens: metadata.total_tokens,
        };
  return { message: whole, text: messageText(whole.content), usage };
}

/** Usage of several calls added up. */
export function addUsage(
  total: TokenUsage | undefined,
  more: TokenUsage | undefined,
): TokenUsage | undefined {
  if (more === undefined) return total;
  if (total === undefined) return more;
  return {
    inputTokens: total.inputTokens + more.inputTokens,
    outputTokens: total.outputTokens + more.outputTokens,
    totalTokens: total.totalTokens + more.totalTokens,
  };
}
