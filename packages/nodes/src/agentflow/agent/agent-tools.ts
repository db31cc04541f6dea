import { DynamicStructuredTool } from '@langchain/core/tools';
import type { NodeRunContext } from '../../runtime/node-executor.ts';
import { buildToolSet } from '../../tools/tool-builders.ts';
import { toolName, type ToolSet } from '../../tools/tool-builder.ts';
import { booleanOf, objectOf, rowsOf, textOf } from '../runtime-shared/input-guards.ts';
import {
  anthropicBuiltInTools,
  openAIBuiltInTools,
  geminiBuiltInTools,
  type BuiltInTool,
} from './agent-built-in-tools.ts';
import type { AgentTool, FoundDocuments } from './agent-tool.types.ts';
import { vectorKnowledgeTool } from './vector-knowledge-tool.ts';

export type { AgentTool, FoundDocuments } from './agent-tool.types.ts';

/** The Agent's tools for one run; `close` ends the connections they hold (MCP clients) when the node is done. */
export interface AgentToolbox {
  readonly tools: readonly AgentTool[];
  /** Provider tools the model runs on the provider's side (OpenAI web search, code interpreter, images). */
  readonly builtIn: readonly BuiltInTool[];
  close(): Promise<void>;
}

function knowledgeTool(
  context: NodeRunContext,
  row: Readonly<Record<string, unknown>>,
  found: FoundDocuments,
): AgentTool | undefined {
  const documentStore = textOf(row.documentStore).trim();
  if (documentStore === '') return undefined;
  const retriever = context.services.retriever;
  if (!retriever) {
    throw new Error(
      'Document store retrieval is not available in this run: remove the Knowledge (Document Stores) rows from the Agent node.',
    );
  }
  const separator = documentStore.indexOf(':');
  const storeId = separator > 0 ? documentStore.slice(0, separator) : documentStore;
  const storeName = separator > 0 ? documentStore.slice(separator + 1) : documentStore;
  const returnsSourceDocuments = booleanOf(row.returnSourceDocuments, false);
  const schema: Readonly<Record<string, unknown>> = {
    type: 'object',
    properties: { input: { type: 'string', description: 'what to search for' } },
    required: ['input'],
  };
  const tool = new DynamicStructuredTool({
    name: toolName(storeName, 'document_store'),
    description:
      textOf(row.docStoreDescription) ||
      `Searches the document store "${storeName}" for relevant information.`,
    schema,
    func: async (args: Readonly<Record<string, unknown>>) => {
      const documents = await retriever.retrieve({
        storeId,
        query: textOf(args.input),
        signal: context.signal,
      });
      if (returnsSourceDocuments) found.push(...documents);
      return documents.map((document) => document.pageContent).join('\n\n');
    },
  });
  return { tool, requiresHumanInput: false, returnsSourceDocuments };
}

async function closeAll(sets: readonly ToolSet[]): Promise<void> {
  await Promise.allSettled(sets.map((set) => set.close()));
}

/** The picked tools (`agentTools` rows; an MCP row gives each chosen action); on a failure, none stay open. */
async function pickedTools(
  context: NodeRunContext,
  inputs: Readonly<Record<string, unknown>>,
  sets: ToolSet[],
): Promise<AgentTool[]> {
  const tools: AgentTool[] = [];
  try {
    for (const row of rowsOf(inputs.agentTools)) {
      const component = textOf(row.agentSelectedTool).trim();
      if (component === '') continue;
      const set = await buildToolSet(component, objectOf(row.agentSelectedToolConfig), context);
      sets.push(set);
      const requiresHumanInput = booleanOf(row.agentSelectedToolRequiresHumanInput, false);
      for (const tool of set.tools) tools.push({ tool, requiresHumanInput, returnsSourceDocuments: false });
    }
  } catch (error) {
    await closeAll(sets);
    throw error;
  }
  return tools;
}

function checkUniqueNames(tools: readonly AgentTool[]): void {
  const names = new Set<string>();
  for (const { tool } of tools) {
    if (names.has(tool.name)) {
      throw new Error(`Two of the Agent's tools are named "${tool.name}": give them different names.`);
    }
    names.add(tool.name);
  }
}

/**
 * The tools an Agent node picked (`agentTools` rows) and its knowledge (document stores; vector stores with their
 * embeddings), built for this run.
 */
export async function agentTools(
  context: NodeRunContext,
  inputs: Readonly<Record<string, unknown>>,
  found: FoundDocuments,
): Promise<AgentToolbox> {
  const sets: ToolSet[] = [];
  const tools = await pickedTools(context, inputs, sets);
  const close = () => closeAll(sets);
  try {
    for (const row of rowsOf(inputs.agentKnowledgeDocumentStores)) {
      const tool = knowledgeTool(context, row, found);
      if (tool) tools.push(tool);
    }
    for (const [index, row] of rowsOf(inputs.agentKnowledgeVSEmbeddings).entries()) {
      if (textOf(row.vectorStore).trim() === '') continue;
      tools.push(await vectorKnowledgeTool(context, row, index, found));
    }
    checkUniqueNames(tools);
  } catch (error) {
    await close();
    throw error;
  }
  return {
    tools,
    builtIn: [...openAIBuiltInTools(inputs), ...anthropicBuiltInTools(inputs), ...geminiBuiltInTools(inputs)],
    close,
  };
}
