import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import type { DynamicStructuredTool } from '@langchain/core/tools';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolAgentComponent } from '../../agents/runtime/tool-agent.component.ts';
import {
  fakeChatModel,
  initContext,
  runComponent,
  testServices,
} from '../../agents/test-support/chatflow-harness.ts';
import { listMcpActions, MCP_TOOL_COMPONENTS } from './mcp-tool.components.ts';
import { startHttpMcpServer, writeStdioMcpServer } from './test-support/mcp-test-servers.ts';

let fake: FakeOpenAI;
let mcp: Awaited<ReturnType<typeof startHttpMcpServer>>;
let stdioScript = '';
const fetched: string[] = [];
const services = testServices({
  fetch: (url, init) => {
    fetched.push(url);
    return fetch(url, init);
  },
});

function component(name: string) {
  const found = MCP_TOOL_COMPONENTS.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`${name} missing`);
  return found;
}
const customMcp = component('customMCP');

async function toolsOf(inputs: Record<string, unknown>, servicesUsed = services) {
  return (await customMcp.init(initContext(inputs, { services: servicesUsed }))) as DynamicStructuredTool[];
}

beforeAll(async () => {
  fake = await startFakeOpenAI({ apiKey: 'sk-test-key' });
  mcp = await startHttpMcpServer();
  stdioScript = await writeStdioMcpServer();
});
afterAll(async () => {
  await fake.close();
  await mcp.close();
});

describe('customMCP over HTTP', () => {
  it('gives the chosen tools of the server to a Tool Agent, through the guarded fetch', async () => {
    const tools = await toolsOf({
      mcpServerConfig: JSON.stringify({ url: mcpUrl() }),
      mcpActions: '["add"]',
    });
    expect(tools.map((tool) => tool.name)).toEqual(['add']);
    fake.script({ type: 'tool_calls', toolCalls: [{ name: 'add', arguments: { a: 2, b: 3 } }] }, 'It is 5.');
    const { answer } = await runComponent(
      toolAgentComponent,
      { model: await fakeChatModel(fake), tools: [tools] },
      { services },
    );
    expect(answer.text).toBe('It is 5.');
    expect(answer.usedTools).toEqual([{ tool: 'add', toolInput: { a: 2, b: 3 }, toolOutput: '5' }]);
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.every((url) => url === mcpUrl())).toBe(true);
  });

  it('gives no tools when no action is chosen (as Flowise 3.x)', async () => {
    expect(await toolsOf({ mcpServerConfig: JSON.stringify({ url: mcpUrl() }) })).toEqual([]);
  });

  it("lists the server's tools as Available Actions (listActions)", async () => {
    const options = await listMcpActions(
      'customMCP',
      { mcpServerConfig: JSON.stringify({ url: mcpUrl() }) },
      { fetch: services.fetch },
    );
    expect(options).toEqual([
      { label: 'ADD', name: 'add', description: 'Adds two numbers' },
      { label: 'ECHO', name: 'echo', description: 'Says the text back' },
    ]);
  });

  it('says what is wrong with a config or an unreachable server', async () => {
    await expect(toolsOf({ mcpServerConfig: '{}', mcpActions: '["add"]' })).rejects.toThrow(
      'Custom MCP: the MCP Server Config needs an http(s) "url"',
    );
    await expect(
      listMcpActions('customMCP', { mcpServerConfig: '{"url": "http://127.0.0.1:9/mcp"}' }, { fetch }),
    ).rejects.toThrow('Custom MCP: could not list the tools of http://127.0.0.1:9/mcp');
  });
});

describe('customMCP over stdio', () => {
  const stdioConfig = () =>
    JSON.stringify({ command: process.execPath, args: [stdioScript], env: { GREETING: 'hello' } });
  const allowed = testServices({ mcpStdio: { allowedCommands: [process.execPath], path: '/usr/bin:/bin' } });

  it('is refused unless the command is allowed, naming the setting', async () => {
    await expect(toolsOf({ mcpServerConfig: stdioConfig(), mcpActions: '["multiply"]' })).rejects.toThrow(
      /stdio MCP servers \("command"\) are disabled on this server.*CUSTOM_MCP_ALLOWED_COMMANDS/,
    );
    const other = testServices({ mcpStdio: { allowedCommands: ['npx'] } });
    await expect(
      toolsOf({ mcpServerConfig: stdioConfig(), mcpActions: '["multiply"]' }, other),
    ).rejects.toThrow(`the command "${process.execPath}" is not allowed for stdio MCP servers`);
    await expect(
      listMcpActions(
        'customMCP',
        { mcpServerConfig: stdioConfig() },
        { fetch, stdio: { allowedCommands: [] } },
      ),
    ).rejects.toThrow('CUSTOM_MCP_ALLOWED_COMMANDS');
  });

  it('runs an allowed command: lists its actions, and its tools answer an agent', async () => {
    const options = await listMcpActions(
      'customMCP',
      { mcpServerConfig: stdioConfig() },
      { fetch, stdio: allowed.mcpStdio },
    );
    expect(options.map((option) => option.name)).toEqual(['environment', 'multiply', 'processId']);
    const tools = await toolsOf({ mcpServerConfig: stdioConfig(), mcpActions: ['multiply'] }, allowed);
    fake.script({ type: 'tool_calls', toolCalls: [{ name: 'multiply', arguments: { a: 6, b: 7 } }] }, '42.');
    const { answer } = await runComponent(
      toolAgentComponent,
      { model: await fakeChatModel(fake), tools: [tools] },
      { services: allowed },
    );
    expect(answer.usedTools).toEqual([{ tool: 'multiply', toolInput: { a: 6, b: 7 }, toolOutput: '42' }]);
  });

  it("starts the server with the config's env and PATH only, and refuses loader variables", async () => {
    const [environment] = await toolsOf(
      { mcpServerConfig: stdioConfig(), mcpActions: '["environment"]' },
      allowed,
    );
    expect(await environment?.invoke({})).toBe('GREETING,PATH');
    const risky = JSON.stringify({
      command: process.execPath,
      args: [stdioScript],
      env: { NODE_OPTIONS: '-r x' },
    });
    await expect(toolsOf({ mcpServerConfig: risky, mcpActions: '["multiply"]' }, allowed)).rejects.toThrow(
      `the MCP server's "env" may not set NODE_OPTIONS`,
    );
  });
});

describe('named MCP nodes', () => {
  it('Supergateway MCP connects to the server its arguments name', async () => {
    const options = await listMcpActions(
      'supergatewayMCP',
      { arguments: `--streamableHttp "${mcpUrl()}" --header "X-Team: blue"` },
      { fetch: services.fetch },
    );
    expect(options.map((option) => option.name)).toEqual(['add', 'echo']);
    await expect(
      listMcpActions('supergatewayMCP', { arguments: '--stdio "npx server"' }, { fetch }),
    ).rejects.toThrow('Supergateway MCP: the argument "--stdio" is not supported');
  });

  it('Teradata MCP needs a token or user name and password', async () => {
    const tools = (await component('teradataMCP').init(
      initContext({ mcpUrl: mcpUrl(), bearerToken: 'secret', mcpActions: '["echo"]' }, { services }),
    )) as DynamicStructuredTool[];
    expect(await tools[0]?.invoke({ text: 'hi' })).toBe('hi');
    await expect(
      component('teradataMCP').init(initContext({ mcpUrl: mcpUrl(), mcpActions: '["echo"]' }, { services })),
    ).rejects.toThrow('Teradata MCP: give a Bearer Token, or a Username and Password');
  });
});

function mcpUrl(): string {
  return mcp.url;
}
