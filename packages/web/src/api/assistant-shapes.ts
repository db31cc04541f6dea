import { isNodeDefinition, isRecord, type NodeDefinition } from '@loomflow/core';
import type { ResponseSchema } from './response-schema.ts';

/**
 * Readers of the assistant API answers that carry a provider's objects (OpenAI's assistants, files and vector
 * stores) or node types: the fields the screens use are checked, the rest of each object is the provider's.
 */

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const optionalNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

function listReader<T>(what: string, read: (value: unknown) => T | undefined): ResponseSchema<T[]> {
  return {
    safeParse: (value) => {
      // Provider listings come as an array or as OpenAI's page `{data: [...]}`.
      const items = Array.isArray(value) ? value : isRecord(value) ? value.data : undefined;
      if (!Array.isArray(items)) return { success: false, error: { issues: `Not a list of ${what}` } };
      const data: T[] = [];
      for (const item of items) {
        const parsed = read(item);
        if (parsed === undefined) return { success: false, error: { issues: `Not a list of ${what}` } };
        data.push(parsed);
      }
      return { success: true, data };
    },
  };
}

function itemReader<T>(what: string, read: (value: unknown) => T | undefined): ResponseSchema<T> {
  return {
    safeParse: (value) => {
      const parsed = read(value);
      return parsed === undefined
        ? { success: false, error: { issues: `Not ${what}` } }
        : { success: true, data: parsed };
    },
  };
}

/** An assistant as the provider (OpenAI or Azure) keeps it. */
export interface ProviderAssistant {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly model: string;
  readonly instructions: string;
  readonly temperature?: number;
  readonly topP?: number;
  readonly tools: readonly string[];
  readonly fileIds: readonly string[];
  readonly vectorStoreIds: readonly string[];
}

function stringsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function readProviderAssistant(value: unknown): ProviderAssistant | undefined {
  if (!isRecord(value) || text(value.id) === '') return undefined;
  const resources = isRecord(value.tool_resources) ? value.tool_resources : {};
  const code = isRecord(resources.code_interpreter) ? resources.code_interpreter : {};
  const search = isRecord(resources.file_search) ? resources.file_search : {};
  const tools = Array.isArray(value.tools)
    ? value.tools.map((tool) => (isRecord(tool) ? text(tool.type) : text(tool))).filter((type) => type !== '')
    : [];
  const temperature = optionalNumber(value.temperature);
  const topP = optionalNumber(value.top_p);
  return {
    id: text(value.id),
    name: text(value.name),
    description: text(value.description),
    model: text(value.model),
    instructions: text(value.instructions),
    ...(temperature === undefined ? {} : { temperature }),
    ...(topP === undefined ? {} : { topP }),
    tools,
    fileIds: stringsOf(code.file_ids),
    vectorStoreIds: stringsOf(search.vector_store_ids),
  };
}

export const providerAssistantSchema = itemReader('an assistant', readProviderAssistant);
export const providerAssistantListSchema = listReader('assistants', readProviderAssistant);

/** A file uploaded to the provider (for the code interpreter or a vector store). */
export interface ProviderFile {
  readonly id: string;
  readonly filename: string;
  readonly bytes?: number;
}

function readProviderFile(value: unknown): ProviderFile | undefined {
  if (!isRecord(value) || text(value.id) === '') return undefined;
  const bytes = optionalNumber(value.bytes);
  return {
    id: text(value.id),
    filename: text(value.filename) || text(value.name) || text(value.id),
    ...(bytes === undefined ? {} : { bytes }),
  };
}

export const providerFileListSchema = listReader('files', readProviderFile);

/** A vector store at the provider (file search searches them). */
export interface ProviderVectorStore {
  readonly id: string;
  readonly name: string;
  readonly fileCount?: number;
}

function readVectorStore(value: unknown): ProviderVectorStore | undefined {
  if (!isRecord(value) || text(value.id) === '') return undefined;
  const counts = isRecord(value.file_counts) ? value.file_counts : {};
  const fileCount = optionalNumber(counts.total);
  return {
    id: text(value.id),
    name: text(value.name) || text(value.id),
    ...(fileCount === undefined ? {} : { fileCount }),
  };
}

export const providerVectorStoreSchema = itemReader('a vector store', readVectorStore);
export const providerVectorStoreListSchema = listReader('vector stores', readVectorStore);

/** A document store a custom assistant may search (only stores with vectors are offered). */
export interface AssistantStoreOption {
  readonly id: string;
  readonly name: string;
  readonly description: string;
}

function readStoreOption(value: unknown): AssistantStoreOption | undefined {
  if (!isRecord(value)) return undefined;
  // Flowise's shape is `{name: id, label: name, description}`; a store row is `{id, name, description}`.
  const id = text(value.id) || (typeof value.label === 'string' ? text(value.name) : '');
  const name = typeof value.label === 'string' ? value.label : text(value.name);
  if (id === '') return undefined;
  return { id, name: name || id, description: text(value.description) };
}

export const assistantStoreOptionListSchema = listReader('document stores', readStoreOption);

/** Tool node types an assistant may use (`customTool` stands for the workspace's own tools). */
export const toolNodeListSchema = listReader<NodeDefinition>('tool node types', (value) =>
  isNodeDefinition(value) ? value : undefined,
);

/** `POST /assistants/generate/instruction` answers `{content}`. */
export const generatedInstructionSchema = itemReader('generated instructions', (value) =>
  isRecord(value) && typeof value.content === 'string' ? { content: value.content } : undefined,
);
