import {
  ChatflowInputError,
  textInput,
  type ChatflowComponent,
  type ChatflowMemory,
} from '../../runtime/chatflow-component.ts';
import type { ChatTurn } from '../../runtime/node-executor.ts';
import { redisUrlOf, withRedis } from './redis-connection.ts';

/** LangChain's stored-message shape (what Flowise keeps in the list, newest first). */
function storedMessage(role: 'human' | 'ai', content: string): string {
  return JSON.stringify({
    type: role,
    data: { content, role: undefined, name: undefined, tool_call_id: undefined },
  });
}

function turnOf(raw: string): ChatTurn | undefined {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || !('type' in parsed) || !('data' in parsed))
      return undefined;
    const { type, data } = parsed;
    if (typeof data !== 'object' || data === null || !('content' in data) || typeof data.content !== 'string')
      return undefined;
    if (type === 'human') return { role: 'user', content: data.content };
    if (type === 'ai') return { role: 'assistant', content: data.content };
    return undefined;
  } catch {
    return undefined;
  }
}

function positiveWhole(text: string, label: string): number | undefined {
  if (text === '') return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new ChatflowInputError(`${label} must be a whole number of at least 1, got "${text}"`);
  return value;
}

/** Redis-Backed Chat Memory: the conversation in the Redis list named by the session id. */
export const redisBackedChatMemoryComponent: ChatflowComponent = {
  name: 'RedisBackedChatMemory',
  async init(context) {
    const sessionId = textInput(context.inputs, 'sessionId').trim() || context.run.sessionId;
    const memoryKey = textInput(context.inputs, 'memoryKey').trim() || 'chat_history';
    const ttl = positiveWhole(textInput(context.inputs, 'sessionTTL').trim(), 'Session Timeouts');
    const windowSize = positiveWhole(textInput(context.inputs, 'windowSize').trim(), 'Window Size');
    const url = await redisUrlOf(context);
    const memory: ChatflowMemory = {
      kind: 'chatflowMemory',
      memoryKey,
      messages() {
        return withRedis(url, async (client) => {
          const raw = await client.lRange(sessionId, 0, windowSize === undefined ? -1 : windowSize - 1);
          return raw
            .reverse()
            .map(turnOf)
            .filter((turn) => turn !== undefined);
        });
      },
      saveExchange(question, answer) {
        return withRedis(url, async (client) => {
          await client.lPush(sessionId, [storedMessage('human', question), storedMessage('ai', answer)]);
          if (ttl !== undefined) await client.expire(sessionId, ttl);
        });
      },
    };
    return memory;
  },
};
