import type { NodeName } from '../../node-registry.ts';
import type { ToolBuilder } from '../tool-builder.ts';
import { buildFlowTool } from '../flow-tool.ts';

export const chatflowToolBuilder: ToolBuilder<NodeName> = {
  name: 'ChatflowTool',
  build: (config, context) =>
    buildFlowTool(config, context, {
      flowKey: 'selectedChatflow',
      fallbackName: 'chatflow_tool',
      label: 'Chatflow Tool',
      apiKeyFields: ['chatflowApiKey'],
    }),
};

export const agentAsToolBuilder: ToolBuilder<NodeName> = {
  name: 'agentAsTool',
  build: (config, context) =>
    buildFlowTool(config, context, {
      flowKey: 'selectedAgentflow',
      fallbackName: 'agentflow_tool',
      label: 'Agent as Tool',
      apiKeyFields: ['agentflowApiKey'],
    }),
};
