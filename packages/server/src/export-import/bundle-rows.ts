import type { Selectable } from 'kysely';
import type {
  DocumentStoreFileChunkTable,
  DocumentStoreLoaderTable,
  DocumentStoreTable,
} from '../db/document-store.schema.ts';
import type { ChatMessageFeedbackTable } from '../db/feedback-and-leads.schema.ts';
import type {
  ChatFlowTable,
  ChatMessageTable,
  ExecutionTable,
  ToolTable,
  VariableTable,
} from '../db/schema.ts';
import type { AssistantTable, CustomTemplateTable } from '../db/template-and-assistant.schema.ts';

/** A row as the import writes it: the table's columns without the workspace (the caller's is added). */
type Unowned<Table> = Omit<Selectable<Table>, 'workspaceId'>;

export type FlowImport = Omit<Unowned<ChatFlowTable>, 'apikeyid'>;
export type AssistantImport = Unowned<AssistantTable>;
export type ToolImport = Unowned<ToolTable>;
export type VariableImport = Unowned<VariableTable>;
export type CustomTemplateImport = Unowned<CustomTemplateTable>;
export type StoreRowImport = Pick<
  Unowned<DocumentStoreTable>,
  | 'id'
  | 'name'
  | 'description'
  | 'status'
  | 'embeddingConfig'
  | 'vectorStoreConfig'
  | 'createdDate'
  | 'updatedDate'
>;
export type LoaderImport = Unowned<DocumentStoreLoaderTable>;
export interface StoreImport {
  readonly store: StoreRowImport;
  readonly loaders: LoaderImport[];
}
export type ChunkImport = Unowned<DocumentStoreFileChunkTable>;
export type ExecutionImport = Unowned<ExecutionTable>;
export type MessageImport = Omit<Unowned<ChatMessageTable>, 'requestOrigin'>;
export type FeedbackImport = Unowned<ChatMessageFeedbackTable>;

/** Every entry of a bundle, read and checked, before ids are settled. */
export interface ImportEntries {
  flows: FlowImport[];
  assistants: AssistantImport[];
  tools: ToolImport[];
  variables: VariableImport[];
  templates: CustomTemplateImport[];
  stores: StoreImport[];
  chunks: ChunkImport[];
  executions: ExecutionImport[];
  messages: MessageImport[];
  feedback: FeedbackImport[];
}

/** The flow type of each flow key of the bundle. */
export const FLOW_TYPE_BY_KEY = {
  AgentFlow: 'MULTIAGENT',
  AgentFlowV2: 'AGENTFLOW',
  AssistantFlow: 'ASSISTANT',
  ChatFlow: 'CHATFLOW',
} as const;
export type FlowBundleKey = keyof typeof FLOW_TYPE_BY_KEY;

/** The assistant type of each assistant key of the bundle. */
export const ASSISTANT_TYPE_BY_KEY = {
  AssistantCustom: 'CUSTOM',
  AssistantOpenAI: 'OPENAI',
  AssistantAzure: 'AZURE',
} as const;
export type AssistantBundleKey = keyof typeof ASSISTANT_TYPE_BY_KEY;
