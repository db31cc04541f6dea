import type { NodeName } from '../../node-registry.ts';
import type { NodeExecutor, NodeRunContext, NodeRunResult } from '../../runtime/node-executor.ts';
import { rowsOf, textOf } from '../runtime-shared/input-guards.ts';
import { typedInputs } from '../runtime-shared/typed-inputs.ts';
import { stateUpdates } from '../runtime-shared/update-state.ts';
import { retrieverAgentflow } from './definition.ts';

async function execute(context: NodeRunContext): Promise<NodeRunResult> {
  const inputs = typedInputs(retrieverAgentflow, context.inputs);
  const retriever = context.services.retriever;
  if (!retriever) {
    throw new Error(
      'Document store retrieval is not available in this run: the Retriever node cannot search its document stores.',
    );
  }
  const storeIds = rowsOf(inputs.retrieverKnowledgeDocumentStores)
    .map((row) => textOf(row.documentStore).trim())
    .filter((value) => value !== '')
    .map((value) => (value.includes(':') ? value.slice(0, value.indexOf(':')) : value));
  if (storeIds.length === 0) throw new Error('Retriever: choose at least one document store.');
  const query = textOf(inputs.retrieverQuery).trim() || context.question;
  const documents = (
    await Promise.all(
      storeIds.map((storeId) => retriever.retrieve({ storeId, query, signal: context.signal })),
    )
  ).flat();
  const withMetadata = inputs.outputFormat === 'textWithMetadata';
  const content = documents
    .map((document) =>
      withMetadata ? `${document.pageContent}\n${JSON.stringify(document.metadata)}` : document.pageContent,
    )
    .join('\n\n');
  if (documents.length > 0) context.emit({ type: 'sourceDocuments', documents });
  const output = { content };
  return {
    input: { question: query },
    output,
    state: stateUpdates(inputs.retrieverUpdateState, output),
    sourceDocuments: documents,
  };
}

/** Retriever: searches document stores through the retrieval port. */
export const retrieverExecutor: NodeExecutor<NodeName> = { name: 'retrieverAgentflow', execute };
