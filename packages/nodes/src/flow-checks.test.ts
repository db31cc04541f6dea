import { parseFlowData, parseFlowDataAsWritten } from '@loomflow/core';
import { marketplaceFlows, templateFlowData } from '@loomflow/testkit/fixtures';
import { describe, expect, it } from 'vitest';
import { checkFlowData } from './flow-checks.ts';

describe('checking a saved flow quickly', () => {
  const flows = marketplaceFlows();

  it.each(flows.map((flow) => [`${flow.folder}/${flow.name}`, flow] as const))(
    'reads the Flowise template %s as parseFlowData does',
    (_name, flow) => {
      const text = templateFlowData(flow);
      expect(parseFlowDataAsWritten(text)).toEqual(parseFlowData(text));
    },
  );

  it('still names the node at fault, with every problem listed', () => {
    const check = checkFlowData(
      JSON.stringify({
        nodes: [
          { id: 'a', position: { x: 0, y: 0 }, data: { name: 'startAgentflow', label: 7, version: 'two' } },
        ],
        edges: [],
      }),
      'AGENTFLOW',
    );
    expect(check.ok ? [] : check.issues.map((issue) => issue.path)).toEqual([
      'flowData.nodes.0.data.version',
    ]);
  });
});
