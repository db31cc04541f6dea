import type { CallbackManagerForLLMRun } from '@langchain/core/callbacks/manager';
import type { BaseMessage } from '@langchain/core/messages';
import type { ChatGenerationChunk, ChatResult } from '@langchain/core/outputs';
import { ChatGoogleGenerativeAI, type GoogleGenerativeAIChatInput } from '@langchain/google-genai';
import { runWithFetch, withFetchEachStep } from '../../runtime/scoped-global-fetch.ts';
import { refusalsNotRetried } from './refusals-not-retried.ts';

/**
 * LangChain's Gemini chat model whose HTTP goes through `checkedFetch` (the server's 'model' fetch: every
 * connection and redirect hop checked and pinned). Google's SDK calls the global `fetch` and takes none of its
 * own, so each generation and each step of a stream runs in a scope that routes the global fetch there. A
 * refused address fails at once instead of being retried.
 */
export class CheckedGeminiChatModel extends ChatGoogleGenerativeAI {
  constructor(
    fields: GoogleGenerativeAIChatInput,
    private readonly checkedFetch: typeof fetch,
  ) {
    super({ ...fields, onFailedAttempt: refusalsNotRetried() });
  }

  override _generate(
    messages: BaseMessage[],
    options: this['ParsedCallOptions'],
    runManager?: CallbackManagerForLLMRun,
  ): Promise<ChatResult> {
    return runWithFetch(this.checkedFetch, () => super._generate(messages, options, runManager));
  }

  override _streamResponseChunks(
    messages: BaseMessage[],
    options: this['ParsedCallOptions'],
    runManager?: CallbackManagerForLLMRun,
  ): AsyncGenerator<ChatGenerationChunk> {
    return withFetchEachStep(this.checkedFetch, super._streamResponseChunks(messages, options, runManager));
  }
}
