import { CONDITION_MESSAGES } from '@loomflow/core';
import { describe, expect, it } from 'vitest';
import { conditionCheck } from './condition-node.ts';
import type { EditorEdge, EditorNode } from './flow-conversion.ts';
import { createFlowEditorStore } from './flow-editor.store.ts';

const ID = 'seqCondition_0';
const option = (name: string, label: string) => ({
  id: `${ID}-output-${name}-Condition`,
  name,
  label,
  type: 'Condition',
  isAnchor: true,
});

function conditionNode(inputs: Record<string, unknown>): EditorNode {
  return {
    id: ID,
    type: 'customNode',
    position: { x: 0, y: 0 },
    data: {
      id: ID,
      name: 'seqCondition',
      label: 'Condition',
      inputs,
      outputAnchors: [
        {
          name: 'output',
          label: 'Output',
          type: 'options',
          description: '',
          default: 'next',
          options: [option('next', 'Next'), option('end', 'End')],
        },
      ],
    },
  };
}

const row = (output: string, variable = '$flow.state.next', operation = 'Is') => ({
  variable,
  operation,
  value: 'x',
  output,
});

const edgeFrom = (name: string, target: string): EditorEdge => ({
  id: `e-${name}`,
  source: ID,
  sourceHandle: `${ID}-output-${name}-Condition`,
  target,
  targetHandle: `${target}-input-sequentialNode-Agent`,
});

describe('agentflow v1 Condition node', () => {
  it.each<[string, Record<string, unknown>, string | string[]]>([
    ['no rows', { conditionUI: '' }, CONDITION_MESSAGES.itemRequired],
    [
      'a row without variable',
      { conditionUI: JSON.stringify([row('A', '')]) },
      CONDITION_MESSAGES.variableRequired,
    ],
    [
      'a row without output',
      { conditionUI: JSON.stringify([row('')]) },
      CONDITION_MESSAGES.outputNameRequired,
    ],
    [
      'a row without operation',
      { conditionUI: JSON.stringify([row('A', 'v', '')]) },
      CONDITION_MESSAGES.operationRequired,
    ],
    [
      'rows, sorted with End',
      { conditionUI: JSON.stringify([row('Zeta'), row('Alpha')]) },
      ['Alpha', 'End', 'Zeta'],
    ],
    [
      'code without return',
      { [`selectedConditionFunctionTab_${ID}`]: 'conditionFunction', conditionFunction: 'const x = 1;' },
      CONDITION_MESSAGES.returnRequired,
    ],
    [
      'code returning names',
      {
        [`selectedConditionFunctionTab_${ID}`]: 'conditionFunction',
        conditionFunction: 'if (a) return "Review"; return "Agent";',
      },
      ['Agent', 'Review'],
    ],
  ])('checks %s', (_case, inputs, expected) => {
    const check = conditionCheck(ID, conditionNode(inputs).data);
    expect(check?.ok ? check.value : check?.message).toEqual(expected);
  });

  it('updates the outputs as the condition is edited, removes edges from vanished outputs, and undoes', () => {
    const store = createFlowEditorStore({
      nodes: [conditionNode({ conditionUI: '' })],
      edges: [edgeFrom('next', 'agent_0'), edgeFrom('end', 'end_0')],
      name: 'Flow',
    });
    const options = () => store.getState().nodes[0]?.data.outputAnchors?.[0]?.options?.map((item) => item.id);
    // An incomplete condition keeps the outputs and the edges.
    store
      .getState()
      .setNodeData(ID, (data) => ({ ...data, inputs: { conditionUI: JSON.stringify([row('')]) } }));
    expect(options()).toEqual([`${ID}-output-next-Condition`, `${ID}-output-end-Condition`]);
    expect(store.getState().edges).toHaveLength(2);

    store.getState().setNodeData(ID, (data) => ({
      ...data,
      inputs: { conditionUI: JSON.stringify([row('Needs Review')]) },
    }));
    expect(options()).toEqual([`${ID}-output-end-Condition`, `${ID}-output-needsReview-Condition`]);
    expect(store.getState().nodes[0]?.data.outputAnchors?.[0]).toMatchObject({
      default: 'next',
      description: '',
    });
    expect(store.getState().edges.map((edge) => edge.id)).toEqual(['e-end']);

    store.getState().undo();
    expect(options()).toEqual([`${ID}-output-next-Condition`, `${ID}-output-end-Condition`]);
    expect(store.getState().edges).toHaveLength(2);
  });
});
