import type { CallbackManagerForRetrieverRun } from '@langchain/core/callbacks/manager';
import type { DocumentInterface } from '@langchain/core/documents';
import { BaseRetriever } from '@langchain/core/retrievers';
import type { Route } from './route-with-model.ts';

/** A retriever with the name and description a routing chain picks it by (Vector Store Retriever node). */
export class NamedRetriever extends BaseRetriever implements Route {
  lc_namespace = ['loomflow', 'retrievers', 'named'];
  readonly routeName: string;
  readonly description: string;
  private readonly inner: BaseRetriever;

  constructor(name: string, description: string, inner: BaseRetriever) {
    super();
    this.routeName = name;
    this.description = description;
    this.inner = inner;
  }

  override _getRelevantDocuments(
    query: string,
    runManager?: CallbackManagerForRetrieverRun,
  ): Promise<DocumentInterface[]> {
    return this.inner.invoke(query, runManager ? { callbacks: runManager.getChild('named') } : {});
  }
}
