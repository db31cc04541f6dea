import { fakeReply, startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RuntimeServices } from '../../runtime/node-executor.ts';
import { startHttpMcpServer, writeStdioMcpServer } from '../../tools/mcp/test-support/mcp-test-servers.ts';
import { fakeContext, fakeOpenAIModel } from '../test-support/fake-context.ts';
import { agentExecutor } from './execute.ts';

let fake: FakeOpenAI;
let mcp: Awaited<ReturnType<typeof startHttpMcpServer>>;
let stdioScript = '';
const fetched: string[] = [];
const viaFetch: Partial<RuntimeServices> = {
  fetch: (url, init) => {
    fetched.push(url);
    return fetch(url, init);
  },
};

beforeAll(async () => {
  fake = await startFakeOpenAI();
  mcp = await startHttpMcpServer();
  stdioScript = await writeStdioMcpServer();
});
afterAll(async () => {
  await fake.close();
  await mcp.close();
});
beforeEach(() => {
  fake.reset();
  fetched.length = 0;
});

function agentWithMcp(mcpServerConfig: string, mcpActions: string): Record<string, unknown> {
  return {
    agentModel: 'chatOpenAI',
    agentMessages: [{ role: 'system', content: 'You do sums.' }],
    agentTools: [
      {
        agentSelectedTool: 'customMCP',
        agentSelectedToolConfig: { agentSelectedTool: 'customMCP', mcpServerConfig, mcpActions },
        agentSelectedToolRequiresHumanInput: false,
      },
    ],
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('Agent with an MCP tool node', () => {
  it('gets every chosen action as its own tool, calls one over HTTP and answers with its result', async () => {
    fake.script(fakeReply.toolCall('add', { a: 2, b: 3 }, { id: 'call_1' }), 'The sum is 5.');
    const context = fakeContext({
      model: fakeOpenAIModel(fake.url),
      services: viaFetch,
      inputs: agentWithMcp(JSON.stringify({ url: mcp.url }), '["add","echo"]'),
      question: 'What is 2 + 3?',
    });
    const result = await agentExecutor.execute(context);
    expect(result.output.content).toBe('The sum is 5.');
    expect(result.usedTools).toEqual([{ tool: 'add', toolInput: { a: 2, b: 3 }, toolOutput: '5' }]);
    expect(fake.chatRequests()[0]?.tools).toMatchObject([
      { function: { name: 'add' } },
      { function: { name: 'echo' } },
    ]);
    expect(fake.chatRequests()[1]?.messages.at(-1)).toMatchObject({ role: 'tool', content: '5' });
    expect(context.emissions).toContainEqual({ type: 'usedTools', tools: result.usedTools });
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.every((url) => url === mcp.url)).toBe(true);
  });

  it('an unreachable server is an error naming the MCP node and the server', async () => {
    const context = fakeContext({
      model: fakeOpenAIModel(fake.url),
      services: viaFetch,
      inputs: agentWithMcp('{"url": "http://127.0.0.1:9/mcp"}', '["add"]'),
    });
    await expect(agentExecutor.execute(context)).rejects.toThrow(
      'Custom MCP: could not list the tools of http://127.0.0.1:9/mcp',
    );
    expect(fake.chatRequests()).toHaveLength(0);
  });

  it('keeps one stdio server for the run and ends it when the Agent is done', async () => {
    fake.script(
      fakeReply.toolCall('processId', {}, { id: 'call_1' }),
      fakeReply.toolCall('processId', {}, { id: 'call_2' }),
      'Done.',
    );
    const config = JSON.stringify({ command: process.execPath, args: [stdioScript] });
    const result = await agentExecutor.execute(
      fakeContext({
        model: fakeOpenAIModel(fake.url),
        services: { mcpStdio: { allowedCommands: [process.execPath], path: '/usr/bin:/bin' } },
        inputs: agentWithMcp(config, '["processId"]'),
      }),
    );
    const pids = (result.usedTools ?? []).map((used) => Number(used.toolOutput));
    expect(pids).toHaveLength(2);
    expect(pids[0]).toBe(pids[1]);
    expect(isRunning(pids[0] ?? 0)).toBe(false);
  });

  it('refuses a stdio server whose command is not allowed, naming the setting', async () => {
    const config = JSON.stringify({ command: process.execPath, args: [stdioScript] });
    await expect(
      agentExecutor.execute(
        fakeContext({ model: fakeOpenAIModel(fake.url), inputs: agentWithMcp(config, '["multiply"]') }),
      ),
    ).rejects.toThrow(/Custom MCP: .*CUSTOM_MCP_ALLOWED_COMMANDS/);
  });
});
