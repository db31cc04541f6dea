/** Embedding models offered by the embeddings nodes' `listModels` (shipped lists; no provider is asked). */
export const EMBEDDING_MODEL_LISTS: Readonly<Record<string, readonly string[]>> = {
  openAIEmbeddings: ['text-embedding-3-small', 'text-embedding-3-large', 'text-embedding-ada-002'],
  googleGenerativeAiEmbeddings: ['gemini-embedding-001', 'text-embedding-004', 'embedding-001'],
  mistralAIEmbeddings: ['mistral-embed', 'codestral-embed'],
};
