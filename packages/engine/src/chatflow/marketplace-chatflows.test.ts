import { parseFlowData, type FlowData, type FlowNode } from '@loomflow/core';
import { findNodeDefinition } from '@loomflow/nodes';
import { CHAT_MODEL_PROVIDER, findChatflowComponent, type RuntimeServices } from '@loomflow/nodes/runtime';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit';
import { marketplaceFlows, templateFlowData } from '@loomflow/testkit/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNUSED_SERVICES } from '../test-support/fake-executors.ts';
import { isStickyNote } from './chatflow-graph.ts';
import { runChatflow } from './run-chatflow.ts';

/**
 * Flowise's marketplace chatflows built only from nodes the chatflow runtime has run end to end with the real
 * components and LangChain providers, once their chat model nodes point at the fake LLM.
 */

const FAKE_CREDENTIAL = 'fake-openai-credential';

function isChatModelNode(node: FlowNode): boolean {
  const category = findNodeDefinition(node.data.name)?.category ?? node.data.category;
  return category === 'Chat Models';
}

/** Every chat model node becomes ChatOpenAI at the fake server. */
function pointModelsAt(flowData: FlowData, baseUrl: string): FlowData {
  const nodes = flowData.nodes.map((node): FlowNode => {
    if (!isChatModelNode(node)) return node;
    const inputs = { ...(node.data.inputs ?? {}), modelName: 'gpt-4o-mini', basepath: baseUrl };
    return { ...node, data: { ...node.data, name: 'chatOpenAI', credential: FAKE_CREDENTIAL, inputs } };
  });
  return { ...flowData, nodes };
}

const runnable = marketplaceFlows()
  .filter((flow) => flow.folder === 'chatflows')
  .flatMap((flow) => {
    const parsed = parseFlowData(templateFlowData(flow));
    if (!parsed.ok) throw new Error(`${flow.name} does not parse`);
    const runs = parsed.flowData.nodes.every(
      (node) => isStickyNote(node) || isChatModelNode(node) || findChatflowComponent(node.data.name),
    );
    return runs ? [[flow.name, parsed.flowData] as const] : [];
  });

const services: RuntimeServices = {
  ...UNUSED_SERVICES,
  chatModels: CHAT_MODEL_PROVIDER,
  credentials: {
    read: (id) =>
      id === FAKE_CREDENTIAL
        ? Promise.resolve({ openAIApiKey: 'test-key' })
        : Promise.reject(new Error(`Credential ${id} not found`)),
  },
};

describe('Flowise marketplace chatflows against the fake LLM', () => {
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAI({ apiKey: 'test-key' });
  });
  afterAll(async () => {
    await fake.close();
  });

  it('include the chatflows built from prompts, LLM / Conversation chains and memories', () => {
    expect(runnable.map(([name]) => name)).toEqual(
      expect.arrayContaining(['Conversation Chain', 'LLM Chain']),
    );
  });

  it.each(runnable)('%s runs to its answer, streaming tokens', async (_name, flowData) => {
    fake.reset();
    const tokens: string[] = [];
    const result = await runChatflow(
      {
        flowData: pointModelsAt(flowData, fake.url),
        identity: { chatflowId: 'flow-1', chatId: 'chat-1', sessionId: 'session-1', workspaceId: 'ws-1' },
        question: 'socks',
        chatHistory: [],
        vars: {},
        streaming: true,
        services,
        memory: { pastMessages: () => Promise.resolve([]) },
      },
      ({ emission }) => {
        if (emission.type === 'token') tokens.push(emission.text);
      },
    );
    expect(result.text).toContain('Echo:');
    expect(tokens.join('')).toBe(result.text);
    expect(result.usage?.totalTokens).toBeGreaterThan(0);
    expect(JSON.stringify(fake.chatRequests()[0]?.messages)).toContain('socks');
  });
});
