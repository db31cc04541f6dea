import type { NodeName } from '../node-registry.ts';
import { MCP_TOOL_NODE_NAMES } from './mcp/mcp-server-sources.ts';

/**
 * The tool components an agentflow runs (the Agent's tool rows, the Tool node), as data: the names of the
 * builders of `tool-builders.ts`, which import LangChain. `runnable-nodes.test.ts` checks both lists agree.
 */
export const AGENTFLOW_TOOL_NAMES: readonly NodeName[] = [
  'customTool',
  'ChatflowTool',
  'agentAsTool',
  'requestsGet',
  'requestsPost',
  'requestsPut',
  'requestsDelete',
  'currentDateTime',
  'calculator',
  ...MCP_TOOL_NODE_NAMES,
];
