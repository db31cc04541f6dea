import type { CallbackManagerForLLMRun } from '@langchain/core/callbacks/manager';
import type { BaseMessage } from '@langchain/core/messages';
import type { ChatGenerationChunk, ChatResult } from '@langchain/core/outputs';
import { ChatGoogleGenerativeAI, type GoogleGenerativeAIChatInput } from '@langchain/google-genai';
import { runWithFetch, withFetchEachStep } from '../../runtime/scoped-global-fetch.ts';
import { refusalsNotRetried } from './refusals-not-retried.ts';
import { WithheldAnswerWatch, withheldAnswerMessage } from './gemini-withheld-answer.ts';

/**
 * LangChain's Gemini chat model whose HTTP goes through `checkedFetch` (the server's 'model' fetch: every
 * connection and redirect hop checked and pinned). Google's SDK calls the global `fetch` and takes none of its
 * own, so each generation and each step of a stream runs in a scope that routes the global fetch there. A
 * refused address fails at once instead of being retried. An answer Gemini withholds (safety settings, a blocked
 * prompt) fails with the reason instead of an empty answer.
 */
export class CheckedGeminiChatModel extends ChatGoogleGenerativeAI {
  constructor(
    fields: GoogleGenerativeAIChatInput,
    private readonly checkedFetch: typeof fetch,
    private readonly label = 'Google Gemini',
  ) {
    super({ ...fields, onFailedAttempt: refusalsNotRetried() });
  }

  override async _generate(
    messages: BaseMessage[],
    options: this['ParsedCallOptions'],
    runManager?: CallbackManagerForLLMRun,
  ): Promise<ChatResult> {
    const watch = new WithheldAnswerWatch();
    try {
      return await runWithFetch(watch.fetchThrough(this.checkedFetch), () =>
        super._generate(messages, options, runManager),
      );
    } catch (error) {
      const withheld = await watch.found();
      throw withheld ? new Error(withheldAnswerMessage(this.label, withheld), { cause: error }) : error;
    }
  }

  override async *_streamResponseChunks(
    messages: BaseMessage[],
    options: this['ParsedCallOptions'],
    runManager?: CallbackManagerForLLMRun,
  ): AsyncGenerator<ChatGenerationChunk> {
    const watch = new WithheldAnswerWatch();
    let answered = false;
    const chunks = super._streamResponseChunks(messages, options, runManager);
    for await (const chunk of withFetchEachStep(watch.fetchThrough(this.checkedFetch), chunks)) {
      answered ||= chunk.text !== '' || chunk.message.content.length > 0;
      yield chunk;
    }
    const withheld = answered ? undefined : await watch.found();
    if (withheld) throw new Error(withheldAnswerMessage(this.label, withheld));
  }
}
