import { isParameterType } from '@loomflow/core';
import { marketplaceFlows, templateFlowData } from '@loomflow/testkit/fixtures';
import { describe, expect, it } from 'vitest';
import { checkFlowData } from './flow-checks.ts';
import { findNodeDefinition } from './node-registry.ts';

const flows = marketplaceFlows();

interface SavedInput {
  name: string;
  type: string;
  options?: { name: string }[];
}
interface SavedNode {
  id: string;
  data: {
    name: string;
    type?: string;
    color?: string;
    category?: string;
    inputParams?: SavedInput[];
    inputAnchors?: SavedInput[];
  };
}

const anchorTypes = (type: string) => type.split('|').map((part) => part.trim());

describe('Flowise marketplace flows', () => {
  it('are all there', () => {
    expect(flows.filter((flow) => flow.folder === 'agentflowsv2').length).toBeGreaterThanOrEqual(9);
    expect(flows.filter((flow) => flow.folder === 'agentflows').length).toBeGreaterThanOrEqual(12);
    expect(flows.filter((flow) => flow.folder === 'chatflows').length).toBeGreaterThanOrEqual(20);
  });

  it.each(flows.map((flow) => [`${flow.folder}/${flow.name}`, flow] as const))(
    '%s passes the save checks',
    (_name, flow) => {
      const check = checkFlowData(templateFlowData(flow), flow.type);
      expect(check.ok ? [] : check.issues).toEqual([]);
    },
  );

  it.each(flows.map((flow) => [`${flow.folder}/${flow.name}`, flow] as const))(
    '%s: our definitions declare every input its nodes were saved with (names, types, options, colours)',
    (_name, flow) => {
      for (const node of flow.template.nodes as SavedNode[]) {
        const definition = findNodeDefinition(node.data.name);
        if (!definition) continue;
        const where = node.id;
        expect(node.data.type, `${where} type`).toBe(definition.type);
        expect(node.data.category, `${where} category`).toBe(definition.category);
        if (node.data.color !== undefined) expect(node.data.color, `${where} colour`).toBe(definition.color);
        const declared = [...definition.inputs, ...(definition.credential ? [definition.credential] : [])];
        for (const saved of [...(node.data.inputParams ?? []), ...(node.data.inputAnchors ?? [])]) {
          const namesakes = declared.filter((candidate) => candidate.name === saved.name);
          const param = namesakes.find((candidate) => candidate.type === saved.type) ?? namesakes[0];
          expect(param, `${where} input ${saved.name}`).toBeDefined();
          if (!param) continue;
          if (isParameterType(saved.type)) expect(param.type, `${where} ${saved.name} type`).toBe(saved.type);
          else
            expect(anchorTypes(param.type), `${where} ${saved.name} anchor`).toEqual(
              expect.arrayContaining(anchorTypes(saved.type)),
            );
          const ours = (param.options ?? []).map((option) => option.name);
          for (const option of saved.options ?? [])
            expect(ours, `${where} ${saved.name} options`).toContain(option.name);
        }
      }
    },
  );
});
