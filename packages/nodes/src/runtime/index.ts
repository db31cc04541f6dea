// Server-only entry (`@loomflow/nodes/runtime`): executors and LangChain integrations never reach the browser.
export type * from './node-executor.ts';
export { NODE_EXECUTORS, findNodeExecutor } from './executor-registry.ts';
export { buildTool, runnableToolNames } from '../tools/tool-builders.ts';
export {
  CHAT_MODEL_PROVIDER,
  SUPPORTED_CHAT_MODELS,
  createChatModelProvider,
  type ChatModelProviderOptions,
} from './chat-model-provider.ts';
export { ChatModelConfigError } from '../chat-models/runtime/chat-model-config.ts';
export { countTokensOffline } from '../chat-models/runtime/offline-token-count.ts';
export type * from './document-processing.ts';
export {
  DOCUMENT_LOADERS,
  DOCUMENT_LOADER_NAMES,
  findDocumentLoader,
} from '../document-loaders/runtime/document-loader-registry.ts';
export {
  TEXT_SPLITTERS,
  TEXT_SPLITTER_NAMES,
  findTextSplitter,
} from '../text-splitters/runtime/text-splitter-registry.ts';
export { EMBEDDINGS, EMBEDDINGS_NAMES, findEmbeddings } from '../embeddings/runtime/embeddings-registry.ts';
export { DocumentNodeError } from '../document-loaders/runtime/document-node-error.ts';
export type * from './chatflow-component.ts';
export type * from './vector-store-port.ts';
export type {
  GuardedFetch,
  OutboundAccess,
  OutboundHostPolicy,
  OutboundPurpose,
  TcpTarget,
} from './outbound-port.ts';
export type { SqliteFileAccess } from './sqlite-file-port.ts';
export { redisClientOptions } from './redis-client-options.ts';
export {
  ChatflowInputError,
  isChatflowBranch,
  isChatflowMemory,
  requireInput,
  optionalInput,
  textInput,
} from './chatflow-component.ts';
export { CHATFLOW_COMPONENTS, findChatflowComponent } from './chatflow-component-registry.ts';
export {
  InMemoryVectorCollection,
  inMemoryVectorPort,
} from '../vector-stores/runtime/in-memory-vector-collection.ts';
export type * from '../sequential-agents/runtime/seq-node-context.ts';
export { runSeqAgentTurn } from '../sequential-agents/runtime/seq-agent.execute.ts';
export { runSeqLlmNode } from '../sequential-agents/runtime/seq-llm-node.execute.ts';
export { runSeqConditionAgent } from '../sequential-agents/runtime/seq-condition-agent.execute.ts';
export { evaluateSeqCondition, END_OUTPUT } from '../sequential-agents/runtime/seq-condition.evaluate.ts';
export { runSeqCustomFunction } from '../sequential-agents/runtime/seq-custom-function.execute.ts';
export { runSeqExecuteFlow } from '../sequential-agents/runtime/seq-execute-flow.execute.ts';
export { seqStateUpdates } from '../sequential-agents/runtime/seq-update-state.ts';
export {
  pendingToolCalls,
  rejectedToolCalls,
  runToolCalls,
  type SeqToolCall,
} from '../sequential-agents/runtime/seq-tool-calls.ts';
export {
  runSupervisor,
  FINISH,
  type SupervisorDecision,
} from '../multi-agents/runtime/supervisor.execute.ts';
export { runWorkerTurn } from '../multi-agents/runtime/worker.execute.ts';
export { toolsInput } from '../tools/chatflow/tool-guards.ts';
export { moderationRefusal } from '../moderation/runtime/chatflow-moderation.ts';
export { isMcpToolNode, listMcpActions } from '../tools/mcp/mcp-tool.components.ts';
export {
  listToolInputArguments,
  type ToolInputArgument,
  type ToolSchemaSources,
} from '../tools/tool-input-args.ts';
export { MCP_STDIO_SETTING, type McpStdioPolicy } from '../tools/mcp/mcp-stdio-policy.ts';
export { createAssistantsApiClient } from '../agents/openai-assistant/assistants-api.client.ts';
export { AssistantsApiError } from '../agents/openai-assistant/assistants-api.errors.ts';
export type * from '../agents/openai-assistant/assistants-api.types.ts';
export { pastTurnsSent } from '../agentflow/runtime-shared/memory-settings.ts';
