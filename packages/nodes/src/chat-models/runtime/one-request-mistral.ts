import type { CallbackManagerForLLMRun } from '@langchain/core/callbacks/manager';
import type { BaseMessage } from '@langchain/core/messages';
import type { ChatResult } from '@langchain/core/outputs';
import { ChatMistralAI } from '@langchain/mistralai';

/** The call's result, or a rejection as soon as the signal aborts. */
function untilAborted<T>(call: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => {
      reject(signal.reason instanceof Error ? signal.reason : new Error('The model call was aborted.'));
    };
    signal.addEventListener('abort', abort, { once: true });
    call.then(
      (result) => {
        signal.removeEventListener('abort', abort);
        resolve(result);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', abort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * ChatMistralAI that, with streaming off, sends one non-streaming request even when the call has an abort signal
 * (LangChain streams every call with a signal or a timeout so it can stop between chunks). The Mistral SDK takes
 * no signal from LangChain either way: an abort ends the call at once and its answer is dropped.
 */
export class OneRequestChatMistralAI extends ChatMistralAI {
  override async _generate(
    messages: BaseMessage[],
    options: this['ParsedCallOptions'],
    runManager?: CallbackManagerForLLMRun,
  ): Promise<ChatResult> {
    const { signal } = options;
    if (this.streaming || (signal === undefined && options.timeout === undefined))
      return super._generate(messages, options, runManager);
    signal?.throwIfAborted();
    const call = super._generate(messages, { ...options, signal: undefined, timeout: undefined }, runManager);
    return signal ? untilAborted(call, signal) : call;
  }
}
