import { inMemoryCache } from './in-memory-cache.node.ts';
import { redisCache } from './redis-cache.node.ts';

/** The Cache category of chatflows. */
export const CACHE_NODES = [inMemoryCache, redisCache] as const;
