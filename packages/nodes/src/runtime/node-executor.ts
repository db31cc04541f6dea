import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { CredentialData, SandboxOutcome } from '@loomflow/core';
import type { McpStdioPolicy } from '../tools/mcp/mcp-stdio-policy.ts';
import type { SqliteFileAccess } from './sqlite-file-port.ts';
import type { GuardedFetch, OutboundAccess } from './outbound-port.ts';
import type { VectorStorePort } from './vector-store-port.ts';

/**
 * The contract between the engine (packages/engine) and the node executors (packages/nodes/src/…/execute.ts).
 * Executors never touch a database or HTTP server: everything they need from the outside comes through
 * `RuntimeServices`, which the server implements (and tests fake).
 */

/** A message of a conversation as executors and memory see it. */
export interface ChatTurn {
  readonly role: 'system' | 'user' | 'assistant' | 'developer' | 'tool';
  readonly content: string;
  /** Images and other parts sent with a user message (data URLs or links). */
  readonly attachments?: readonly RunUpload[];
  /** The node that produced it, for messages added during a run. */
  readonly nodeId?: string;
}

/** A file or link sent with a prediction (Flowise's `uploads`). */
export interface RunUpload {
  readonly data?: string;
  readonly type: string;
  readonly name: string;
  readonly mime: string;
}

/** Token usage of one or more model calls. */
export interface TokenUsage {
  readonly inputTokens: number;
  readonly outputTokens: number;
  readonly totalTokens: number;
}

/** A tool an agent called, as Flowise reports it (`usedTools`). */
export interface UsedTool {
  readonly tool: string;
  readonly toolInput: unknown;
  readonly toolOutput: unknown;
  readonly error?: string;
}

/** The buttons a paused run shows (Flowise's `action`). */
export interface HumanInputAction {
  readonly id: string;
  readonly mapping: { readonly approve: string; readonly reject: string; readonly toolCalls?: unknown };
  readonly elements: readonly { readonly type: string; readonly label: string }[];
  readonly data: Readonly<Record<string, unknown>>;
}

/** A person's answer to a paused run (`humanInput` of a prediction). */
export interface HumanInputAnswer {
  readonly type: 'proceed' | 'reject';
  readonly startNodeId: string;
  readonly feedback?: string;
}

/** What a node streams to the client while it runs. */
export type NodeEmission =
  | { readonly type: 'token'; readonly text: string }
  | { readonly type: 'thinking'; readonly text: string; readonly done?: boolean }
  | { readonly type: 'usedTools'; readonly tools: readonly UsedTool[] }
  | { readonly type: 'calledTools'; readonly tools: readonly unknown[] }
  | { readonly type: 'sourceDocuments'; readonly documents: readonly unknown[] }
  | { readonly type: 'artifacts'; readonly artifacts: readonly unknown[] }
  /** Files an assistant's answer cites or produced (OpenAI Assistant node). */
  | { readonly type: 'fileAnnotations'; readonly annotations: readonly unknown[] }
  | { readonly type: 'usage'; readonly usage: TokenUsage };

/** The model and config an agentflow node picked (`llmModel` + `llmModelConfig`, …). */
export interface ChatModelRequest {
  /** A chat model component name: `chatOpenAI`, `chatAnthropic`, `chatOpenAICustom`, … */
  readonly modelName: string;
  /** The component's input values (`modelName`, `temperature`, `basePath`, `FLOWISE_CREDENTIAL_ID`, …). */
  readonly config: Readonly<Record<string, unknown>>;
  /**
   * Forced streaming on or off; the config's `streaming` otherwise. Forced off, the model answers every call,
   * `.stream()` included, in one non-streaming request.
   */
  readonly streaming?: boolean;
  /**
   * The caller changes the model it gets (a chatflow node's cache): a model of its own, never one the provider
   * keeps and hands to other runs.
   */
  readonly exclusive?: boolean;
}

/** Builds LangChain chat models from a component name and its config (credentials read through the port). */
export interface ChatModelProvider {
  create(request: ChatModelRequest, credentials: CredentialReader): Promise<BaseChatModel>;
}

/** Reads a credential of the running flow's workspace, decrypted. Throws a clear error when it is missing. */
export interface CredentialReader {
  read(credentialId: string): Promise<CredentialData>;
}

/** Runs user JavaScript in the sandbox (the server's isolated-vm host). */
export interface CodeRunner {
  run(request: {
    readonly code: string;
    readonly parameters: Readonly<Record<string, unknown>>;
    readonly timeoutMs?: number;
  }): Promise<SandboxOutcome>;
}

/** A custom tool of the workspace (Flowise's `tool` row). */
export interface CustomToolRecord {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** JSON text of the input rows `[{property, type, description, required}]`. */
  readonly schema: string | null;
  readonly func: string | null;
}

export interface CustomToolStore {
  get(toolId: string): Promise<CustomToolRecord | undefined>;
  /** The workspace's tool of that name (a flow whose tool id is another workspace's is re-bound by name). */
  findByName?(name: string): Promise<CustomToolRecord | undefined>;
}

