// Data-only entry (`@loomflow/nodes/runnable`): what runs here, read by the server at start without LangChain.
export {
  RUNNABLE_NODE_DEFINITIONS,
  agentflowToolDefinitions,
  definitionRuns,
  findRunnableDefinition,
  runnableDefinitionsIn,
} from './runnable-nodes.ts';
export { AGENTFLOW_TOOL_NAMES } from '../tools/agentflow-tool-names.ts';
export { SUPPORTED_CHAT_MODELS } from '../runtime/chat-model-provider.ts';
export { EMBEDDINGS_NAMES } from '../embeddings/runtime/embeddings-registry.ts';
export { OFFERED_CREDENTIAL_TYPES, credentialNamesAskedBy } from './offered-credential-types.ts';
