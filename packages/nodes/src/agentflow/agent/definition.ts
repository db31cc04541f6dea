// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import { defineNode } from '../../define-node.ts';
import { agentModelParams } from './agent-model.params.ts';
import { agentKnowledgeVSEmbeddingsParams } from './agent-knowledge-v-s-embeddings.params.ts';
import { agentStructuredOutputParams } from './agent-structured-output.params.ts';

/** Agent (Agent Flows): Dynamically choose and utilize tools during runtime, enabling multi-step reasoning. */
export const agentAgentflow = defineNode({
  label: 'Agent',
  name: 'agentAgentflow',
  version: 3.2,
  type: 'Agent',
  category: 'Agent Flows',
  description: 'Dynamically choose and utilize tools during runtime, enabling multi-step reasoning',
  color: '#4DD0E1',
  baseClasses: ['Agent'],
  loadMethods: [
    'listModels',
    'listEmbeddings',
    'listTools',
    'listRuntimeStateKeys',
    'listStores',
    'listVectorStores',
  ],
  inputs: [...agentModelParams, ...agentKnowledgeVSEmbeddingsParams, ...agentStructuredOutputParams],
});
