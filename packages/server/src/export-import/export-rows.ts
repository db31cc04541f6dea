import { parseFlowData, sanitizeFlowForExport } from '@loomflow/core';
import type { Selectable } from 'kysely';
import type {
  DocumentStoreFileChunkTable,
  DocumentStoreLoaderTable,
  DocumentStoreTable,
} from '../db/document-store.schema.ts';
import type { ChatMessageFeedbackTable } from '../db/feedback-and-leads.schema.ts';
import type { ChatFlowRow, ChatMessageRow, ExecutionRow, ToolRow, VariableRow } from '../db/schema.ts';
import type { AssistantRow, CustomTemplateRow } from '../db/template-and-assistant.schema.ts';
import { jsonWithoutCredentials, withoutCredentialReferences } from './credential-stripping.ts';
import { exportedFlowData, type CredentialIdentity } from './flow-credentials.ts';

/** A row of the bundle as Flowise writes it (plain JSON). */
export type BundleEntry = Record<string, unknown>;

const asBoolean = (value: number | null): boolean | null => (value === null ? null : value === 1);

function parsedOr(text: string | null, fallback: unknown): unknown {
  if (text === null) return fallback;
  try {
    return JSON.parse(text);
  } catch {
    return fallback;
  }
}

/** Exported flow: Flowise's chat_flow columns (no workspace, no API key id), flowData sanitised (spec §5). */
export function exportedFlow(
  row: ChatFlowRow,
  credentials: ReadonlyMap<string, CredentialIdentity>,
): BundleEntry {
  let flowData: string;
  try {
    flowData = exportedFlowData(row.flowData, credentials);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`flow "${row.name}" (${row.id}) cannot be read: ${reason}`);
  }
  return {
    id: row.id,
    name: row.name,
    flowData,
    deployed: asBoolean(row.deployed),
    isPublic: asBoolean(row.isPublic),
    chatbotConfig: row.chatbotConfig,
    apiConfig: row.apiConfig,
    analytic: row.analytic,
    speechToText: row.speechToText,
    followUpPrompts: row.followUpPrompts,
    category: row.category,
    type: row.type,
    createdDate: row.createdDate,
    updatedDate: row.updatedDate,
  };
}

/** Exported assistant: its details without any credential id; the credential itself never leaves. */
export function exportedAssistant(row: AssistantRow): BundleEntry {
  return {
    id: row.id,
    details: jsonWithoutCredentials(row.details),
    credential: null,
    iconSrc: row.iconSrc,
    type: row.type,
    createdDate: row.createdDate,
    updatedDate: row.updatedDate,
  };
}

export function exportedTool(row: ToolRow): BundleEntry {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    color: row.color,
    iconSrc: row.iconSrc,
    schema: row.schema,
    func: row.func,
    createdDate: row.createdDate,
    updatedDate: row.updatedDate,
  };
}

export function exportedVariable(row: VariableRow): BundleEntry {
  return {
    id: row.id,
    name: row.name,
    value: row.value,
    type: row.type,
    createdDate: row.createdDate,
    updatedDate: row.updatedDate,
  };
}

/** A template of a flow is sanitised like a flow; a tool template loses credential ids only. */
function exportedTemplateData(flowData: string): string {
  const parsed = parseFlowData(flowData);
  if (parsed.ok) {
    const { nodes, edges, ...rest } = parsed.flowData;
    return JSON.stringify({ ...rest, ...sanitizeFlowForExport({ nodes, edges }) });
  }
  return JSON.stringify(withoutCredentialReferences(JSON.parse(flowData)));
}

/** Exported custom template (no workspace id); use cases stay text. */
export function exportedCustomTemplate(row: CustomTemplateRow): BundleEntry {
  return {
    id: row.id,
    name: row.name,
    flowData: exportedTemplateData(row.flowData),
    description: row.description,
    badge: row.badge,
    framework: row.framework,
    usecases: row.usecases,
    type: row.type,
    createdDate: row.createdDate,
    updatedDate: row.updatedDate,
  };
}

/** A loader as Flowise keeps it inside its store's `loaders` text (configs as objects, no credential). */
function exportedLoader(row: Selectable<DocumentStoreLoaderTable>): BundleEntry {
  return {
    id: row.id,
    loaderId: row.loaderId,
    loaderName: row.loaderName,
    loaderConfig: withoutCredentialReferences(parsedOr(row.loaderConfig, {})),
    splitterId: row.splitterId,
    splitterName: row.splitterName,
    splitterConfig:
      row.splitterConfig === null ? null : withoutCredentialReferences(parsedOr(row.splitterConfig, {})),
    totalChunks: row.totalChunks,
    totalChars: row.totalChars,
    status: row.status,
    files: parsedOr(row.files, []),
    source: row.source,
  };
}

/** Flowise's DocumentStore: loaders and whereUsed as JSON text, component configs as text without credentials. */
export function exportedDocumentStore(
  row: Selectable<DocumentStoreTable>,
  loaders: readonly Selectable<DocumentStoreLoaderTable>[],
): BundleEntry {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    loaders: JSON.stringify(loaders.map(exportedLoader)),
    whereUsed: '[]',
    status: row.status,
    vectorStoreConfig: jsonWithoutCredentials(row.vectorStoreConfig),
    embeddingConfig: jsonWithoutCredentials(row.embeddingConfig),
    recordManagerConfig: null,
    createdDate: row.createdDate,
    updatedDate: row.updatedDate,
  };
}

export function exportedChunk(row: Selectable<DocumentStoreFileChunkTable>): BundleEntry {
  return {
    id: row.id,
    docId: row.docId,
    storeId: row.storeId,
    chunkNo: row.chunkNo,
    pageContent: row.pageContent,
    metadata: row.metadata,
  };
}

/** Exported execution (no workspace id); credential ids inside the node records removed. */
export function exportedExecution(row: ExecutionRow): BundleEntry {
  return {
    id: row.id,
    executionData: jsonWithoutCredentials(row.executionData),
    state: row.state,
    agentflowId: row.agentflowId,
    sessionId: row.sessionId,
    action: row.action,
    isPublic: row.isPublic === 1,
    createdDate: row.createdDate,
    updatedDate: row.updatedDate,
    stoppedDate: row.stoppedDate,
  };
}

export function exportedMessage(row: ChatMessageRow): BundleEntry {
  const { workspaceId: _workspace, requestOrigin: _origin, error, ...message } = row;
  // Only failed turns carry `error` (Flowise's messages have no such field).
  return error === null ? { ...message } : { ...message, error };
}

export function exportedFeedback(row: Selectable<ChatMessageFeedbackTable>): BundleEntry {
  const { workspaceId: _workspace, ...feedback } = row;
  return { ...feedback };
}
