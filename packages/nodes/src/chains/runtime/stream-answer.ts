import { AIMessageChunk } from '@langchain/core/messages';
import type { Runnable } from '@langchain/core/runnables';
import type { ChatflowRunContext } from '../../runtime/chatflow-component.ts';
import type { TokenUsage } from '../../runtime/node-executor.ts';

/** The text of a streamed chunk: a string (text models) or a message chunk's text. */
function chunkText(chunk: unknown): string {
  if (typeof chunk === 'string') return chunk;
  if (chunk instanceof AIMessageChunk) return chunk.text;
  return '';
}

/**
 * Streams a prompt-and-model runnable (always through `.stream()`: usage comes from the provider's stream and no
 * tokenizer is fetched), emitting tokens when the client streams; the whole text and the usage at the end.
 */
export async function streamAnswer<Input>(
  runnable: Runnable<Input, unknown>,
  input: Input,
  context: Pick<ChatflowRunContext, 'signal'> & {
    readonly streaming: boolean;
    emit?: ChatflowRunContext['emit'];
  },
): Promise<{ text: string; usage?: TokenUsage }> {
  const parts: string[] = [];
  let usage: TokenUsage | undefined;
  for await (const chunk of await runnable.stream(input, { signal: context.signal })) {
    const text = chunkText(chunk);
    if (text !== '') {
      parts.push(text);
      if (context.streaming) context.emit?.({ type: 'token', text });
    }
    if (chunk instanceof AIMessageChunk && chunk.usage_metadata) {
      const { input_tokens, output_tokens, total_tokens } = chunk.usage_metadata;
      usage = {
        inputTokens: (usage?.inputTokens ?? 0) + input_tokens,
        outputTokens: (usage?.outputTokens ?? 0) + output_tokens,
        totalTokens: (usage?.totalTokens ?? 0) + total_tokens,
      };
    }
  }
  return { text: parts.join(''), ...(usage ? { usage } : {}) };
}
