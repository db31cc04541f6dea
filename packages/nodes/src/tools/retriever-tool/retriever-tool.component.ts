import type { NodeName } from '../../node-registry.ts';
import { DynamicStructuredTool } from '@langchain/core/tools';
import {
  ChatflowInputError,
  requireInput,
  textInput,
  type ChatflowComponent,
} from '../../runtime/chatflow-component.ts';
import { isRetriever, sourceDocumentsOf } from '../../retrieval/runtime/retrieval-guards.ts';
import { toolName } from '../tool-builder.ts';

/**
 * Retriever Tool: the agent searches the connected retriever; the documents' texts are the tool's answer, and
 * with Return Source Documents they are the tool's artifact (agents report them as the answer's sources).
 */
export const retrieverToolComponent: ChatflowComponent<NodeName> = {
  name: 'retrieverTool',
  init(context) {
    const retriever = requireInput(context.inputs, 'retriever', isRetriever, 'a retriever');
    const description = textInput(context.inputs, 'description').trim();
    if (description === '')
      throw new ChatflowInputError(
        'the Retriever Description is empty: the agent reads it to choose the tool',
      );
    const withSources = context.inputs.returnSourceDocuments === true;
    return Promise.resolve(
      new DynamicStructuredTool({
        name: toolName(textInput(context.inputs, 'name'), 'retriever_tool'),
        description,
        schema: {
          type: 'object',
          properties: { input: { type: 'string', description: 'what to search for' } },
          required: ['input'],
        },
        responseFormat: 'content_and_artifact',
        func: async (args: Readonly<Record<string, unknown>>) => {
          const query = typeof args.input === 'string' ? args.input : JSON.stringify(args.input);
          const documents = await retriever.invoke(query, { signal: context.signal });
          const content = documents.map((document) => document.pageContent).join('\n');
          return [content, withSources ? sourceDocumentsOf(documents) : []];
        },
      }),
    );
  },
};
