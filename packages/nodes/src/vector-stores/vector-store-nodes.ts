import { chromaVectorStore } from './chroma.node.ts';
import { embeddedVectorStore } from './embedded-vector-store.node.ts';
import { memoryVectorStore } from './memory-vector-store.node.ts';
import { pineconeVectorStore } from './pinecone.node.ts';
import { postgresVectorStore } from './postgres.node.ts';
import { qdrantVectorStore } from './qdrant.node.ts';
import { redisVectorStore } from './redis.node.ts';

/** The vector store node types we define (category Vector Stores); data only, safe for the browser. */
export const VECTOR_STORE_NODES = [
  embeddedVectorStore,
  postgresVectorStore,
  qdrantVectorStore,
  chromaVectorStore,
  pineconeVectorStore,
  redisVectorStore,
  memoryVectorStore,
] as const;

export {
  chromaVectorStore,
  embeddedVectorStore,
  memoryVectorStore,
  pineconeVectorStore,
  postgresVectorStore,
  qdrantVectorStore,
  redisVectorStore,
};
