// Data declared by Flowise 3.x for this tool component (names, parameter names, types), kept compatible.
import { defineNode } from '../../define-node.ts';

/** Custom MCP (Tools (MCP)): the tools of a configured MCP server (streamable HTTP or SSE). */
export const customMcpTool = defineNode({
  label: 'Custom MCP',
  name: 'customMCP',
  version: 1.1,
  type: 'Custom MCP Tool',
  category: 'Tools (MCP)',
  description: 'Custom MCP Config',
  baseClasses: ['Tool'],
  inputs: [
    {
      label: 'MCP Server Config',
      name: 'mcpServerConfig',
      type: 'code',
      hideCodeExecute: true,
      placeholder:
        '{\n  "url": "https://mcp.example.com/mcp",\n  "headers": { "Authorization": "Bearer <token>" }\n}',
    },
  ],
});
