import { parseFlowData } from '@loomflow/core';
import { checkFlowData, NODE_DEFINITIONS } from '@loomflow/nodes';
import { describe, expect, it } from 'vitest';
import { FLOW_TEMPLATES, templateFlowData, templatesFor } from './flow-templates.ts';

function nodesAndEdges(text: string) {
  const parsed = parseFlowData(text);
  if (!parsed.ok) throw new Error('unreadable template flow');
  return parsed.flowData;
}

describe('starter templates', () => {
  it('ships three per list kind, all readable', () => {
    expect(FLOW_TEMPLATES).toHaveLength(6);
    expect(templatesFor('AGENTFLOW').map((template) => template.name)).toEqual([
      'Simple chat',
      'Router',
      'Tool agent',
    ]);
    expect(templatesFor('CHATFLOW')).toHaveLength(3);
  });

  it.each(FLOW_TEMPLATES.map((template) => [template.name, template] as const))(
    '%s builds a flow the server accepts',
    (_name, template) => {
      const text = templateFlowData(template, NODE_DEFINITIONS);
      const check = checkFlowData(text, template.type);
      expect(check.ok ? [] : check.issues).toEqual([]);
      const flow = nodesAndEdges(text);
      expect(flow.nodes.map((node) => node.id)).toEqual(template.nodes.map((node) => node.id));
      expect(flow.edges).toHaveLength(template.edges.length);
    },
  );

  it('routes the Router template from the condition and its Else output', () => {
    const router = FLOW_TEMPLATES.find((template) => template.id === 'agentflow-router');
    if (!router) throw new Error('no router template');
    const flow = nodesAndEdges(templateFlowData(router, NODE_DEFINITIONS));
    expect(flow.edges.map((edge) => [edge.sourceHandle, edge.target])).toEqual([
      ['startAgentflow_0-output-startAgentflow', 'conditionAgentflow_0'],
      ['conditionAgentflow_0-output-0', 'directReplyAgentflow_0'],
      ['conditionAgentflow_0-output-1', 'directReplyAgentflow_1'],
    ]);
  });

  it('writes the chatflow references into the connected inputs', () => {
    const agent = FLOW_TEMPLATES.find((template) => template.id === 'chatflow-tool-agent');
    if (!agent) throw new Error('no agent template');
    const flow = nodesAndEdges(templateFlowData(agent, []));
    const toolAgent = flow.nodes.find((node) => node.id === 'toolAgent_0');
    expect(toolAgent?.data.inputs).toMatchObject({
      tools: ['{{calculator_0.data.instance}}'],
      memory: '{{bufferMemory_0.data.instance}}',
      model: '{{chatOpenAI_0.data.instance}}',
    });
  });

  it('names the missing node type when the server lacks one', () => {
    const simple = FLOW_TEMPLATES.find((template) => template.id === 'agentflow-simple-chat');
    if (!simple) throw new Error('no simple template');
    expect(() => templateFlowData(simple, [])).toThrow(
      'This server has no "startAgentflow" node for the template',
    );
  });
});
