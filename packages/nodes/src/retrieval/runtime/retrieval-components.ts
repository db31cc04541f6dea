import type { NodeName } from '../../node-registry.ts';
import type { ChatflowComponent } from '../../runtime/chatflow-component.ts';
import { conversationalRetrievalQAChainComponent } from './conversational-retrieval-qa-chain.component.ts';
import { documentStoreVSComponent } from './document-store-vs.component.ts';
import {
  multiPromptChainComponent,
  multiRetrievalQAChainComponent,
  promptRetrieverComponent,
  vectorStoreRetrieverComponent,
} from './multi-route-chains.component.ts';
import { EMBEDDINGS_COMPONENTS, TEXT_SPLITTER_COMPONENTS } from './document-node-components.ts';
import { LOADER_COMPONENTS } from './loader-components.ts';
import {
  embeddingsFilterRetrieverComponent,
  multiQueryRetrieverComponent,
  similarityThresholdRetrieverComponent,
} from './query-retrievers.component.ts';
import { retrievalQAChainComponent } from './retrieval-qa-chain.component.ts';
import { rrfRetrieverComponent } from './rrf-retriever.ts';
import { RERANK_RETRIEVER_COMPONENTS } from './rerank-retrievers.component.ts';
import { sqlDatabaseChainComponent } from './sql-database-chain.component.ts';

/** The chatflow components of retrieval (document stores, retrievers, retrieval chains). */
export const RETRIEVAL_COMPONENTS: readonly ChatflowComponent<NodeName>[] = [
  documentStoreVSComponent,
  conversationalRetrievalQAChainComponent,
  retrievalQAChainComponent,
  multiPromptChainComponent,
  multiRetrievalQAChainComponent,
  promptRetrieverComponent,
  vectorStoreRetrieverComponent,
  sqlDatabaseChainComponent,
  multiQueryRetrieverComponent,
  similarityThresholdRetrieverComponent,
  embeddingsFilterRetrieverComponent,
  rrfRetrieverComponent,
  ...RERANK_RETRIEVER_COMPONENTS,
  ...TEXT_SPLITTER_COMPONENTS,
  ...EMBEDDINGS_COMPONENTS,
  ...LOADER_COMPONENTS,
];
