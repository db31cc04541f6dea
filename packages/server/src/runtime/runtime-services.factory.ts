import type {
  ChatModelProvider,
  CredentialReader,
  CustomToolRecord,
  CustomToolStore,
  DocumentRetriever,
  FlowInvoker,
  GuardedFetch,
  McpStdioPolicy,
  OutboundAccess,
  ProviderAssistantStore,
  RuntimeServices,
  SqliteFileAccess,
} from '@loomflow/nodes/runtime';
import type { Repositories } from '../db/repositories/index.ts';
import type { ToolRow } from '../db/schema.ts';
import type { CodeSandbox } from '../sandbox/sandbox.types.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { ChatUploadStore } from '../storage/chat-upload-store.ts';
import type { ChatflowVectorCollections } from './chatflow-vector-collections.ts';
import { flowFiles } from './flow-files.adapter.ts';
import type { RunCredentials } from './run-credentials.ts';
import { workspaceFiles } from './workspace-files.adapter.ts';

/** The OpenAI / Azure assistants a run's OpenAI Assistant node lists and opens, per workspace. */
export interface ProviderAssistantStores {
  storeFor(workspaceId: string): ProviderAssistantStore;
}

/** What the server gives every run, whatever its workspace. */
export interface RuntimeDependencies {
  readonly repos: Repositories;
  readonly credentials: RunCredentials;
  readonly sandbox: CodeSandbox;
  /** The HTTP node's fetch ('http-node' purpose). */
  readonly fetch: GuardedFetch;
  /** The outbound policy by purpose (embeddings, loaders, MCP, vector stores, memories, caches…). */
  readonly outbound?: OutboundAccess;
  readonly chatModels: ChatModelProvider;
  /** Document-store retrieval (Retriever node, Agent knowledge); runs without it report it missing. */
  readonly documentRetrieval?: { retrieverFor(workspaceId: string): DocumentRetriever };
  /** The file storage; the Read File / Write File tools use the workspace's folder in it. */
  readonly fileStorage?: FileStorage;
  /** Collections of chatflow vector store nodes; runs without it report vector stores missing. */
  readonly chatflowVectors?: ChatflowVectorCollections;
  /** Stdio MCP servers flows may start (CUSTOM_MCP_ALLOWED_COMMANDS); none when absent. */
  readonly mcpStdio?: McpStdioPolicy;
  /** Which SQLite files flows may open (never the server's own; SQL_DATABASE_DIRS; none on cloud). */
  readonly sqliteFiles: SqliteFileAccess;
  /** The workspace's OpenAI / Azure assistant rows for the OpenAI Assistant node (the assistants feature's store). */
  readonly providerAssistants: ProviderAssistantStores;
}

/** The workspace's custom tools, as nodes read them. */
export function customToolStore(repos: Pick<Repositories, 'tools'>, workspaceId: string): CustomToolStore {
  const record = (row: ToolRow | undefined): CustomToolRecord | undefined =>
    row && { id: row.id, name: row.name, description: row.description, schema: row.schema, func: row.func };
  return {
    async get(toolId) {
      return record(await repos.tools.find(workspaceId, toolId));
    },
    async findByName(name) {
      return record(await repos.tools.findByName(workspaceId, name));
    },
  };
}

/** The workspace's credentials, decrypted for a node; a missing one fails with what to do. */
export function workspaceCredentials(credentials: RunCredentials, workspaceId: string): CredentialReader {
  return {
    async read(credentialId) {
      try {
        return await credentials.decryptForRun(workspaceId, credentialId);
      } catch {
        throw new Error(
          `Credential ${credentialId} is missing from this workspace or cannot be read: choose another in the node`,
        );
      }
    },
  };
}

/**
 * The ports of one run, bound to the flow's workspace: credentials, custom tools and other flows are read from
 * that workspace only.
 */
export function createRuntimeServices(
  dependencies: RuntimeDependencies,
  workspaceId: string,
  flows: FlowInvoker,
): RuntimeServices {
  return {
    chatModels: dependencies.chatModels,
    credentials: workspaceCredentials(dependencies.credentials, workspaceId),
    sandbox: { run: (request) => dependencies.sandbox.run(request) },
    fetch: dependencies.fetch,
    ...(dependencies.outbound ? { outbound: dependencies.outbound } : {}),
    customTools: customToolStore(dependencies.repos, workspaceId),
    flows,
    ...(dependencies.documentRetrieval
      ? { retriever: dependencies.documentRetrieval.retrieverFor(workspaceId) }
      : {}),
    ...(dependencies.fileStorage
      ? {
          files: workspaceFiles(dependencies.fileStorage, workspaceId),
          flowFiles: flowFiles(new ChatUploadStore(dependencies.fileStorage), workspaceId),
        }
      : {}),
    ...(dependencies.chatflowVectors ? { vectors: dependencies.chatflowVectors.portFor(workspaceId) } : {}),
    ...(dependencies.mcpStdio ? { mcpStdio: dependencies.mcpStdio } : {}),
    sqliteFiles: dependencies.sqliteFiles,
    providerAssistants: dependencies.providerAssistants.storeFor(workspaceId),
  };
}
