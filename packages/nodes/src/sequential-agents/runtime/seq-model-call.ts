import type { BaseLanguageModelInput } from '@langchain/core/language_models/base';
import type { AIMessageChunk } from '@langchain/core/messages';
import type { Runnable } from '@langchain/core/runnables';
import { messageText } from '../../agentflow/runtime-shared/chat-messages.ts';
import type { TokenUsage } from '../../runtime/node-executor.ts';

type StreamingModel = Pick<Runnable<BaseLanguageModelInput, AIMessageChunk>, 'stream'>;

export interface SeqModelAnswer {
  readonly message: AIMessageChunk;
  readonly text: string;
  readonly usage?: TokenUsage;
}

/** One streamed model call with the run's signal; text tokens go to `emitToken` when the node answers. */
export async function streamModel(
  model: StreamingModel,
  input: BaseLanguageModelInput,
  signal: AbortSignal,
  emitToken: ((text: string) => void) | undefined,
): Promise<SeqModelAnswer> {
  let whole: AIMessageChunk | undefined;
  const stream = await model.stream(input, { signal });
  for await (const chunk of stream) {
    whole = whole === undefined ? chunk : whole.concat(chunk);
    const text = messageText(chunk.content);
    if (emitToken && text !== '') emitToken(text);
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
