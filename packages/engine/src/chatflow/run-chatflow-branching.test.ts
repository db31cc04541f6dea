import type { FlowData, FlowEdge, FlowNode } from '@loomflow/core';
import {
  findChatflowComponent,
  type ChatflowComponent,
  type ChatflowInitContext,
} from '@loomflow/nodes/runtime';
import { describe, expect, it } from 'vitest';
import { UNUSED_SERVICES } from '../test-support/fake-executors.ts';
import { ChatflowRunError, type ChatflowRunRequest } from './chatflow.types.ts';
import { runChatflow } from './run-chatflow.ts';
import { validateChatflow } from './validate-chatflow.ts';

function node(id: string, name: string, inputs: Record<string, unknown>, credential?: string): FlowNode {
  return {
    id,
    type: 'customNode',
    position: { x: 0, y: 0 },
    data: { id, label: id, name, inputs, outputs: {}, ...(credential ? { credential } : {}) },
  };
}

function edge(source: string, output: string, target: string, input: string): FlowEdge {
  return {
    id: `${source}-${target}-${input}`,
    source,
    sourceHandle: `${source}-output-${output}-string|number|boolean|json|array`,
    target,
    targetHandle: `${target}-input-${input}-Any`,
  };
}

/**
 * cond_0 (If Else) → True → promptA → chainA (named after the variable `who` that set_0 keeps from text_0)
 *                  → False → promptB → chainB; model_0 feeds both chains.
 */
function branchingFlow(): FlowData {
  return {
    nodes: [
      node('get_0', 'getVariable', { variableName: 'who' }),
      node('model_0', 'chatOpenAI', { modelName: 'gpt-4o-mini' }, 'cred-1'),
      node('text_0', 'fakeText', { text: 'Ada' }),
      node('set_0', 'setVariable', { input: ['{{text_0.data.instance}}'], variableName: 'who' }),
      node('cond_0', 'ifElseFunction', { ifFunction: 'return $input', elseFunction: 'return false' }),
      node('promptA', 'promptTemplate', {
        template: 'Yes {x}',
        promptValues: '{"x":"{{cond_0.data.instance}}","quoted":"say \\"{{cond_0.data.instance}}\\""}',
      }),
      node('promptB', 'promptTemplate', {
        template: 'No {x}',
        promptValues: '{"x":"{{cond_0.data.instance}}"}',
      }),
      node('chainA', 'llmChain', { chainName: 'For {{get_0.data.instance}}' }),
      node('chainB', 'llmChain', { chainName: 'Fallback' }),
    ],
    edges: [
      edge('cond_0', 'returnTrue', 'promptA', 'promptValues'),
      edge('cond_0', 'returnFalse', 'promptB', 'promptValues'),
      edge('promptA', 'promptTemplate', 'chainA', 'prompt'),
      edge('promptB', 'promptTemplate', 'chainB', 'prompt'),
      edge('model_0', 'chatOpenAI', 'chainA', 'model'),
      edge('model_0', 'chatOpenAI', 'chainB', 'model'),
    ],
  };
}

const inits: string[] = [];

function recording(name: string, value: (context: ChatflowInitContext) => unknown): ChatflowComponent {
  return {
    name,
    init(context) {
      inits.push(context.nodeId);
      return Promise.resolve(value(context));
    },
  };
}

/** If Else decided by the question: "yes…" takes True with the question, anything else False. */
const fakeIfElse = recording('ifElseFunction', (context) =>
  context.question.startsWith('yes')
    ? { kind: 'chatflowBranch', output: 'returnTrue', value: context.question }
    : { kind: 'chatflowBranch', output: 'returnFalse', value: 0 },
);

const fakeChain: ChatflowComponent = {
  ...recording('llmChain', (context) => context.inputs),
  run(context) {
    return Promise.resolve({ text: `answered by ${context.nodeId}`, json: context.inputs });
  },
};

const components = new Map<string, ChatflowComponent>([
  ['chatOpenAI', recording('chatOpenAI', () => ({ model: true }))],
  ['fakeText', recording('fakeText', (context) => context.inputs.text)],
  ['promptTemplate', recording('promptTemplate', (context) => context.inputs)],
  ['ifElseFunction', fakeIfElse],
  ['llmChain', fakeChain],
]);

function request(flowData: FlowData, question: string): ChatflowRunRequest {
  return {
    flowData,
    identity: { chatflowId: 'flow-1', chatId: 'chat-1', sessionId: 'session-1', workspaceId: 'ws-1' },
    question,
    chatHistory: [],
    vars: {},
    streaming: false,
    services: UNUSED_SERVICES,
    memory: { pastMessages: () => Promise.resolve([]) },
    // Set / Get Variable are the real components; the rest are recording fakes.
    components: (name) => components.get(name) ?? findChatflowComponent(name),
  };
}

describe('runChatflow with an If Else Function', () => {
  it('runs the True branch and skips the nodes only the False branch reaches', async () => {
    inits.length = 0;
    const result = await runChatflow(request(branchingFlow(), 'yes "please"'));
    expect(result.endingNodeId).toBe('chainA');
    expect(result.text).toBe('answered by chainA');
    expect(inits).not.toContain('promptB');
    expect(inits).not.toContain('chainB');
    const inputs = result.json as { prompt: { promptValues: unknown }; chainName: string };
    // The branch's value reaches the JSON prompt values intact, quotes included.
    expect(inputs.prompt.promptValues).toEqual({ x: 'yes "please"', quoted: 'say "yes "please""' });
    // get_0 comes first in the node list but reads what set_0 kept: Get Variable runs after Set Variable.
    expect(inputs.chainName).toBe('For Ada');
  });

  it('runs the False branch and skips the True one', async () => {
    inits.length = 0;
    const result = await runChatflow(request(branchingFlow(), 'no'));
    expect(result.endingNodeId).toBe('chainB');
    expect(inits).not.toContain('promptA');
    expect(inits).not.toContain('chainA');
    expect(inits).toContain('model_0');
  });

  it('accepts several ending nodes behind an If Else, and refuses them without one', async () => {
    const flow = branchingFlow();
    expect(validateChatflow(flow, (name) => components.get(name) ?? findChatflowComponent(name))).toEqual([]);
    const withoutBranch: FlowData = {
      nodes: flow.nodes.filter((item) => item.id !== 'cond_0'),
      edges: flow.edges.filter((item) => item.source !== 'cond_0'),
    };
    const error = await runChatflow(request(withoutBranch, 'yes')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChatflowRunError);
    expect((error as Error).message).toMatch(/several ending nodes .*"chainA", "chainB".*If Else Function/);
  });
});
