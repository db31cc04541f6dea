import { conversationalRetrievalQAChain } from './conversational-retrieval-qa-chain.node.ts';
import { documentStoreVS } from './document-store-vs.node.ts';
import {
  multiPromptChain,
  multiRetrievalQAChain,
  promptRetriever,
  vectorStoreRetriever,
} from './multi-route.nodes.ts';
import { retrievalQAChain } from './retrieval-qa-chain.node.ts';
import { rrfRetriever } from './rrf-retriever.node.ts';
import { RERANK_RETRIEVER_NODES } from './rerank-retriever.nodes.ts';
import {
  embeddingsFilterRetriever,
  multiQueryRetriever,
  similarityThresholdRetriever,
} from './retriever.nodes.ts';
import { sqlDatabaseChain } from './sql-database-chain.node.ts';

/** Retrieval in chatflows: the Document Store (Vector) node and the chains that answer from retrieved documents. */
export const RETRIEVAL_NODES = [
  documentStoreVS,
  conversationalRetrievalQAChain,
  retrievalQAChain,
  multiPromptChain,
  multiRetrievalQAChain,
  promptRetriever,
  vectorStoreRetriever,
  sqlDatabaseChain,
  multiQueryRetriever,
  similarityThresholdRetriever,
  embeddingsFilterRetriever,
  rrfRetriever,
  ...RERANK_RETRIEVER_NODES,
] as const;
