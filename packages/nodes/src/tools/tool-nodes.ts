import { calculatorTool } from './calculator/definition.ts';
import { chainTool } from './chain-tool/definition.ts';
import { readFileTool, writeFileTool } from './file-tools/definitions.ts';
import { customMcpTool, supergatewayMcpTool, teradataMcpTool } from './mcp/definition.ts';
import { retrieverTool } from './retriever-tool/definition.ts';
import { agentAsTool, chatflowTool } from './chatflow-tool/definition.ts';
import { currentDateTimeTool } from './current-date-time/definition.ts';
import { customTool } from './custom-tool/definition.ts';
import {
  requestsDeleteTool,
  requestsGetTool,
  requestsPostTool,
  requestsPutTool,
} from './requests-tool.definitions.ts';

/** The tool components agents (and the Tool node) can run, category Tools (data only, browser-safe). */
export const TOOL_NODE_DEFINITIONS = [
  customTool,
  chatflowTool,
  agentAsTool,
  requestsGetTool,
  requestsPostTool,
  requestsPutTool,
  requestsDeleteTool,
  currentDateTimeTool,
  calculatorTool,
  chainTool,
  retrieverTool,
  readFileTool,
  writeFileTool,
  customMcpTool,
  supergatewayMcpTool,
  teradataMcpTool,
] as const;
