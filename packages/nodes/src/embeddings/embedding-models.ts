/** Embedding models offered by the embeddings nodes' `listModels` (shipped lists; no provider is asked). */
export const EMBEDDING_MODEL_LISTS: Readonly<Record<string, readonly string[]>> = {
  openAIEmbeddings: ['text-embedding-3-small', 'text-embedding-3-large', 'text-embedding-ada-002'],
  googleGenerativeAiEmbeddings: ['gemini-embedding-001', 'text-embedding-004', 'embedding-001'],
  mistralAIEmbeddings: ['mistral-embed', 'codestral-embed'],
  cohereEmbeddings: [
    'embed-v4.0',
    'embed-english-v3.0',
    'embed-english-light-v3.0',
    'embed-multilingual-v3.0',
    'embed-multilingual-light-v3.0',
    'embed-english-v2.0',
  ],
  // Qianfan v2's embedding models (Flowise's names; sent lower-cased, as v2 names them).
  baiduQianfanEmbeddings: ['Embedding-V1', 'bge-large-zh', 'bge-large-en', 'tao-8k', 'Qwen3-Embedding-0.6B'],
  voyageAIEmbeddings: [
    'voyage-3.5',
    'voyage-3.5-lite',
    'voyage-3-large',
    'voyage-code-3',
    'voyage-finance-2',
    'voyage-law-2',
    'voyage-2',
  ],
};
