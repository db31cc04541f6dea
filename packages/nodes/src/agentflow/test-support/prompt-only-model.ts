import type { BaseMessage } from '@langchain/core/messages';
import { FakeListChatModel } from '@langchain/core/utils/testing';

/**
 * A chat model of no provider we know a native structured output of (LangChain's fake list model, answering its
 * responses in turn), recording the messages of every call.
 */
export class PromptOnlyChatModel extends FakeListChatModel {
  readonly calls: BaseMessage[][] = [];

  constructor(responses: string[]) {
    super({ responses });
  }

  override async *_streamResponseChunks(
    ...args: Parameters<FakeListChatModel['_streamResponseChunks']>
  ): ReturnType<FakeListChatModel['_streamResponseChunks']> {
    this.calls.push(args[0]);
    yield* super._streamResponseChunks(...args);
  }
}
