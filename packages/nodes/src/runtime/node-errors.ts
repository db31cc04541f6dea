// Server entry `@loomflow/nodes/errors`: the errors a caller recognises (`instanceof`) without loading the runtime.
export { ChatModelConfigError } from '../chat-models/runtime/chat-model-config.ts';
export { DocumentNodeError } from '../document-loaders/runtime/document-node-error.ts';
