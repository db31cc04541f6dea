import type { FlowData } from '@loomflow/core';
import { describe, expect, it } from 'vitest';
import { flowChatModels, flowPricing, runCost } from './flow-pricing.ts';

function graph(nodes: { name: string; category?: string; inputs: Record<string, unknown> }[]): FlowData {
  return {
    nodes: nodes.map((data, index) => ({
      id: `n${String(index)}`,
      position: { x: 0, y: 0 },
      data: { id: `n${String(index)}`, label: data.name, ...data },
    })),
    edges: [],
  };
}

const agent = (node: string, modelName: string) => ({
  name: 'agentAgentflow',
  category: 'Agent Flows',
  inputs: { agentModel: node, agentModelConfig: { modelName } },
});

describe('flowPricing', () => {
  it("reads chat model nodes and agentflow nodes' chosen models", () => {
    const models = flowChatModels(
      graph([
        { name: 'chatOpenAI', category: 'Chat Models', inputs: { modelName: 'gpt-4o' } },
        agent('chatAnthropic', 'claude-haiku-4-5'),
        {
          name: 'llmAgentflow',
          inputs: {
            llmModel: 'chatGoogleGenerativeAI',
            llmModelConfig: { customModelName: 'gemini-2.5-pro' },
          },
        },
      ]),
    );
    expect(models).toEqual([
      { node: 'chatOpenAI', model: 'gpt-4o' },
      { node: 'chatAnthropic', model: 'claude-haiku-4-5' },
      { node: 'chatGoogleGenerativeAI', model: 'gemini-2.5-pro' },
    ]);
  });

  it('prices a flow whose models share a price, and costs a flow without models nothing', () => {
    const pricing = flowPricing(graph([agent('chatOpenAI', 'gpt-4o'), agent('azureChatOpenAI', 'gpt-4o')]));
    expect(pricing).toMatchObject({ price: { inputPer1K: 0.0025, outputPer1K: 0.01 }, costNote: null });
    expect(runCost(pricing, { inputTokens: 2000, outputTokens: 500 })).toBe(0.01);
    expect(runCost(pricing, undefined)).toBeNull();
    expect(flowPricing(graph([])).price).toEqual({ inputPer1K: 0, outputPer1K: 0 });
  });

  it('gives no cost, with the reason, for mixed prices or a model without a price', () => {
    const mixed = flowPricing(graph([agent('chatOpenAI', 'gpt-4o'), agent('chatOpenAI', 'gpt-4o-mini')]));
    expect(mixed.price).toBeNull();
    expect(mixed.costNote).toBe(
      'Cost is unknown: the flow uses models at different prices (gpt-4o (chatOpenAI), gpt-4o-mini (chatOpenAI)) and its token usage does not say which model spent which tokens',
    );
    const unknown = flowPricing(graph([agent('chatOpenAICustom', 'local-llm')]));
    expect(unknown).toMatchObject({
      price: null,
      costNote: 'Cost is unknown: chatOpenAICustom models have no price in the price table',
    });
  });
});
