import type { NodeName } from '../../node-registry.ts';
import type { ChatTurn } from '../../runtime/node-executor.ts';
import {
  ChatflowInputError,
  textInput,
  type ChatflowComponent,
  type ChatflowInitContext,
  type ChatflowMemory,
} from '../../runtime/chatflow-component.ts';

/** The session's stored conversation (the node's Session Id, else the run's), its last `limit` messages. */
function sessionMemory(context: ChatflowInitContext, limit: number | undefined): ChatflowMemory {
  const sessionId = textInput(context.inputs, 'sessionId').trim() || context.run.sessionId;
  const memoryKey = textInput(context.inputs, 'memoryKey').trim() || 'chat_history';
  return {
    kind: 'chatflowMemory',
    memoryKey,
    async messages(): Promise<readonly ChatTurn[]> {
      const all = await context.memory.pastMessages(sessionId);
      return limit === undefined ? all : all.slice(Math.max(0, all.length - limit));
    },
  };
}

export const bufferMemoryComponent: ChatflowComponent<NodeName> = {
  name: 'bufferMemory',
  init(context) {
    return Promise.resolve(sessionMemory(context, undefined));
  },
};

/** Buffer Window Memory: the last k exchanges (2k messages). */
export const bufferWindowMemoryComponent: ChatflowComponent<NodeName> = {
  name: 'bufferWindowMemory',
  init(context) {
    const text = textInput(context.inputs, 'k').trim() || '4';
    const k = Number(text);
    if (!Number.isInteger(k) || k < 1)
      throw new ChatflowInputError(`Size must be a whole number of exchanges of at least 1, got "${text}"`);
    return Promise.resolve(sessionMemory(context, k * 2));
  },
};
