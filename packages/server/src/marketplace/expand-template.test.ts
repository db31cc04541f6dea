import { outputHandleIds, parseFlowData } from '@loomflow/core';
import { findNodeDefinition } from '@loomflow/nodes';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_FLOW_TEMPLATES, builtInTemplates } from './built-in-templates.ts';
import { expandTemplate } from './expand-template.ts';
import { chatModelNode } from './spec-helpers.ts';
import type { FlowTemplateSpec } from './template-spec.ts';

const specs = BUILT_IN_FLOW_TEMPLATES.map((spec) => [spec.name, spec] as const);

function llmChainSpec(
  edges: FlowTemplateSpec['edges'],
  extra: FlowTemplateSpec['nodes'] = [],
): FlowTemplateSpec {
  return {
    name: 'Broken',
    description: 'A template for the tests',
    usecases: ['Basic'],
    type: 'CHATFLOW',
    nodes: [chatModelNode([0, 0]), { id: 'llmChain_0', name: 'llmChain', at: [400, 0] }, ...extra],
    edges,
  };
}

describe('built-in template expansion', () => {
  it.each(specs)('%s becomes Flowise-format flowData that matches the node definitions', (_name, spec) => {
    const flow = expandTemplate(spec, findNodeDefinition);
    expect(parseFlowData(JSON.stringify(flow)).ok).toBe(true);
    for (const node of flow.nodes) {
      const definition = findNodeDefinition(node.data.name);
      expect(definition?.version).toBe(node.data.version);
      for (const input of [...(node.data.inputParams ?? []), ...(node.data.inputAnchors ?? [])]) {
        if (input.name === 'credential') continue;
        expect(input.id).toBe(`${node.id}-input-${input.name}-${input.type ?? ''}`);
      }
    }
    for (const edge of flow.edges) {
      const source = flow.nodes.find((node) => node.id === edge.source);
      const target = flow.nodes.find((node) => node.id === edge.target);
      expect(outputHandleIds(source?.data ?? { name: '' })).toContain(edge.sourceHandle);
      expect(edge.id).toBe(
        `${edge.source}-${edge.sourceHandle ?? ''}-${edge.target}-${edge.targetHandle ?? ''}`,
      );
      if (target?.type === 'customNode') {
        const input = target.data.inputAnchors?.find((anchor) => anchor.id === edge.targetHandle);
        const value = target.data.inputs?.[input?.name ?? ''];
        const reference = `{{${edge.source}.data.instance}}`;
        expect(Array.isArray(value) ? value : [value]).toContain(reference);
      } else {
        expect(edge.targetHandle).toBe(edge.target);
      }
    }
  });

  it('expands once per process', () => {
    expect(builtInTemplates()).toBe(builtInTemplates());
  });

  it('leaves every credential empty for the user to pick', () => {
    for (const template of builtInTemplates()) {
      expect(template.flowData).not.toMatch(/FLOWISE_CREDENTIAL_ID/);
      expect(template.flowData).not.toMatch(/"credential":"[^"]/);
    }
  });

  it('names the template and the problem when a template does not fit the definitions', () => {
    const unknown = llmChainSpec([], [{ id: 'noSuchNode_0', name: 'noSuchNode', at: [0, 0] }]);
    expect(() => expandTemplate(unknown, findNodeDefinition)).toThrow(
      'Built-in template "Broken": no "noSuchNode" node type',
    );
    const wrongInput = llmChainSpec([{ from: 'chatOpenAI_0', to: 'llmChain_0', input: 'memory' }]);
    expect(() => expandTemplate(wrongInput, findNodeDefinition)).toThrow('llmChain_0 has no input "memory"');
    const mismatch = llmChainSpec([{ from: 'chatOpenAI_0', to: 'llmChain_0', input: 'prompt' }]);
    expect(() => expandTemplate(mismatch, findNodeDefinition)).toThrow(
      /does not fit input type BasePromptTemplate/,
    );
    const misnamed = { ...llmChainSpec([]), nodes: [{ ...chatModelNode([0, 0]), id: 'chatOpenAI_3' }] };
    expect(() => expandTemplate(misnamed, findNodeDefinition)).toThrow(
      'node chatOpenAI_3 would be created as chatOpenAI_0',
    );
    const unknownValue = llmChainSpec(
      [],
      [{ id: 'bufferMemory_0', name: 'bufferMemory', at: [0, 0], inputs: { size: 3 } }],
    );
    expect(() => expandTemplate(unknownValue, findNodeDefinition)).toThrow(
      'bufferMemory_0 has no input "size"',
    );
  });
});
