import { describe, expect, it } from 'vitest';
import { flowExportText, flowFileName, readFlowFile } from './flow-file.ts';

const chatflow = {
  nodes: [
    {
      id: 'chatOpenAI_0',
      type: 'customNode',
      position: { x: 0, y: 0 },
      data: {
        id: 'chatOpenAI_0',
        name: 'chatOpenAI',
        label: 'ChatOpenAI',
        credential: 'cred-1',
        inputParams: [
          { name: 'apiKey', label: 'API key', type: 'password' },
          { name: 'modelName', label: 'Model', type: 'options' },
        ],
        inputs: {
          apiKey: 'sk-secret',
          modelName: 'gpt-4o',
          modelConfig: { FLOWISE_CREDENTIAL_ID: 'cred-1', temperature: 0.2 },
        },
      },
    },
  ],
  edges: [],
};

describe('a single-flow export file', () => {
  it('keeps the nodes and values but no credential or password, named as Flowise names it', () => {
    const text = flowExportText(chatflow);
    expect(text).not.toContain('sk-secret');
    expect(text).not.toContain('cred-1');
    const exported: unknown = JSON.parse(text);
    expect(exported).toMatchObject({
      nodes: [{ id: 'chatOpenAI_0', data: { inputs: { modelName: 'gpt-4o' } } }],
      edges: [],
    });
    expect(flowFileName('Support bot', 'CHATFLOW')).toBe('Support bot Chatflow.json');
    expect(flowFileName('a/b', 'AGENTFLOW')).toBe('a b Agentflow.json');
  });

  it('loads back, and a Flowise file with numeric anchor names loads leniently', () => {
    expect(readFlowFile(flowExportText(chatflow), 'CHATFLOW')).toMatchObject({ ok: true });
    const flowise = {
      nodes: [
        {
          id: 'conditionAgentAgentflow_0',
          type: 'agentFlow',
          position: { x: 0, y: 0 },
          data: {
            name: 'conditionAgentAgentflow',
            outputAnchors: [{ id: 'conditionAgentAgentflow_0-output-0', label: 0, name: 0 }],
          },
        },
      ],
      edges: [],
    };
    expect(readFlowFile(JSON.stringify(flowise), 'AGENTFLOW')).toMatchObject({ ok: true });
  });

  it.each([
    ['not JSON', 'hello', 'CHATFLOW', 'This is not a flow file: it is not JSON.'],
    ['no nodes', '{"name":"x"}', 'CHATFLOW', 'This is not a flow file: it holds no nodes and edges.'],
    [
      'a workspace export',
      '{"ChatFlow":[],"Tool":[]}',
      'CHATFLOW',
      'This is a workspace export, not one flow: import it with Import in the user menu.',
    ],
    ['an empty flow', '{"nodes":[],"edges":[]}', 'CHATFLOW', 'This flow file holds no nodes.'],
    [
      'an agentflow on a chatflow canvas',
      '{"nodes":[{"id":"a_0","type":"agentFlow","position":{"x":0,"y":0},"data":{"name":"a"}}],"edges":[]}',
      'CHATFLOW',
      'This file is an agentflow (v2): load it on an agentflow canvas.',
    ],
    [
      'a chatflow on an agentflow canvas',
      JSON.stringify(chatflow),
      'AGENTFLOW',
      'This file is not an agentflow (v2): load it on a chatflow or agents canvas.',
    ],
  ] as const)('refuses %s with a message saying so', (_case, text, type, message) => {
    expect(readFlowFile(text, type)).toEqual({ ok: false, message });
  });
});
