import { flowData, START } from './agentflow-test-flows.ts';

/** Test flows of the Agent's Knowledge (Vector Embeddings): Start → Agent searching the rows' vector stores. */

export interface KnowledgeRow {
  readonly vectorStore: string;
  readonly vectorStoreConfig?: Record<string, unknown>;
  readonly embeddingModel?: string;
  readonly embeddingModelConfig?: Record<string, unknown>;
  readonly knowledgeName: string;
  readonly knowledgeDescription?: string;
  readonly returnSourceDocuments?: boolean;
}

/** Start → Agent on OpenAI at `baseUrl` (the fake) with these `agentKnowledgeVSEmbeddings` rows, as saved. */
export function agentWithVectorKnowledge(
  rows: readonly KnowledgeRow[],
  baseUrl: string,
  credentialId: string,
): string {
  return flowData(
    [
      START,
      {
        id: 'agentAgentflow_0',
        name: 'agentAgentflow',
        label: 'Support agent',
        inputs: {
          agentModel: 'chatOpenAI',
          agentModelConfig: {
            agentModel: 'chatOpenAI',
            modelName: 'gpt-4o-mini',
            basepath: baseUrl,
            FLOWISE_CREDENTIAL_ID: credentialId,
          },
          agentMessages: [],
          agentKnowledgeVSEmbeddings: rows.map((row) => ({
            ...row,
            vectorStoreConfig: { ...row.vectorStoreConfig, vectorStore: row.vectorStore },
            embeddingModelConfig: { ...row.embeddingModelConfig, embeddingModel: row.embeddingModel ?? '' },
          })),
          agentEnableMemory: true,
          agentReturnResponseAs: 'userMessage',
        },
      },
    ],
    [{ from: 'startAgentflow_0', to: 'agentAgentflow_0' }],
  );
}