/** Runs another flow of the workspace in-process (Execute Flow node, flows as tools). */
export interface FlowInvoker {
  invoke(request: {
    readonly flowId: string;
    readonly question: string;
    readonly sessionId?: string;
    readonly overrideConfig?: Readonly<Record<string, unknown>>;
    readonly signal: AbortSignal;
  }): Promise<{ readonly text: string; readonly json?: unknown }>;
  /** Lists the workspace's flows (for load methods). */
  list?(): Promise<readonly { readonly id: string; readonly name: string; readonly type: string }[]>;
}

/** Document-store retrieval; absent until document stores exist. */
export interface DocumentRetriever {
  retrieve(request: {
    readonly storeId: string;
    readonly query: string;
    readonly signal: AbortSignal;
    /** How many documents (1 to 100); the store's own Top K otherwise. */
    readonly topK?: number;
    /** Metadata equality filter (`{ source: 'a.pdf' }`). */
    readonly filter?: Readonly<Record<string, string | number | boolean>>;
    /** Only documents at least this similar (cosine, -1 to 1). */
    readonly scoreThreshold?: number;
    /** Maximal marginal relevance instead of plain similarity. */
    readonly mmr?: { readonly fetchK?: number; readonly lambda?: number };
  }): Promise<
    readonly {
      readonly pageContent: string;
      readonly metadata: Readonly<Record<string, unknown>>;
      /** Similarity to the query, when the store reports it. */
      readonly score?: number;
    }[]
  >;
}

/**
 * The workspace's file storage for the Read File / Write File tools. Names are relative to the workspace's
 * storage folder (`notes/today.txt`), already checked by the caller against traversal (no absolute path, no
 * `..`, no backslash or NUL); the server must still resolve them inside the folder and refuse anything outside.
 */
export interface WorkspaceFiles {
  /** The file's text; rejects with a clear error when it does not exist. */
  read(name: string, signal: AbortSignal): Promise<string>;
  /** Writes (creating folders, replacing an existing file). */
  write(name: string, content: string, signal: AbortSignal): Promise<void>;
}

/** Files stored with a flow (API upserts, uploads from the canvas), read by file loaders. */
export interface FlowFileReader {
  /** The file's bytes and type; rejects with a clear error when the flow has no file of that name. */
  read(
    request: { readonly chatflowId: string; readonly name: string },
    signal: AbortSignal,
  ): Promise<{ readonly data: Uint8Array; readonly mime: string }>;
}

/** Where the Assistants API is: OpenAI (its base URL, `…/v1`, or the SDK's default) or an Azure OpenAI resource. */
export type AssistantsApiTarget =
  | { readonly kind: 'openai'; readonly apiKey: string; readonly baseURL?: string }
  | {
      readonly kind: 'azure';
      readonly apiKey: string;
      readonly endpoint: string;
      readonly apiVersion: string;
    };

/** An OPENAI / AZURE assistant of the workspace (an Assistants screen row), ready to be reached. */
export interface OpenedProviderAssistant {
  readonly name: string;
  /** The assistant's id at the provider (`asst_…`). */
  readonly providerAssistantId: string;
  /** The provider's address and the key of the assistant's credential. */
  readonly target: AssistantsApiTarget;
}

/** The workspace's OpenAI / Azure OpenAI assistants, for the OpenAI Assistant node. */
export interface ProviderAssistantStore {
  /** The workspace's OPENAI and AZURE assistants (the node's Select Assistant). */
  list(): Promise<readonly { readonly id: string; readonly name: string; readonly type: string }[]>;
  /** Rejects with what to do when the assistant is not the workspace's, has no provider id or no usable credential. */
  open(assistantId: string): Promise<OpenedProviderAssistant>;
}

/** Everything outside the process an executor may use. */
export interface RuntimeServices {
  readonly chatModels: ChatModelProvider;
  readonly credentials: CredentialReader;
  readonly sandbox: CodeRunner;
  /** The HTTP node's fetch (and other requests a flow makes on its author's behalf): the 'http-node' policy. */
  readonly fetch: GuardedFetch;
  /**
   * The server's outbound policy by purpose (models, embeddings, vector stores, memories, caches, loaders, MCP…);
   * nodes reach it through `fetchFor(services, purpose)`. Absent in tests: `fetch` is used then.
   */
  readonly outbound?: OutboundAccess;
  readonly customTools: CustomToolStore;
  readonly flows: FlowInvoker;
  readonly retriever?: DocumentRetriever;
  /** The workspace's file storage; absent until the server offers it (the file tools then say so). */
  readonly files?: WorkspaceFiles;
  /** Which stdio MCP servers may be started (the server's CUSTOM_MCP_ALLOWED_COMMANDS); none when absent. */
  readonly mcpStdio?: McpStdioPolicy;
  /** Vector collections for chatflow vector store nodes; absent until the server offers it (the nodes say so). */
  readonly vectors?: VectorStorePort;
  /** Files kept with a flow (`FILE-STORAGE::` references of its loaders); absent when the server has none. */
  readonly flowFiles?: FlowFileReader;
  /** The workspace's OpenAI / Azure assistants; absent when the server offers none (the node says so). */
  readonly providerAssistants?: ProviderAssistantStore;
  /** Which SQLite files flows may open (Sql Database Chain); absent in tests: the typed path is opened as is. */
  readonly sqliteFiles?: SqliteFileAccess;
  /** The server's environment for `$vars` of type runtime is already resolved into `vars`; nothing else leaks. */
}

