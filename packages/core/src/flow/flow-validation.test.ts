import { describe, expect, it } from 'vitest';
import type { ChatflowType } from '../schemas/chatflow.ts';
import type { FlowData, FlowNode } from './flow-data.schema.ts';
import {
  canvasNodeType,
  categoryFitsFlowType,
  validateFlow,
  type NodeTypeResolution,
} from './flow-validation.ts';
import type { NodeDefinition } from './node-types.ts';

const definition = (name: string, inputs: NodeDefinition['inputs'] = []): NodeDefinition => ({
  label: name,
  name,
  version: 1,
  type: name,
  category: 'Agent Flows',
  description: '',
  baseClasses: [name],
  inputs,
});
const DEFINED: Record<string, NodeDefinition> = {
  startAgentflow: definition('startAgentflow'),
  llmAgentflow: definition('llmAgentflow', [
    { label: 'Memory', name: 'llmEnableMemory', type: 'boolean' },
    { label: 'Messages', name: 'llmMessages', type: 'array' },
    { label: 'Model', name: 'llmModel', type: 'asyncOptions' },
  ]),
};
const resolve = (name: string): NodeTypeResolution =>
  DEFINED[name]
    ? { kind: 'defined', definition: DEFINED[name] }
    : name === 'chatOpenAI'
      ? { kind: 'flowise', category: 'Chat Models' }
      : undefined;
const context = (flowType: ChatflowType = 'AGENTFLOW') => ({ flowType, resolve });

const agentNode = (
  id: string,
  name: string,
  inputs: Record<string, unknown> = {},
  extra: Partial<FlowNode> = {},
): FlowNode => ({
  id,
  type: 'agentFlow',
  position: { x: 0, y: 0 },
  data: {
    id,
    name,
    category: 'Agent Flows',
    inputs,
    outputAnchors: [{ id: `${id}-output-${name}`, name, label: name }],
  },
  ...extra,
});
const start = agentNode('startAgentflow_0', 'startAgentflow');
const llm = agentNode('llmAgentflow_0', 'llmAgentflow', {
  llmEnableMemory: true,
  llmMessages: [],
  llmModel: 'chatOpenAI',
});
const link = (
  id: string,
  source: string,
  target: string,
  sourceHandle = `${source}-output-${source.replace(/_\d+$/, '')}`,
) => ({
  id,
  source,
  target,
  sourceHandle,
  targetHandle: target,
});
const flow = (nodes: FlowNode[], edges: FlowData['edges'] = []): FlowData => ({ nodes, edges });

