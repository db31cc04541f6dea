import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { BaseLanguageModelInput } from '@langchain/core/language_models/base';
import { AIMessage, AIMessageChunk } from '@langchain/core/messages';
import type { Runnable } from '@langchain/core/runnables';
import type { NodeRunContext, TokenUsage } from '../../runtime/node-executor.ts';
import { objectOf, textOf } from './input-guards.ts';
import { withCallSignal } from './call-signal.ts';
import { messageText } from './chat-messages.ts';
import { thinkingText } from './model-thinking.ts';

/**
 * The chat model a node picked: the component name in `<prefix>Model` and its inputs in `<prefix>ModelConfig`
 * (credential under `FLOWISE_CREDENTIAL_ID`), built by the provider port — streaming when the run's caller streams,
 * else for one non-streaming request (the choice is part of what the model is built with).
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
    { modelName, config, streaming: context.callerStreams },
    context.services.credentials,
  );
}

export interface ModelAnswer {
  /** The whole answer (tool calls included). */
  readonly message: AIMessageChunk;
  readonly text: string;
  /** What the model thought before answering (empty when it did not think aloud). */
  readonly thinking: string;
  readonly usage: TokenUsage | undefined;
}

type AnsweringModel = Pick<Runnable<BaseLanguageModelInput, AIMessageChunk>, 'stream' | 'invoke'>;

/** How a node's model calls go: streamed when the run's caller streams, else one non-streaming request. */
export interface ModelCallMode {
  readonly signal: AbortSignal;
  /** The run's caller asked for a stream (`NodeRunContext.callerStreams`). */
  readonly callerStreams: boolean;
}

/**
 * One model call of a node with the run's abort signal: streamed when the caller streams (usage from the stream's
 * last chunk), else one non-streaming request (usage from the provider's JSON answer; no tokenizer either way).
 * Text reaches the client as tokens when `emitTokens` — the whole answer as one token without a stream — and the
 * model's thinking as thinking.
 */
export async function answerOnce(
  model: AnsweringModel,
  input: BaseLanguageModelInput,
  context: ModelCallMode & Pick<NodeRunContext, 'emit'>,
  emitTokens: boolean,
): Promise<ModelAnswer> {
  if (!emitTokens) return callModel(model, input, context, undefined);
  const onToken = (text: string) => {
    context.emit({ type: 'token', text });
  };
  const onThinking = (text: string) => {
    context.emit({ type: 'thinking', text });
  };
  return callModel(model, input, context, onToken, onThinking);
}

/** `answerOnce` with token (and thinking) callbacks of the caller's own (or none). */
export async function callModel(
  model: AnsweringModel,
  input: BaseLanguageModelInput,
  mode: ModelCallMode,
  onToken: ((text: string) => void) | undefined,
  onThinking?: (text: string) => void,
): Promise<ModelAnswer> {
  if (mode.callerStreams) return streamModelCall(model, input, mode.signal, onToken, onThinking);
  const answer = await invokeModelCall(model, input, mode.signal);
  if (onThinking && answer.thinking !== '') onThinking(answer.thinking);
  if (onToken && answer.text !== '') onToken(answer.text);
  return answer;
}

/**
 * One streamed model call with an abort signal; each text token goes to `onToken` and each piece of thinking to
 * `onThinking` when given.
 */
export async function streamModelCall(
  model: Pick<AnsweringModel, 'stream'>,
  input: BaseLanguageModelInput,
  signal: AbortSignal,
  onToken: ((text: string) => void) | undefined,
  onThinking?: (text: string) => void,
): Promise<ModelAnswer> {
  const whole = await withCallSignal(signal, async (callSignal) => {
    let joined: AIMessageChunk | undefined;
    const stream = await model.stream(input, { signal: callSignal });
    for await (const chunk of stream) {
      joined = joined === undefined ? chunk : joined.concat(chunk);
      if (onThinking) {
        const thinking = thinkingText(chunk.content);
        if (thinking !== '') onThinking(thinking);
      }
      if (onToken) {
        const text = messageText(chunk.content);
        if (text !== '') onToken(text);
      }
    }
    return joined;
  });
  if (whole === undefined) throw new Error('The model answered with an empty stream.');
  // A model built with streaming off (`disableStreaming`) streams one whole message.
  return answerOf(asChunk(whole));
}

/**
 * One non-streaming model call with an abort signal. The model must be built with streaming off: LangChain then
 * sends one request without `stream` and reads the usage from the answer (with streaming on, `invoke` streams and
 * counts tokens itself).
 */
export async function invokeModelCall(
  model: Pick<AnsweringModel, 'invoke'>,
  input: BaseLanguageModelInput,
  signal: AbortSignal,
): Promise<ModelAnswer> {
  const message: unknown = await withCallSignal(signal, (callSignal) =>
    model.invoke(input, { signal: callSignal }),
  );
  return answerOf(asChunk(message));
}

/** A whole message as the chunk type answers carry (tool calls and usage kept). */
function asChunk(message: unknown): AIMessageChunk {
  if (AIMessageChunk.isInstance(message)) return message;
  if (!AIMessage.isInstance(message)) throw new Error('The model answered with no message.');
  const chunk = new AIMessageChunk({
    content: message.content,
    ...(message.id === undefined ? {} : { id: message.id }),
    ...(message.name === undefined ? {} : { name: message.name }),
    tool_calls: message.tool_calls ?? [],
    additional_kwargs: message.additional_kwargs,
    response_metadata: message.response_metadata,
    ...(message.usage_metadata === undefined ? {} : { usage_metadata: message.usage_metadata }),
  });
  chunk.invalid_tool_calls = message.invalid_tool_calls ?? [];
  return chunk;
}

function answerOf(whole: AIMessageChunk): ModelAnswer {
  const metadata = whole.usage_metadata;
  const usage =
    metadata === undefined
      ? undefined
      : {
          inputTokens: metadata.input_tokens,
          outputTokens: metadata.output_tokens,
          totalTokens: metadata.total_tokens,
        };
  return { message: whole, text: messageText(whole.content), thinking: thinkingText(whole.content), usage };
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
