import { describe, expect, it } from 'vitest';
import { normaliseFlowData } from './normalise-flow-data.ts';

const flowNaming = (name: string, type: string) => ({
  nodes: [
    {
      id: `${name}_0`,
      position: { x: 10, y: 20 },
      type: 'customNode',
      data: {
        id: `${name}_0`,
        name,
        type,
        label: 'Chat NVIDIA NIM',
        inputs: { modelName: 'meta/llama3-8b' },
      },
    },
  ],
  edges: [],
});

describe("Flowise's renamed node names", () => {
  it.each([
    ['chatNvdiaNIM', 'ChatNvdiaNIM'],
    ['Chat NVIDIA NIM', 'Chat NVIDIA NIM'],
  ])(
    'a flow naming NVIDIA NIM %s reads as today’s chatNvidiaNIM, its id, label and inputs kept',
    (name, type) => {
      const read = normaliseFlowData(flowNaming(name, type));
      expect(read).toEqual({
        nodes: [
          {
            id: `${name}_0`,
            position: { x: 10, y: 20 },
            type: 'customNode',
            data: {
              id: `${name}_0`,
              name: 'chatNvidiaNIM',
              type: 'ChatNvidiaNIM',
              label: 'Chat NVIDIA NIM',
              inputs: { modelName: 'meta/llama3-8b' },
            },
          },
        ],
        edges: [],
      });
    },
  );

  it('leaves today’s name, and names Flowise never used, as they are', () => {
    for (const name of ['chatNvidiaNIM', 'constructor', 'toString']) {
      const flow = flowNaming(name, 'Anything');
      expect(normaliseFlowData(flow)).toEqual(flow);
    }
  });
});
