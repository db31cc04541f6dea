import type { CallbackManagerForLLMRun } from '@langchain/core/callbacks/manager';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { LLM, type BaseLLMParams } from '@langchain/core/language_models/llms';
import { HumanMessage } from '@langchain/core/messages';
import { GenerationChunk } from '@langchain/core/outputs';
import type { LlmTokenUsage } from './llm-usage.ts';

/**
 * A text-completion model (LangChain `LLM`) answered by a chat model: the prompt goes as one user message, the
 * answer's text comes back (streamed piece by piece when the chat model streams), its usage as the LLM's. For
 * providers whose completion-style API is retired or the same wire as their chat API (Cohere, HuggingFace
 * Inference, AWS Bedrock): Flowise's LLM nodes run on the chat builders, their fakes and the outbound policy.
 */
export class ChatBackedLLM extends LLM {
  constructor(
    private readonly chat: BaseChatModel,
    private readonly provider: string,
    fields: BaseLLMParams = {},
  ) {
    super(fields);
  }

  _llmType(): string {
    return `${this.provider} (chat API)`;
  }

  private callOptions(options: this['ParsedCallOptions']) {
    return {
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.stop ? { stop: options.stop } : {}),
    };
  }

  async _call(prompt: string, options: this['ParsedCallOptions']): Promise<string> {
    const answer = await this.chat.invoke([new HumanMessage(prompt)], this.callOptions(options));
    return answer.text;
  }

  override async *_streamResponseChunks(
    prompt: string,
    options: this['ParsedCallOptions'],
    runManager?: CallbackManagerForLLMRun,
  ): AsyncGenerator<GenerationChunk> {
    let usage: LlmTokenUsage | undefined;
    for await (const chunk of await this.chat.stream([new HumanMessage(prompt)], this.callOptions(options))) {
      const text = chunk.text;
      if (text !== '') {
        yield new GenerationChunk({ text });
        await runManager?.handleLLMNewToken(text);
      }
      const counts = chunk.usage_metadata;
      if (counts)
        usage = {
          promptTokens: (usage?.promptTokens ?? 0) + counts.input_tokens,
          completionTokens: (usage?.completionTokens ?? 0) + counts.output_tokens,
          totalTokens: (usage?.totalTokens ?? 0) + counts.total_tokens,
        };
    }
    if (usage) yield new GenerationChunk({ text: '', generationInfo: { tokenUsage: usage } });
  }
}
