export { CREDENTIAL_TYPES, findCredentialType } from './credentials/index.ts';
export { defineNode, type InputValues, type NodeInputValues, type ParamValue } from './define-node.ts';
export * from './agentflow/agentflow-nodes.ts';
export * from './sequential-agents/sequential-agent-nodes.ts';
export { TOOL_NODE_DEFINITIONS } from './tools/tool-nodes.ts';
export * from './chat-models/chat-model-nodes.ts';
export * from './vector-stores/vector-store-nodes.ts';
export * from './document-loaders/document-loader-nodes.ts';
export * from './text-splitters/text-splitter.nodes.ts';
export * from './embeddings/embeddings.nodes.ts';
export { EMBEDDING_MODEL_LISTS } from './embeddings/embedding-models.ts';
export { staticChatModelList, type ChatModelOption } from './chat-models/model-lists/static-model-lists.ts';
export { openAICompatibleModelSource } from './chat-models/runtime/openai-compatible.providers.ts';
export {
  chatModelPrice,
  costOfTokens,
  type ModelPriceLookup,
  type TokenCounts,
} from './chat-models/model-lists/model-price-lookup.ts';
export { CHAT_MODEL_PRICES, type ModelPrice } from './chat-models/model-lists/model-prices.ts';
export {
  NODE_DEFINITIONS,
  findNodeDefinition,
  nodeCategories,
  nodeDefinitionsIn,
  resolveNodeType,
  type NodeName,
} from './node-registry.ts';
export { checkFlowData, type FlowCheck } from './flow-checks.ts';
export {
  FLOWISE_NODES,
  findFlowiseNode,
  flowiseNodesIn,
  type FlowiseNode,
} from './flowise-catalog/flowise-node-catalog.ts';
export { labelMark, logoSvg, monogramSvg, nodeIconSvg } from './icons/node-icon.ts';
export { TIMEZONE_OPTIONS } from './timezone-options.ts';
export { pastTurnsSent } from './agentflow/runtime-shared/memory-settings.ts';