describe('validateFlow', () => {
  it('accepts a well-formed agentflow', () => {
    expect(
      validateFlow(flow([start, llm], [link('e1', 'startAgentflow_0', 'llmAgentflow_0')]), context()),
    ).toEqual([]);
  });

  it('takes an edge to the node itself as its input when the saved node carries no category (Flowise examples)', () => {
    const bare = (node: FlowNode): FlowNode => {
      const { category: _category, ...data } = node.data;
      return { ...node, data };
    };
    expect(
      validateFlow(
        flow([bare(start), bare(llm)], [link('e1', 'startAgentflow_0', 'llmAgentflow_0')]),
        context(),
      ),
    ).toEqual([]);
  });

  it.each<[string, FlowData, ChatflowType, string[]]>([
    [
      'unknown node',
      flow([agentNode('mystery_0', 'mystery')]),
      'AGENTFLOW',
      ['Node mystery_0: unknown node type "mystery": neither Loomflow nor Flowise has a node of that name'],
    ],
    [
      'a chatflow node in an agentflow v2',
      flow([{ ...agentNode('chatOpenAI_0', 'chatOpenAI'), type: 'customNode' }]),
      'AGENTFLOW',
      ['Node chatOpenAI_0: chatOpenAI (Chat Models) cannot be used in an agentflow v2'],
    ],
    [
      'an agentflow node in a chatflow',
      flow([start]),
      'CHATFLOW',
      ['Node startAgentflow_0: startAgentflow (Agent Flows) cannot be used in a chatflow'],
    ],
    [
      'wrong React Flow type',
      flow([{ ...start, type: 'customNode' }]),
      'AGENTFLOW',
      ['Node startAgentflow_0: node type "customNode" is wrong for startAgentflow: expected "agentFlow"'],
    ],
    [
      'data id differs',
      flow([{ ...start, data: { ...start.data, id: 'other' } }]),
      'AGENTFLOW',
      ['Node startAgentflow_0: data.id "other" differs from the node id'],
    ],
    ['duplicate node ids', flow([start, start]), 'AGENTFLOW', ['Node startAgentflow_0: duplicate node id']],
    [
      'value of the wrong type',
      flow([agentNode('llmAgentflow_0', 'llmAgentflow', { llmEnableMemory: { yes: 1 }, llmMessages: 5 })]),
      'AGENTFLOW',
      [
        'Node llmAgentflow_0: input "llmEnableMemory" of type boolean holds an object; expected true or false',
        'Node llmAgentflow_0: input "llmMessages" of type array holds a number; expected a list',
      ],
    ],
    [
      'missing parent',
      flow([{ ...llm, parentNode: 'iterationAgentflow_9' }]),
      'AGENTFLOW',
      ['Node llmAgentflow_0: parent node "iterationAgentflow_9" is not in the flow'],
    ],
    [
      'edge to a missing node',
      flow([start], [link('e1', 'startAgentflow_0', 'llmAgentflow_7')]),
      'AGENTFLOW',
      ['Edge e1: target node "llmAgentflow_7" is not in the flow'],
    ],
    [
      'edge from a missing node',
      flow([llm], [link('e1', 'startAgentflow_3', 'llmAgentflow_0')]),
      'AGENTFLOW',
      ['Edge e1: source node "startAgentflow_3" is not in the flow'],
    ],
    [
      'edge from an output the node lacks',
      flow([start, llm], [link('e1', 'startAgentflow_0', 'llmAgentflow_0', 'startAgentflow_0-output-9')]),
      'AGENTFLOW',
      ['Edge e1: "startAgentflow_0-output-9" is not an output of node startAgentflow_0'],
    ],
    [
      'self-link',
      flow([llm], [link('e1', 'llmAgentflow_0', 'llmAgentflow_0')]),
      'AGENTFLOW',
      ['Edge e1: A node cannot connect to itself'],
    ],
    [
      'cycle',
      flow(
        [start, llm],
        [link('e1', 'startAgentflow_0', 'llmAgentflow_0'), link('e2', 'llmAgentflow_0', 'startAgentflow_0')],
      ),
      'AGENTFLOW',
      ['Edge e1: This connection would create a cycle', 'Edge e2: This connection would create a cycle'],
    ],
    [
      'a cycle further down the flow, naming only its edges',
      flow(
        [start, llm, agentNode('llmAgentflow_1', 'llmAgentflow', llm.data.inputs)],
        [
          link('e1', 'startAgentflow_0', 'llmAgentflow_0'),
          link('e2', 'llmAgentflow_0', 'llmAgentflow_1'),
          link('e3', 'llmAgentflow_1', 'llmAgentflow_0', 'llmAgentflow_1-output-llmAgentflow'),
        ],
      ),
      'AGENTFLOW',
      ['Edge e2: This connection would create a cycle', 'Edge e3: This connection would create a cycle'],
    ],
    [
      'duplicate edge ids',
      flow(
        [start, llm],
        [link('e1', 'startAgentflow_0', 'llmAgentflow_0'), link('e1', 'startAgentflow_0', 'llmAgentflow_0')],
      ),
      'AGENTFLOW',
      ['Edge e1: duplicate edge id'],
    ],
  ])('refuses %s', (_case, data, flowType, messages) => {
    expect(validateFlow(data, context(flowType)).map((issue) => issue.message)).toEqual(messages);
  });

  it('checks Flowise-known chatflow nodes from their own saved anchors (handle prefix and types)', () => {
    const model: FlowNode = {
      id: 'chatOpenAI_0',
      type: 'customNode',
      position: { x: 0, y: 0 },
      data: { id: 'chatOpenAI_0', name: 'chatOpenAI' },
    };
    const other: FlowNode = {
      ...model,
      id: 'chatOpenAI_1',
      data: { id: 'chatOpenAI_1', name: 'chatOpenAI' },
    };
    const good = {
      id: 'e',
      source: 'chatOpenAI_0',
      target: 'chatOpenAI_1',
      sourceHandle: 'chatOpenAI_0-output-chatOpenAI-BaseChatModel',
      targetHandle: 'chatOpenAI_1-input-model-BaseChatModel',
    };
    expect(validateFlow(flow([model, other], [good]), context('CHATFLOW'))).toEqual([]);
    const wrongTypes = { ...good, targetHandle: 'chatOpenAI_1-input-tools-Tool' };
    expect(validateFlow(flow([model, other], [wrongTypes]), context('CHATFLOW'))).toEqual([
      {
        path: 'flowData.edges.0',
        edgeId: 'e',
        message: 'Edge e: Output type BaseChatModel does not fit input type Tool',
      },
    ]);
    const wrongNode = { ...good, sourceHandle: 'chatOpenAI_1-output-chatOpenAI-BaseChatModel' };
    expect(validateFlow(flow([model, other], [wrongNode]), context('CHATFLOW'))[0]?.message).toBe(
      'Edge e: "chatOpenAI_1-output-chatOpenAI-BaseChatModel" is not an output of node chatOpenAI_0',
    );
  });
});

describe('flow type rules', () => {
  it.each<[string, ChatflowType, boolean]>([
    ['Agent Flows', 'AGENTFLOW', true],
    ['Chat Models', 'AGENTFLOW', false],
    ['Agent Flows', 'MULTIAGENT', false],
    ['Sequential Agents', 'MULTIAGENT', true],
    ['Chat Models', 'MULTIAGENT', true],
    ['Sequential Agents', 'CHATFLOW', false],
    ['Multi Agents', 'ASSISTANT', false],
    ['Chains', 'CHATFLOW', true],
  ])('%s in %s: %s', (category, flowType, fits) => {
    expect(categoryFitsFlowType(category, flowType)).toBe(fits);
  });

  it.each([
    ['stickyNoteAgentflow', 'Agent Flows', 'stickyNote'],
    ['stickyNote', 'Utilities', 'stickyNote'],
    ['iterationAgentflow', 'Agent Flows', 'iteration'],
    ['llmAgentflow', 'Agent Flows', 'agentFlow'],
    ['seqAgent', 'Sequential Agents', 'customNode'],
  ])('%s is drawn as %s', (name, category, type) => {
    expect(canvasNodeType(name, category)).toBe(type);
  });
});
