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
export { isMcpToolNode, listMcpActions } from '../tools/mcp/mcp-tool.components.ts';
export { MCP_STDIO_SETTING, type McpStdioPolicy } from '../tools/mcp/mcp-stdio-policy.ts';
