import type { NodeName } from '../../node-registry.ts';
import { CREDENTIAL_ID_MARKER } from '@loomflow/core';
import type { BaseRetriever } from '@langchain/core/retrievers';
import { VectorStoreRetriever } from '@langchain/core/vectorstores';
import { ChatModelConfig, ChatModelCredential } from '../../chat-models/runtime/chat-model-config.ts';
import {
  numberInput,
  requireInput,
  textInput,
  type ChatflowComponent,
  type ChatflowInitContext,
} from '../../runtime/chatflow-component.ts';
import { fetchFor } from '../../runtime/outbound-port.ts';
import { retrieverOutput } from './query-retrievers.component.ts';
import { azureRerank, azureRerankEndpoint } from './azure-rerank-client.ts';
import { cohereRerank, jinaRerank, voyageRerank, voyageRerankUrl } from './rerank-clients.ts';
import { RerankRetriever, type Rerank } from './rerank-retriever.ts';
import { isRetriever } from './retrieval-guards.ts';

interface RerankSetup {
  readonly base: BaseRetriever;
  readonly model: string | undefined;
  readonly credential: ChatModelCredential;
  readonly client: { readonly fetch: ReturnType<typeof fetchFor>; readonly signal: AbortSignal };
}

/** The base retriever, the chosen model and the node's credential (read by its id). */
async function setup(context: ChatflowInitContext, credentialType: string): Promise<RerankSetup> {
  const base = requireInput(context.inputs, 'baseRetriever', isRetriever, 'a vector store retriever');
  const values =
    context.credentialId === undefined
      ? context.inputs
      : { ...context.inputs, [CREDENTIAL_ID_MARKER]: context.credentialId };
  const config = new ChatModelConfig(context.nodeLabel, values);
  const credential = await ChatModelCredential.read(config, context.services.credentials, [credentialType]);
  const model = textInput(context.inputs, 'model').trim();
  return {
    base,
    model: model === '' ? undefined : model,
    credential,
    client: { fetch: fetchFor(context.services, 'embeddings'), signal: context.signal },
  };
}

/** Top K as typed, else the base retriever's k (4 for other retrievers), as Flowise. */
function topKOf(context: ChatflowInitContext, base: BaseRetriever, name = 'topK', label = 'Top K'): number {
  const fallback = base instanceof VectorStoreRetriever ? base.k : 4;
  return numberInput(context.inputs, name, label, { min: 1, max: 1000, whole: true }) ?? fallback;
}

function reranking(context: ChatflowInitContext, base: BaseRetriever, rerank: Rerank, topN: number) {
  return retrieverOutput(context, new RerankRetriever(base, rerank, topN));
}

/** Max Chunks Per Doc as typed, 10 by default (Cohere, Azure). */
function maxChunksPerDocOf(context: ChatflowInitContext): number {
  return (
    numberInput(context.inputs, 'maxChunksPerDoc', 'Max Chunks Per Doc', {
      min: 1,
      max: 1000,
      whole: true,
    }) ?? 10
  );
}

/** Cohere Rerank Retriever: cohereApi.cohereApiKey; model, Top K, Max Chunks Per Doc. */
export const cohereRerankRetrieverComponent: ChatflowComponent<NodeName> = {
  name: 'cohereRerankRetriever',
  async init(context) {
    const { base, model, credential, client } = await setup(context, 'cohereApi');
    const maxChunksPerDoc = maxChunksPerDocOf(context);
    const rerank = await cohereRerank({
      apiKey: credential.required('cohereApiKey'),
      model: model ?? 'rerank-v3.5',
      maxChunksPerDoc,
      ...client,
    });
    return reranking(context, base, rerank, topKOf(context, base));
  },
};

/** Jina AI Rerank Retriever: jinaAIApi.jinaAIAPIKey; model, Top N (4 by default). */
export const jinaRerankRetrieverComponent: ChatflowComponent<NodeName> = {
  name: 'JinaRerankRetriever',
  async init(context) {
    const { base, model, credential, client } = await setup(context, 'jinaAIApi');
    const rerank = jinaRerank({
      apiKey: credential.required('jinaAIAPIKey'),
      model: model ?? 'jina-reranker-v2-base-multilingual',
      ...client,
    });
    const topN = numberInput(context.inputs, 'topN', 'Top N', { min: 1, max: 1000, whole: true }) ?? 4;
    return reranking(context, base, rerank, topN);
  },
};

/** Voyage AI Rerank Retriever: voyageAIApi.apiKey (rerank beside the credential's endpoint); model, Top K. */
export const voyageAIRerankRetrieverComponent: ChatflowComponent<NodeName> = {
  name: 'voyageAIRerankRetriever',
  async init(context) {
    const { base, model, credential, client } = await setup(context, 'voyageAIApi');
    const rerank = voyageRerank({
      apiKey: credential.required('apiKey'),
      model: model ?? 'rerank-lite-1',
      url: voyageRerankUrl(credential.optional('endpoint')),
      ...client,
    });
    return reranking(context, base, rerank, topKOf(context, base));
  },
};

/**
 * Azure Rerank Retriever: azureFoundryApi (key, and the deployment's rerank URL as Azure Foundry Endpoint); model
 * (Cohere-rerank-v4.0-fast by default), Top K, Max Chunks Per Doc.
 */
export const azureRerankRetrieverComponent: ChatflowComponent<NodeName> = {
  name: 'AzureRerankRetriever',
  async init(context) {
    const { base, model, credential, client } = await setup(context, 'azureFoundryApi');
    const rerank = azureRerank({
      apiKey: credential.required('azureFoundryApiKey'),
      endpoint: azureRerankEndpoint(credential.required('azureFoundryEndpoint')),
      model: model ?? 'Cohere-rerank-v4.0-fast',
      maxChunksPerDoc: maxChunksPerDocOf(context),
      ...client,
    });
    return reranking(context, base, rerank, topKOf(context, base));
  },
};

export const RERANK_RETRIEVER_COMPONENTS = [
  cohereRerankRetrieverComponent,
  jinaRerankRetrieverComponent,
  voyageAIRerankRetrieverComponent,
  azureRerankRetrieverComponent,
] as const;
