import { Embeddings } from '@langchain/core/embeddings';

/**
 * The LangChain vector store classes want an embeddings object; the adapters only ever pass vectors (the
 * document store embeds before it writes or queries), so asking this one to embed text is a programming error.
 */
export class VectorsOnlyEmbeddings extends Embeddings {
  constructor() {
    super({});
  }

  embedDocuments(): Promise<number[][]> {
    return Promise.reject(new Error('Vector store adapters receive vectors; text must be embedded before'));
  }

  embedQuery(): Promise<number[]> {
    return Promise.reject(new Error('Vector store adapters receive vectors; text must be embedded before'));
  }
}
