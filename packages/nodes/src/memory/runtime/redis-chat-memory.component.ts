import type { NodeName } from '../../node-registry.ts';
import { textInput, type ChatflowComponent, type ChatflowMemory } from '../../runtime/chatflow-component.ts';
import { redisTargetOf, withRedis } from './redis-connection.ts';
import { positiveWhole, storedMessage, turnOf } from './stored-messages.ts';

/** Redis-Backed Chat Memory: the conversation in the Redis list named by the session id. */
export const redisBackedChatMemoryComponent: ChatflowComponent<NodeName> = {
  name: 'RedisBackedChatMemory',
  async init(context) {
    const sessionId = textInput(context.inputs, 'sessionId').trim() || context.run.sessionId;
    const memoryKey = textInput(context.inputs, 'memoryKey').trim() || 'chat_history';
    const ttl = positiveWhole(textInput(context.inputs, 'sessionTTL').trim(), 'Session Timeouts');
    const windowSize = positiveWhole(textInput(context.inputs, 'windowSize').trim(), 'Window Size');
    const redis = await redisTargetOf(context, 'memory');
    const memory: ChatflowMemory = {
      kind: 'chatflowMemory',
      memoryKey,
      messages() {
        return withRedis(redis, async (client) => {
          const raw = await client.lRange(sessionId, 0, windowSize === undefined ? -1 : windowSize - 1);
          return raw
            .reverse()
            .map(turnOf)
            .filter((turn) => turn !== undefined);
        });
      },
      saveExchange(question, answer) {
        return withRedis(redis, async (client) => {
          await client.lPush(sessionId, [storedMessage('human', question), storedMessage('ai', answer)]);
          if (ttl !== undefined) await client.expire(sessionId, ttl);
        });
      },
    };
    return memory;
  },
};
