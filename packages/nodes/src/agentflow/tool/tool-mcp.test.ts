import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpMcpServer } from '../../tools/mcp/test-support/mcp-test-servers.ts';
import { fakeContext } from '../test-support/fake-context.ts';
import { toolExecutor } from './execute.ts';

let mcp: Awaited<ReturnType<typeof startHttpMcpServer>>;
beforeAll(async () => {
  mcp = await startHttpMcpServer();
});
afterAll(() => mcp.close());

const viaFetch = { fetch: (url: string, init?: RequestInit) => fetch(url, init) };

function toolNodeInputs(mcpActions: string, args: Record<string, string>): Record<string, unknown> {
  return {
    toolAgentflowSelectedTool: 'customMCP',
    toolAgentflowSelectedToolConfig: { mcpServerConfig: JSON.stringify({ url: mcp.url }), mcpActions },
    toolInputArgs: Object.entries(args).map(([inputArgName, inputArgValue]) => ({
      inputArgName,
      inputArgValue,
    })),
  };
}

describe('Tool node with an MCP tool node', () => {
  it("runs the chosen action with the mapped arguments typed by the action's schema", async () => {
    const context = fakeContext({
      services: viaFetch,
      inputs: toolNodeInputs('["add"]', { a: '2', b: '40' }),
    });
    const result = await toolExecutor.execute(context);
    expect(result.output.content).toBe('42');
    expect(result.usedTools).toEqual([{ tool: 'add', toolInput: { a: 2, b: 40 }, toolOutput: '42' }]);
    expect(context.emissions).toContainEqual({ type: 'usedTools', tools: result.usedTools });
  });

  it('with several chosen actions runs each with the arguments, as Flowise 3.x does', async () => {
    const result = await toolExecutor.execute(
      fakeContext({
        services: viaFetch,
        inputs: toolNodeInputs('["echo","add"]', { text: 'hi', a: '1', b: '2' }),
      }),
    );
    expect(result.usedTools?.map((used) => used.tool)).toEqual(['add', 'echo']);
    expect(result.output.content).toBe('3\nhi');
  });

  it('says to choose an action when none is chosen', async () => {
    await expect(
      toolExecutor.execute(fakeContext({ services: viaFetch, inputs: toolNodeInputs('[]', {}) })),
    ).rejects.toThrow('Tool: "customMCP" gives no tool to run; choose one of its Available Actions.');
  });
});
