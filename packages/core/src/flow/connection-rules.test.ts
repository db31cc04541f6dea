import { describe, expect, it } from 'vitest';
import { hasCycle, type CanvasEdge, type CanvasNode } from './canvas-graph.ts';
import { CONNECTION_MESSAGES, checkConnection, isValidConnection } from './connection-rules.ts';

const node = (id: string, extra: Partial<CanvasNode['data']> = {}): CanvasNode => ({
  id,
  position: { x: 0, y: 0 },
  data: { id, name: id.replace(/_\d+$/, ''), ...extra },
});

/** A chatflow: a chat model and a prompt feed an LLM chain, whose output feeds a tool-using agent. */
const chain = node('llmChain_0', {
  inputAnchors: [
    { id: 'llmChain_0-input-model-BaseLanguageModel', name: 'model', type: 'BaseLanguageModel' },
    { id: 'llmChain_0-input-prompt-BasePromptTemplate', name: 'prompt', type: 'BasePromptTemplate' },
  ],
});
const agent = node('toolAgent_0', {
  inputAnchors: [{ id: 'toolAgent_0-input-tools-Tool', name: 'tools', type: 'Tool', list: true }],
});
const nodes = [
  node('chatOpenAI_0'),
  node('chatOpenAI_1'),
  node('promptTemplate_0'),
  chain,
  agent,
  node('calculator_0'),
  node('calculator_1'),
  node('startAgentflow_0', { category: 'Agent Flows' }),
  node('llmAgentflow_0', { category: 'Agent Flows' }),
  node('llmAgentflow_1', { category: 'Agent Flows' }),
];
const MODEL_OUT = 'chatOpenAI_0-output-chatOpenAI-ChatOpenAI|BaseChatModel|BaseLanguageModel|Runnable';
const edges: CanvasEdge[] = [
  {
    id: 'e1',
    source: 'chatOpenAI_0',
    target: 'llmChain_0',
    sourceHandle: MODEL_OUT,
    targetHandle: 'llmChain_0-input-model-BaseLanguageModel',
  },
  {
    id: 'e2',
    source: 'calculator_0',
    target: 'toolAgent_0',
    sourceHandle: 'calculator_0-output-calculator-Calculator|Tool',
    targetHandle: 'toolAgent_0-input-tools-Tool',
  },
  {
    id: 'e3',
    source: 'startAgentflow_0',
    target: 'llmAgentflow_0',
    sourceHandle: 'startAgentflow_0-output-startAgentflow',
    targetHandle: 'llmAgentflow_0',
  },
  {
    id: 'e4',
    source: 'llmAgentflow_0',
    target: 'llmAgentflow_1',
    sourceHandle: 'llmAgentflow_0-output-llmAgentflow',
    targetHandle: 'llmAgentflow_1',
  },
];
const graph = { nodes, edges };

describe('checkConnection (spec §4 Connections)', () => {
  it.each([
    [
      'a free input of an overlapping type',
      'promptTemplate_0',
      'promptTemplate_0-output-promptTemplate-PromptTemplate|BasePromptTemplate',
      'llmChain_0',
      'llmChain_0-input-prompt-BasePromptTemplate',
    ],
    [
      'a second tool into a list input',
      'calculator_1',
      'calculator_1-output-calculator-Calculator|Tool',
      'toolAgent_0',
      'toolAgent_0-input-tools-Tool',
    ],
    [
      'types with spaces around the bars',
      'calculator_1',
      'calculator_1-output-calculator-Calculator | Tool',
      'toolAgent_0',
      'toolAgent_0-input-tools-Start | Tool',
    ],
    [
      'an agentflow node input (its own id), already connected',
      'startAgentflow_0',
      'startAgentflow_0-output-startAgentflow',
      'llmAgentflow_1',
      'llmAgentflow_1',
    ],
    [
      'a forward link that closes no loop',
      'chatOpenAI_1',
      'chatOpenAI_1-output-chatOpenAI-BaseChatModel',
      'llmAgentflow_1',
      'llmAgentflow_1',
    ],
  ])('accepts %s', (_case, source, sourceHandle, target, targetHandle) => {
    expect(checkConnection(graph, { source, target, sourceHandle, targetHandle })).toEqual({ valid: true });
    expect(isValidConnection(graph, { source, target, sourceHandle, targetHandle })).toBe(true);
  });

  it.each([
    [
      'a self-link',
      'llmAgentflow_0',
      'llmAgentflow_0-output-llmAgentflow',
      'llmAgentflow_0',
      'llmAgentflow_0',
      'selfLink',
      CONNECTION_MESSAGES.selfLink,
    ],
    [
      'a link back up the chain (cycle)',
      'llmAgentflow_1',
      'llmAgentflow_1-output-llmAgentflow',
      'startAgentflow_0',
      'startAgentflow_0',
      'cycle',
      CONNECTION_MESSAGES.cycle,
    ],
    [
      'a two-step cycle',
      'llmAgentflow_1',
      'llmAgentflow_1-output-llmAgentflow',
      'llmAgentflow_0',
      'llmAgentflow_0',
      'cycle',
      CONNECTION_MESSAGES.cycle,
    ],
    [
      'types that do not overlap',
      'calculator_1',
      'calculator_1-output-calculator-Calculator|Tool',
      'llmChain_0',
      'llmChain_0-input-prompt-BasePromptTemplate',
      'typeMismatch',
      'Output type Calculator | Tool does not fit input type BasePromptTemplate',
    ],
    [
      'a second model into a single input',
      'chatOpenAI_1',
      'chatOpenAI_1-output-chatOpenAI-ChatOpenAI|BaseLanguageModel',
      'llmChain_0',
      'llmChain_0-input-model-BaseLanguageModel',
      'inputTaken',
      CONNECTION_MESSAGES.inputTaken,
    ],
    [
      'a node that is not in the flow',
      'ghost_0',
      'ghost_0-output-ghost-Tool',
      'toolAgent_0',
      'toolAgent_0-input-tools-Tool',
      'missingNode',
      CONNECTION_MESSAGES.missingNode,
    ],
  ])('refuses %s', (_case, source, sourceHandle, target, targetHandle, reason, message) => {
    expect(checkConnection(graph, { source, target, sourceHandle, targetHandle })).toEqual({
      valid: false,
      reason,
      message,
    });
  });

  it('re-checks an existing edge without counting it against itself', () => {
    const existing = edges[0]!;
    expect(checkConnection(graph, existing, existing.id)).toEqual({ valid: true });
    expect(checkConnection(graph, existing).valid).toBe(false);
  });
});

describe('hasCycle', () => {
  const edge = (source: string, target: string) => ({ id: `${source}-${target}`, source, target });

  it('finds a cycle anywhere in the graph, a self-link included', () => {
    expect(hasCycle([edge('a', 'b'), edge('b', 'c'), edge('c', 'b')])).toBe(true);
    expect(hasCycle([edge('a', 'b'), edge('b', 'b')])).toBe(true);
  });

  it('finds none in a graph that only branches and joins, with repeated edges', () => {
    expect(hasCycle([])).toBe(false);
    expect(hasCycle([edge('a', 'b'), edge('a', 'c'), edge('b', 'd'), edge('c', 'd'), edge('a', 'b')])).toBe(
      false,
    );
  });
});
