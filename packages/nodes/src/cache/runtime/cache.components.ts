import type { NodeName } from '../../node-registry.ts';
import {
  BaseCache,
  InMemoryCache,
  deserializeStoredGeneration,
  serializeGeneration,
} from '@langchain/core/caches';
import { AIMessage, AIMessageChunk, type StoredGeneration } from '@langchain/core/messages';
import type { ChatGeneration, Generation } from '@langchain/core/outputs';
import { createHash } from 'node:crypto';
import { redisTargetOf, withRedis, type RedisTarget } from '../../memory/runtime/redis-connection.ts';
import { ChatflowInputError, textInput, type ChatflowComponent } from '../../runtime/chatflow-component.ts';

/** One in-memory cache per chatflow, kept while the server runs. */
const memoryCaches = new Map<string, InMemoryCache>();

export const inMemoryCacheComponent: ChatflowComponent<NodeName> = {
  name: 'inMemoryCache',
  init(context) {
    let cache = memoryCaches.get(context.run.chatflowId);
    if (!cache) {
      cache = new InMemoryCache();
      memoryCaches.set(context.run.chatflowId, cache);
    }
    return Promise.resolve(cache);
  },
};

function isStoredGenerations(value: unknown): value is StoredGeneration[] {
  return (
    Array.isArray(value) &&
    value.every((item: unknown) => typeof item === 'object' && item !== null && 'text' in item)
  );
}

/** A stored generation as the model made it (chat answers as message chunks, as streamed ones are). */
function restoredGeneration(stored: StoredGeneration): Generation {
  const generation = deserializeStoredGeneration(stored);
  const { message } = generation;
  if (!(message instanceof AIMessage)) return generation;
  const chunk = new AIMessageChunk({
    content: message.content,
    additional_kwargs: message.additional_kwargs,
    response_metadata: message.response_metadata,
    tool_calls: message.tool_calls ?? [],
    ...(message.id === undefined ? {} : { id: message.id }),
  });
  const restored: ChatGeneration = { text: generation.text, message: chunk };
  return restored;
}

/** Answers in Redis under `loomflow:llm-cache:<hash of prompt and model settings>`, with an optional TTL. */
class RedisLlmCache extends BaseCache {
  constructor(
    private readonly redis: RedisTarget,
    private readonly ttlMs: number | undefined,
  ) {
    super();
  }

  private key(prompt: string, llmKey: string): string {
    return `loomflow:llm-cache:${createHash('sha256').update(`${llmKey}\u0000${prompt}`).digest('hex')}`;
  }

  lookup(prompt: string, llmKey: string): Promise<Generation[] | null> {
    return withRedis(this.redis, async (client) => {
      const raw = await client.get(this.key(prompt, llmKey));
      if (raw === null) return null;
      const parsed: unknown = JSON.parse(raw);
      return isStoredGenerations(parsed) ? parsed.map(restoredGeneration) : null;
    });
  }

  update(prompt: string, llmKey: string, value: Generation[]): Promise<void> {
    return withRedis(this.redis, async (client) => {
      const stored = JSON.stringify(value.map(serializeGeneration));
      await client.set(this.key(prompt, llmKey), stored, this.ttlMs === undefined ? {} : { PX: this.ttlMs });
    });
  }
}

export const redisCacheComponent: ChatflowComponent<NodeName> = {
  name: 'redisCache',
  async init(context) {
    const ttlText = textInput(context.inputs, 'ttl').trim();
    const ttl = ttlText === '' ? undefined : Number(ttlText);
    if (ttl !== undefined && (!Number.isInteger(ttl) || ttl < 1))
      throw new ChatflowInputError(`Time to Live must be a whole number of milliseconds, got "${ttlText}"`);
    return new RedisLlmCache(await redisTargetOf(context, 'cache'), ttl);
  },
};

export const CACHE_COMPONENTS: readonly ChatflowComponent<NodeName>[] = [
  inMemoryCacheComponent,
  redisCacheComponent,
];
