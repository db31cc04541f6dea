import { isRecord, parseFlowData, type FlowData, type FlowNode } from '@loomflow/core';
import { runnableToolNames } from '@loomflow/nodes/runtime';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { marketplaceFlows, templateFlowData } from '@loomflow/testkit/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAgentflow } from './run-agentflow.ts';
import { FAKE_CREDENTIAL, fakeLlmServices } from './test-support/fake-llm-services.ts';

/**
 * Flowise's agentflow v2 templates that need only chat models, runnable tools, HTTP or custom code run end to end
 * with the real executors and the real LangChain providers, once their model nodes point at the fake LLM.
 */

/** Why a template cannot run here (needs document stores, an external tool, a module), or undefined. */
function missingCapability(flowData: FlowData): string | undefined {
  const runnable = new Set(runnableToolNames());
  for (const node of flowData.nodes) {
    const inputs = node.data.inputs ?? {};
    const name = node.data.name;
    if (name === 'retrieverAgentflow') return 'document stores';
    const stores = inputs.agentKnowledgeDocumentStores;
    if (Array.isArray(stores) && stores.length > 0) return 'document stores';
    const tools = Array.isArray(inputs.agentTools) ? inputs.agentTools : [];
    for (const row of tools) {
      const tool = isRecord(row) ? row.agentSelectedTool : undefined;
      if (typeof tool === 'string' && !runnable.has(tool)) return `tool ${tool}`;
    }
    const single = inputs.toolAgentflowSelectedTool;
    if (typeof single === 'string' && single !== '' && !runnable.has(single)) return `tool ${single}`;
    const code = inputs.customFunctionJavascriptFunction;
    if (typeof code === 'string' && code.includes('require(')) return 'Node modules in custom code';
  }
  return undefined;
}

/** Every model a node picked (`llmModel`, `agentModel`, …) becomes OpenAI at the fake server. */
function pointModelsAt(flowData: FlowData, baseUrl: string): FlowData {
  const retarget = (node: FlowNode): FlowNode => {
    const inputs = { ...(node.data.inputs ?? {}) };
    for (const [key, value] of Object.entries(inputs)) {
      if (!key.endsWith('Model') || typeof value !== 'string' || value === '') continue;
      const configKey = `${key}Config`;
      const config = isRecord(inputs[configKey]) ? inputs[configKey] : {};
      inputs[key] = 'chatOpenAI';
      inputs[configKey] = {
        ...config,
        modelName: 'gpt-4o-mini',
        basepath: baseUrl,
        streaming: true,
        FLOWISE_CREDENTIAL_ID: FAKE_CREDENTIAL,
      };
    }
    return { ...node, data: { ...node.data, inputs } };
  };
  return { ...flowData, nodes: flowData.nodes.map(retarget) };
}

const runnableTemplates = marketplaceFlows()
  .filter((flow) => flow.folder === 'agentflowsv2')
  .flatMap((flow) => {
    const parsed = parseFlowData(templateFlowData(flow));
    if (!parsed.ok) throw new Error(`${flow.name} does not parse`);
    return missingCapability(parsed.flowData) === undefined ? [[flow.name, parsed.flowData] as const] : [];
  });

describe('Flowise agentflow v2 templates against the fake LLM', () => {
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAI({ apiKey: 'test-key' });
  });
  afterAll(async () => {
    await fake.close();
  });

  it('include the templates that need only models, tools, HTTP or code', () => {
    expect(runnableTemplates.map(([name]) => name)).toEqual(
      expect.arrayContaining(['Iterations', 'Translator']),
    );
  });

  it.each(runnableTemplates)('%s runs to its end with real executors and models', async (_name, flowData) => {
    fake.reset();
    const tokens: string[] = [];
    const result = await runAgentflow(
      {
        flowData: pointModelsAt(flowData, fake.url),
        identity: {
          chatflowId: 'flow-1',
          chatId: 'chat-1',
          sessionId: 'session-1',
          executionId: 'execution-1',
          workspaceId: 'workspace-1',
        },
        question: 'Bonjour tout le monde',
        pastMessages: [],
        vars: {},
        streaming: true,
        services: fakeLlmServices(),
      },
      (event) => {
        if (event.type === 'token') tokens.push(event.text);
      },
    );
    expect(result.error).toBeUndefined();
    expect(result.state).toBe('FINISHED');
    expect(result.text).toContain('Echo:');
    expect(tokens.join('')).toContain('Echo:');
    expect(fake.chatRequests().length).toBeGreaterThan(0);
    expect(result.usage.totalTokens).toBeGreaterThan(0);
    for (const record of result.executionData) expect(record.status).toBe('FINISHED');
  });

  it('runs an iteration once per item with the item in the prompt, in order', async () => {
    const iterations = runnableTemplates.find(([name]) => name === 'Iterations');
    if (!iterations) throw new Error('Iterations template missing');
    fake.reset();
    const result = await runAgentflow(
      {
        flowData: pointModelsAt(iterations[1], fake.url),
        identity: {
          chatflowId: 'flow-1',
          chatId: 'chat-2',
          sessionId: 'session-2',
          executionId: 'execution-2',
          workspaceId: 'workspace-1',
        },
        question: 'go',
        pastMessages: [],
        vars: {},
        streaming: false,
        services: fakeLlmServices(),
      },
      () => undefined,
    );
    expect(result.state).toBe('FINISHED');
    const iteration = result.executionData.find((record) => record.data.name === 'iterationAgentflow');
    const content = iteration?.data.output.content;
    expect(typeof content).toBe('string');
    const first = String(content).indexOf('abc');
    const second = String(content).indexOf('def');
    expect(first).toBeGreaterThanOrEqual(0);
    expect(second).toBeGreaterThan(first);
  });
});
