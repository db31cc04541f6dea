import type { NodeOption, Tool } from '@loomflow/core';
import {
  registerAndLogin,
  startTestServer,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpMcpServer } from '../../../nodes/src/tools/mcp/test-support/mcp-test-servers.ts';

/** The agentflow Tool node's "Input Argument Name" options: the chosen tool's arguments, from its schema. */
describe('listToolInputArgs of the Tool node', () => {
  let server: TestServer;
  let owner: HttpSession;
  let mcp: Awaited<ReturnType<typeof startHttpMcpServer>>;

  beforeAll(async () => {
    mcp = await startHttpMcpServer();
    server = await startTestServer({ env: { HTTP_ALLOW_LIST: '127.0.0.1' } });
    owner = server.session();
    await registerAndLogin(owner);
  });
  afterAll(async () => {
    await server.close();
    await mcp.close();
  });

  const argumentsOf = (tool: string, config: Record<string, unknown>) => {
    const inputs = { toolAgentflowSelectedTool: tool, toolAgentflowSelectedToolConfig: config };
    return owner.post<NodeOption[] | { message: string }>('/api/v1/node-load-method/toolAgentflow', {
      loadMethod: 'listToolInputArgs',
      inputs,
      currentNode: { id: 'toolAgentflow_0', name: 'toolAgentflow', label: 'Tool', inputs },
    });
  };

  it("lists a custom tool's properties from its JSON schema", async () => {
    const tool = await owner.post<Tool>('/api/v1/tools', {
      name: 'get_weather',
      description: 'Weather of a city',
      schema: JSON.stringify([
        { property: 'city', type: 'string', description: 'The city', required: true },
        { property: 'days', type: 'number', description: '', required: false },
      ]),
      func: 'return $city;',
    });
    expect(tool.status).toBe(201);
    const listed = await argumentsOf('customTool', { selectedTool: tool.body.id });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      { label: 'city', name: 'city', description: 'The city' },
      { label: 'days', name: 'days' },
    ]);
  });

  it("lists a built-in tool's arguments from its schema (Requests Get with query parameters)", async () => {
    const calculator = await argumentsOf('calculator', {});
    expect(calculator.body).toEqual([
      { label: 'input', name: 'input', description: 'the expression, e.g. (2 + 3) * 4' },
    ]);
    const requests = await argumentsOf('requestsGet', {
      requestsGetQueryParamsSchema: JSON.stringify({
        q: { type: 'string', in: 'query', description: 'The search text', required: true },
      }),
    });
    expect(requests.status).toBe(200);
    expect((requests.body as NodeOption[]).map((option) => option.name)).toEqual(['url', 'q']);
  });

  it("lists the chosen MCP actions' input arguments together", async () => {
    const config = { mcpServerConfig: JSON.stringify({ url: mcp.url }), mcpActions: '["add","echo"]' };
    const listed = await argumentsOf('customMCP', config);
    expect(listed.status).toBe(200);
    expect((listed.body as NodeOption[]).map((option) => option.name)).toEqual(['a', 'b', 'text']);
    const one = await argumentsOf('customMCP', { ...config, mcpActions: '["echo"]' });
    expect((one.body as NodeOption[]).map((option) => option.name)).toEqual(['text']);
  });

  it('offers nothing before a tool is chosen and says why a chosen tool cannot be read', async () => {
    expect((await argumentsOf('', {})).body).toEqual([]);
    const missing = await argumentsOf('customTool', { selectedTool: 'no-such-tool' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      message:
        'Custom Tool in "Tool": the tool no-such-tool does not exist in this workspace; create it on the Tools screen or choose another in Select Tool.',
    });
  });
});
