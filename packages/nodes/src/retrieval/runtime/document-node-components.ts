import type { NodeName } from '../../node-registry.ts';
import { Document } from '@langchain/core/documents';
import { TextSplitter } from '@langchain/textsplitters';
import { EMBEDDINGS } from '../../embeddings/runtime/embeddings-registry.ts';
import type { ChatflowComponent } from '../../runtime/chatflow-component.ts';
import type { TextSplitterExecutor } from '../../runtime/document-processing.ts';
import { fetchFor } from '../../runtime/outbound-port.ts';
import { TEXT_SPLITTERS } from '../../text-splitters/runtime/text-splitter-registry.ts';

/** A LangChain text splitter that splits with one of our splitter nodes and its inputs. */
export class NodeTextSplitter extends TextSplitter {
  override lc_namespace = ['loomflow', 'text_splitters', 'node'];
  private readonly executor: TextSplitterExecutor;
  private readonly inputs: Readonly<Record<string, unknown>>;

  constructor(executor: TextSplitterExecutor, inputs: Readonly<Record<string, unknown>>) {
    super();
    this.executor = executor;
    this.inputs = inputs;
  }

  override async splitText(text: string): Promise<string[]> {
    const chunks = await this.executor.split([{ pageContent: text, metadata: {} }], this.inputs);
    return chunks.map((chunk) => chunk.pageContent);
  }

  /** The documents' chunks with their metadata, as the node splits them in a document store. */
  override async splitDocuments(documents: Document[]): Promise<Document[]> {
    const chunks = await this.executor.split(documents, this.inputs);
    return chunks.map(
      (chunk) => new Document({ pageContent: chunk.pageContent, metadata: { ...chunk.metadata } }),
    );
  }
}

/** Each text splitter node as a chatflow component: its init gives a LangChain text splitter. */
export const TEXT_SPLITTER_COMPONENTS: readonly ChatflowComponent<NodeName>[] = [
  ...TEXT_SPLITTERS.values(),
].map((executor) => ({
  name: executor.name,
  init: (context) => Promise.resolve(new NodeTextSplitter(executor, context.inputs)),
}));

/** Each embeddings node as a chatflow component: its init gives the LangChain embeddings (credential read). */
export const EMBEDDINGS_COMPONENTS: readonly ChatflowComponent<NodeName>[] = [...EMBEDDINGS.values()].map(
  (executor) => ({
    name: executor.name,
    init: (context) =>
      executor.create({
        inputs: context.inputs,
        credentialId: context.credentialId,
        credentials: context.services.credentials,
        fetch: fetchFor(context.services, 'embeddings'),
        signal: context.signal,
      }),
  }),
);