/** Who and what a run is for. */
export interface RunIdentity {
  readonly chatflowId: string;
  readonly chatId: string;
  readonly sessionId: string;
  readonly executionId: string;
  readonly workspaceId: string;
}

/** What one node sees when it runs. Inputs are the node's `data.inputs` with every template resolved. */
export interface NodeRunContext {
  readonly nodeId: string;
  readonly nodeLabel: string;
  readonly inputs: Readonly<Record<string, unknown>>;
  /** The node's `data.credential` (chosen credential id), if any. */
  readonly credentialId: string | undefined;
  readonly run: RunIdentity;
  readonly question: string;
  readonly form: Readonly<Record<string, unknown>> | undefined;
  readonly uploads: readonly RunUpload[];
  /** Earlier messages of the session (memory), oldest first. */
  readonly pastMessages: readonly ChatTurn[];
  /** Messages added by nodes that ran before this one in this run (and its loops). */
  readonly runMessages: readonly ChatTurn[];
  /** The flow state as it is now (a copy: return `state` to change it). */
  readonly state: Readonly<Record<string, unknown>>;
  readonly vars: Readonly<Record<string, string>>;
  /** Set when this node is the one a paused run resumes at. */
  readonly humanInput: HumanInputAnswer | undefined;
  /**
   * With `humanInput`: the action this node paused with (its `data` holds what the node saved to continue, e.g.
   * an Agent's pending tool calls). Optional: executors cope without it.
   */
  readonly resumeAction?: HumanInputAction;
  /** Inside an iteration: the current item and its index. */
  readonly iteration: { readonly item: unknown; readonly index: number } | undefined;
  /** How many times the current loop has gone round (0 outside loops). */
  readonly loopCount: number;
  /** True when this node's answer is the run's answer and tokens should reach the client. */
  readonly streamsToClient: boolean;
  /**
   * True when the run's caller asked for a stream (`streaming` of the prediction): model calls stream. False:
   * each model call is one non-streaming request, its usage read from the provider's answer.
   */
  readonly callerStreams: boolean;
  readonly signal: AbortSignal;
  readonly services: RuntimeServices;
  /** Resolves `{{ … }}` variables in text written at run time (e.g. a tool's output). */
  resolveTemplate(text: string): string;
  emit(emission: NodeEmission): void;
}

/** What a node gives back; `output.content` is its answer (`{{ nodeId }}` in later templates). */
export interface NodeRunResult {
  /** What to record as the node's input (defaults to the resolved inputs). */
  readonly input?: Readonly<Record<string, unknown>>;
  readonly output: { readonly content: string } & Readonly<Record<string, unknown>>;
  /** Keys of the flow state to set. */
  readonly state?: Readonly<Record<string, unknown>>;
  /** Messages this node adds to the run's conversation (later nodes with memory see them). */
  readonly chatHistory?: readonly ChatTurn[];
  /**
   * For nodes with several outputs (Condition, Condition Agent, Human Input): the indexes of the output anchors
   * (`<nodeId>-output-<index>`) whose edges are taken; edges from the others are skipped.
   */
  readonly takenOutputs?: readonly number[];
  /** Loop node: go back to `nodeId`, at most `maxLoopCount` times, then answer `fallbackMessage`. */
  readonly loopBack?: {
    readonly nodeId: string;
    readonly maxLoopCount: number;
    readonly fallbackMessage: string;
  };
  /** Iteration node: run the nodes inside it once per item. */
  readonly iterate?: { readonly items: readonly unknown[] };
  /** Human Input (or an agent tool needing approval): stop the run here and show these buttons. */
  readonly pause?: { readonly action: HumanInputAction };
  readonly usage?: TokenUsage;
  readonly usedTools?: readonly UsedTool[];
  readonly sourceDocuments?: readonly unknown[];
  readonly artifacts?: readonly unknown[];
}

/**
 * An executor of one node type. The registry's executors take `Name` = the registry's `NodeName`, so a name that is
 * no node type does not compile; tests and fakes keep the default (any name).
 */
export interface NodeExecutor<Name extends string = string> {
  /** The node name it runs (`llmAgentflow`, …). */
  readonly name: Name;
  /** Input names whose `{{ }}` must not be resolved before the run (code the executor resolves itself). */
  readonly rawInputs?: readonly string[];
  execute(context: NodeRunContext): Promise<NodeRunResult>;
}
