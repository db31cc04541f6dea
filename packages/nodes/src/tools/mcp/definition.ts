// Data declared by Flowise 3.x for these tool components (names, parameter names, types), kept compatible.
import { defineNode } from '../../define-node.ts';

/** "Available Actions": the server's tools, listed by `listActions`; only the chosen ones reach the agent. */
const mcpActionsParam = {
  label: 'Available Actions',
  name: 'mcpActions',
  type: 'asyncMultiOptions',
  loadMethod: 'listActions',
  refresh: true,
} as const;

/** Custom MCP (Tools (MCP)): the tools of a configured MCP server (HTTP, or stdio when the server allows it). */
export const customMcpTool = defineNode({
  label: 'Custom MCP',
  name: 'customMCP',
  version: 1.1,
  type: 'Custom MCP Tool',
  category: 'Tools (MCP)',
  description: 'Custom MCP Config',
  baseClasses: ['Tool'],
  loadMethods: ['listActions'],
  inputs: [
    {
      label: 'MCP Server Config',
      name: 'mcpServerConfig',
      type: 'code',
      hideCodeExecute: true,
      description:
        'An MCP server "url" (with "headers"), or a stdio "command" with "args" and "env" when the server administrator allows that command (CUSTOM_MCP_ALLOWED_COMMANDS).',
      placeholder:
        '{\n  "url": "https://mcp.example.com/mcp",\n  "headers": { "Authorization": "Bearer <token>" }\n}',
    },
    mcpActionsParam,
  ],
});

/** Supergateway MCP: a remote MCP server given as Supergateway's client arguments (`--sse <url>`). */
export const supergatewayMcpTool = defineNode({
  label: 'Supergateway MCP',
  name: 'supergatewayMCP',
  version: 1.0,
  type: 'Supergateway MCP Tool',
  category: 'Tools (MCP)',
  description: 'Runs MCP stdio-based servers over SSE (Server-Sent Events) or WebSockets (WS)',
  documentation: 'https://github.com/supercorp-ai/supergateway',
  baseClasses: ['Tool'],
  loadMethods: ['listActions'],
  inputs: [
    {
      label: 'Arguments',
      name: 'arguments',
      type: 'string',
      rows: 4,
      placeholder: '--sse "https://mcp-server.example.com/sse"',
      description:
        'The remote server: --sse <url> or --streamableHttp <url>, with --header "Name: value" or --oauth2Bearer <token> when it needs them.',
    },
    mcpActionsParam,
  ],
});

/** Teradata MCP: a Teradata MCP server over streamable HTTP, with a bearer token or Basic authentication. */
export const teradataMcpTool = defineNode({
  label: 'Teradata MCP',
  name: 'teradataMCP',
  version: 1.0,
  type: 'Teradata MCP Tool',
  category: 'Tools (MCP)',
  description: 'MCP Server for Teradata (remote HTTP streamable)',
  documentation: 'https://github.com/Teradata/teradata-mcp-server',
  baseClasses: ['Tool'],
  loadMethods: ['listActions'],
  inputs: [
    {
      label: 'MCP Server URL',
      name: 'mcpUrl',
      type: 'string',
      placeholder: 'https://your-mcp-server-url/mcp/',
      description: 'URL of your Teradata MCP server',
    },
    { label: 'Username', name: 'username', type: 'string', optional: true },
    { label: 'Password', name: 'password', type: 'password', optional: true },
    {
      label: 'Bearer Token',
      name: 'bearerToken',
      type: 'string',
      optional: true,
      description: 'Bearer token for authentication (otherwise Username and Password)',
    },
    mcpActionsParam,
  ],
});
