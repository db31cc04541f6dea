import { describe, expect, it } from 'vitest';
import { initNode } from './init-node.ts';
import type { NodeDefinition } from './node-types.ts';

const llmChain: NodeDefinition = {
  label: 'LLM Chain',
  name: 'llmChain',
  version: 3,
  type: 'LLMChain',
  category: 'Chains',
  description: 'Chain to run queries against LLMs',
  baseClasses: ['LLMChain', 'BaseChain', 'Runnable'],
  inputs: [
    { label: 'Language Model', name: 'model', type: 'BaseLanguageModel' },
    { label: 'Chain Name', name: 'chainName', type: 'string', default: 'chain' },
  ],
  outputs: [
    { label: 'LLM Chain', name: 'llmChain', baseClasses: ['LLMChain', 'BaseChain', 'Runnable'] },
    { label: 'Output Prediction', name: 'outputPrediction', baseClasses: ['string', 'json'] },
  ],
};

const condition: NodeDefinition = {
  label: 'Condition',
  name: 'conditionAgentflow',
  version: 1,
  type: 'Condition',
  category: 'Agent Flows',
  description: 'Split flows',
  baseClasses: ['Condition'],
  inputs: [],
  outputs: [
    { label: '0', name: '0' },
    { label: '1', name: '1' },
  ],
};

describe('initNode', () => {
  it('places a chatflow node as Flowise does: lowest free id, handle ids, defaults, output options', () => {
    const node = initNode(llmChain, [{ id: 'llmChain_0' }], { x: 10, y: 20 });
    expect(node).toMatchObject({
      id: 'llmChain_1',
      type: 'customNode',
      position: { x: 10, y: 20 },
      selected: false,
    });
    expect(node.data.label).toBe('LLM Chain 1');
    expect(node.data.inputAnchors?.map((input) => input.id)).toEqual([
      'llmChain_1-input-model-BaseLanguageModel',
    ]);
    expect(node.data.inputParams?.map((input) => input.id)).toEqual(['llmChain_1-input-chainName-string']);
    expect(node.data.inputs).toEqual({ model: '', chainName: 'chain' });
    expect(node.data.outputAnchors?.[0]?.options?.map((option) => option.id)).toEqual([
      'llmChain_1-output-llmChain-LLMChain|BaseChain|Runnable',
      'llmChain_1-output-outputPrediction-string|json',
    ]);
    expect(node.data.outputs).toEqual({ output: 'llmChain' });
  });

  it('numbers the outputs of an agentflow node', () => {
    const node = initNode(condition, [], { x: 0, y: 0 });
    expect(node.type).toBe('agentFlow');
    expect(node.data.outputAnchors?.map((anchor) => anchor.id)).toEqual([
      'conditionAgentflow_0-output-0',
      'conditionAgentflow_0-output-1',
    ]);
  });
});
