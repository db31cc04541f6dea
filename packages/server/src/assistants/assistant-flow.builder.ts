import type { CustomAssistantDetails, FlowData, FlowInput, FlowNode, NodeDefinition } from '@loomflow/core';
import { isParameterType } from '@loomflow/core';
import { agentAgentflow, startAgentflow } from '@loomflow/nodes';

export const ASSISTANT_START_NODE_ID = 'startAgentflow_0';
export const ASSISTANT_AGENT_NODE_ID = 'agentAgentflow_0';

/** The credential the canvas would store in a model or tool configuration. */
const CREDENTIAL_KEY = 'FLOWISE_CREDENTIAL_ID';

/** The node's parameters with their canvas handle ids (`{nodeId}-input-{name}-{type}`). */
function inputParamsOf(definition: NodeDefinition, nodeId: string): FlowInput[] {
  return definition.inputs
    .filter((input) => isParameterType(input.type))
    .map((input) => ({
      ...Object.fromEntries(Object.entries(input)),
      name: input.name,
      id: `${nodeId}-input-${input.name}-${input.type}`,
    }));
}

/** A node as the agentflow v2 canvas saves it (declaration, parameters with their handle ids, values). */
function canvasNode(
  definition: NodeDefinition,
  nodeId: string,
  label: string,
  position: { x: number; y: number },
  inputs: Record<string, unknown>,
): FlowNode {
  return {
    id: nodeId,
    type: 'agentFlow',
    position,
    positionAbsolute: position,
    width: 200,
    height: 70,
    data: {
      id: nodeId,
      label,
      name: definition.name,
      version: definition.version,
      type: definition.type,
      color: definition.color,
      category: definition.category,
      description: definition.description,
      baseClasses: [...definition.baseClasses],
      inputParams: inputParamsOf(definition, nodeId),
      inputAnchors: [],
      inputs,
      outputAnchors: [{ id: `${nodeId}-output-${definition.name}`, label, name: definition.name }],
      outputs: {},
      selected: false,
    },
  };
}

/** The model configuration as the Agent node keeps it: the model's inputs, its name and the credential. */
function modelConfig(details: CustomAssistantDetails, credentialId: string | null): Record<string, unknown> {
  const config: Record<string, unknown> = Object.fromEntries(
    Object.entries(details.chatModel.inputs).filter(
      ([key]) => key !== 'credential' && key !== CREDENTIAL_KEY,
    ),
  );
  config.agentModel = details.chatModel.name;
  if (credentialId !== null) config[CREDENTIAL_KEY] = credentialId;
  return config;
}

function agentInputs(details: CustomAssistantDetails, credentialId: string | null): Record<string, unknown> {
  const instruction = details.instruction.trim();
  return {
    agentModel: details.chatModel.name,
    agentModelConfig: modelConfig(details, credentialId),
    agentMessages: instruction === '' ? [] : [{ role: 'system', content: details.instruction }],
    agentTools: details.tools.map((tool) => ({
      agentSelectedTool: tool.name,
      agentSelectedToolConfig: { ...tool.inputs, agentSelectedTool: tool.name },
      agentSelectedToolRequiresHumanInput: false,
    })),
    agentKnowledgeDocumentStores: details.documentStores.map((store) => ({
      documentStore: `${store.id}:${store.name}`,
      docStoreDescription: store.description,
      returnSourceDocuments: true,
    })),
    agentKnowledgeVSEmbeddings: [],
    agentEnableMemory: true,
    agentMemoryType: 'allMessages',
    agentUserMessage: '',
    agentReturnResponseAs: 'userMessage',
  };
}

/**
 * The agentflow v2 graph behind a CUSTOM assistant: Start (chat input) → one Agent with the assistant's chat model
 * and credential, its instructions as the system message, its tools and its document stores as knowledge, and
 * memory of the conversation. Rebuilt whole on every save of the assistant.
 */
export function assistantFlowData(details: CustomAssistantDetails, credentialId: string | null): FlowData {
  const start = canvasNode(
    startAgentflow,
    ASSISTANT_START_NODE_ID,
    'Start',
    { x: 100, y: 100 },
    { startInputType: 'chatInput', startEphemeralMemory: false, startState: [] },
  );
  const agent = canvasNode(
    agentAgentflow,
    ASSISTANT_AGENT_NODE_ID,
    details.name,
    { x: 400, y: 100 },
    agentInputs(details, credentialId),
  );
  return {
    nodes: [start, agent],
    edges: [
      {
        id: `${ASSISTANT_START_NODE_ID}-${ASSISTANT_AGENT_NODE_ID}`,
        source: ASSISTANT_START_NODE_ID,
        sourceHandle: `${ASSISTANT_START_NODE_ID}-output-${startAgentflow.name}`,
        target: ASSISTANT_AGENT_NODE_ID,
        targetHandle: ASSISTANT_AGENT_NODE_ID,
        type: 'agentFlow',
        data: { sourceColor: startAgentflow.color, targetColor: agentAgentflow.color, isHumanInput: false },
      },
    ],
    viewport: { x: 0, y: 0, zoom: 1 },
  };
}
