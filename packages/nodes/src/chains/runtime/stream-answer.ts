import { AIMessage, AIMessageChunk } from '@langchain/core/messages';
import type { Runnable } from '@langchain/core/runnables';
import type { ChatflowRunContext } from '../../runtime/chatflow-component.ts';
import type { TokenUsage } from '../../runtime/node-executor.ts';
import { LlmUsageCollector } from '../../llms/runtime/llm-usage.ts';

/**
 * A chat model's output: message chunks when it streams, one whole message when its Streaming is off
 * (`disableStreaming`: LangChain's `.stream()` then yields the `invoke` result).
 */
function asMessage(chunk: unknown): AIMessage | AIMessageChunk | undefined {
  if (AIMessageChunk.isInstance(chunk)) return chunk;
  return AIMessage.isInstance(chunk) ? chunk : undefined;
}

/** The text of a streamed chunk: a string (text models), a message chunk's text or a whole message's. */
function chunkText(chunk: unknown): string {
  if (typeof chunk === 'string') return chunk;
  return asMessage(chunk)?.text ?? '';
}

/**
 * Streams a prompt-and-model runnable (always through `.stream()`: usage comes from the provider's stream and no
 * tokenizer is fetched), emitting tokens when the client streams; the whole text and the usage at the end. A
 * model whose Streaming is off answers in one piece, sent to a streaming client as one token; a model built for a
 * caller that does not stream (`ChatflowInitContext.callerStreams`) sends one non-streaming request, its usage
 * read from the provider's answer. A text-completion model (LLM) streams strings; its usage is what it reports at
 * the end of its call.
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
  // Text-completion models (LLMs) stream plain strings: their usage arrives with the end of their call.
  const llmUsage = new LlmUsageCollector();
  for await (const chunk of await runnable.stream(input, { signal: context.signal, callbacks: [llmUsage] })) {
    const text = chunkText(chunk);
    if (text !== '') {
      parts.push(text);
      if (context.streaming) context.emit?.({ type: 'token', text });
    }
    const usageMetadata = asMessage(chunk)?.usage_metadata;
    if (usageMetadata) {
      const { input_tokens, output_tokens, total_tokens } = usageMetadata;
      usage = {
        inputTokens: (usage?.inputTokens ?? 0) + input_tokens,
        outputTokens: (usage?.outputTokens ?? 0) + output_tokens,
        totalTokens: (usage?.totalTokens ?? 0) + total_tokens,
      };
    }
  }
  usage ??= llmUsage.usage;
  return { text: parts.join(''), ...(usage ? { usage } : {}) };
}
