import { flowDataSchema } from '@loomflow/core';
import { describe, expect, it } from 'vitest';
import { allowedOverrides } from './override-config.ts';

const node = (id: string, name: string, label: string) => ({
  id,
  position: { x: 0, y: 0 },
  data: { id, name, label, inputs: {} },
});
const flow = flowDataSchema.parse({
  nodes: [
    node('startAgentflow_0', 'startAgentflow', 'Start'),
    node('llmAgentflow_0', 'llmAgentflow', 'Writer'),
    node('llmAgentflow_1', 'llmAgentflow', 'Critic'),
  ],
  edges: [],
});

const apiConfig = JSON.stringify({
  overrideConfig: {
    status: true,
    nodes: {
      Start: [{ name: 'startState', enabled: true }],
      Writer: [
        { name: 'llmMessages', enabled: true },
        { name: 'llmModelConfig', enabled: false },
      ],
    },
    variables: [
      { name: 'tone', enabled: true },
      { name: 'secret', enabled: false },
    ],
  },
});

describe('allowedOverrides', () => {
  it('keeps only sessionId when the flow does not allow overrides', () => {
    const request = { sessionId: 's1', vars: { tone: 'dry' }, llmMessages: [] };
    expect(allowedOverrides(null, flow, request)).toEqual({ sessionId: 's1', vars: {}, nodes: {} });
    const off = JSON.stringify({
      overrideConfig: { status: false, nodes: { Writer: [{ name: 'llmMessages', enabled: true }] } },
    });
    expect(allowedOverrides(off, flow, request)).toEqual({ sessionId: 's1', vars: {}, nodes: {} });
    expect(allowedOverrides('not json', flow, request)).toEqual({ sessionId: 's1', vars: {}, nodes: {} });
  });

  it('keeps enabled variables and parameters, for the nodes whose label enables them', () => {
    const allowed = allowedOverrides(apiConfig, flow, {
      vars: { tone: 'dry', secret: 'x', unknown: 'y' },
      llmMessages: [{ role: 'system', content: 'short' }],
      llmModelConfig: { temperature: 2 },
      somethingElse: 1,
    });
    expect(allowed.vars).toEqual({ tone: 'dry' });
    expect(allowed.nodes).toEqual({
      llmMessages: { llmAgentflow_0: [{ role: 'system', content: 'short' }] },
    });
  });

  it('gives a value keyed by node ids only to those nodes, and only where enabled', () => {
    const allowed = allowedOverrides(apiConfig, flow, {
      llmMessages: { llmAgentflow_0: 'for the writer', llmAgentflow_1: 'for the critic' },
    });
    expect(allowed.nodes).toEqual({ llmMessages: { llmAgentflow_0: 'for the writer' } });
  });

  it('takes startState as an object or as Flowise’s key/value rows when the Start node allows it', () => {
    expect(allowedOverrides(apiConfig, flow, { startState: { topic: 'tea' } }).startState).toEqual({
      topic: 'tea',
    });
    expect(
      allowedOverrides(apiConfig, flow, { startState: [{ key: 'topic', value: 'tea' }, { key: 'n' }] })
        .startState,
    ).toEqual({ topic: 'tea' });
    const noStart = JSON.stringify({ overrideConfig: { status: true, nodes: {} } });
    expect(allowedOverrides(noStart, flow, { startState: { topic: 'tea' } }).startState).toBeUndefined();
  });

  it('turns variable values into text', () => {
    expect(allowedOverrides(apiConfig, flow, { vars: { tone: { a: 1 } } }).vars).toEqual({ tone: '{"a":1}' });
  });
});
