import { readFileSync } from 'node:fs';
import { parseFlowData, type FlowData } from '@loomflow/core';
import {
  ChatflowInputError,
  type ChatflowComponent,
  type ChatflowInitContext,
  type NodeEmission,
} from '@loomflow/nodes/runtime';
import { describe, expect, it } from 'vitest';
import { UNUSED_SERVICES } from '../test-support/fake-executors.ts';
import { findEndingNode } from './chatflow-graph.ts';
import { ChatflowRunError, type ChatflowRunRequest } from './chatflow.types.ts';
import { runChatflow } from './run-chatflow.ts';
import { validateChatflow } from './validate-chatflow.ts';

function loadChatflow(name: string): FlowData {
  const parsed = parseFlowData(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'));
  if (!parsed.ok) throw new Error(`fixture ${name} does not parse`);
  return parsed.flowData;
}

/** A deep copy to edit in a test. */
function edited(flow: FlowData, change: (flow: FlowData) => void): FlowData {
  const copy = structuredClone(flow);
  change(copy);
  return copy;
}

function nodeOf(flow: FlowData, id: string) {
  const node = flow.nodes.find((candidate) => candidate.id === id);
  if (!node) throw new Error(`no node ${id}`);
  return node;
}

interface Initialised {
  readonly from: string;
  readonly inputs: Readonly<Record<string, unknown>>;
  readonly credentialId?: string | undefined;
}

const inits: string[] = [];

function recording(name: string, extra: Partial<ChatflowComponent> = {}): ChatflowComponent {
  return {
    name,
    init(context: ChatflowInitContext) {
      inits.push(context.nodeId);
      const value: Initialised = { from: name, inputs: context.inputs, credentialId: context.credentialId };
      return Promise.resolve(value);
    },
    ...extra,
  };
}

const fakeChain: ChatflowComponent = recording('llmChain', {
  run(context) {
    context.emit({ type: 'token', text: 'Sock' });
    context.emit({ type: 'token', text: 'Co' });
    return Promise.resolve({
      text: 'SockCo',
      json: context.inputs,
      usage: { inputTokens: 3, outputTokens: 2, totalTokens: 5 },
    });
  },
});

const components = new Map<string, ChatflowComponent>([
  ['chatOpenAI', recording('chatOpenAI')],
  ['promptTemplate', recording('promptTemplate')],
  ['llmChain', fakeChain],
]);

function request(flowData: FlowData, overrides: Partial<ChatflowRunRequest> = {}): ChatflowRunRequest {
  return {
    flowData,
    identity: { chatflowId: 'flow-1', chatId: 'chat-1', sessionId: 'session-1', workspaceId: 'ws-1' },
    question: 'socks',
    chatHistory: [
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: 'hello' },
    ],
    vars: { team: 'sales' },
    streaming: true,
    services: UNUSED_SERVICES,
    memory: { pastMessages: () => Promise.resolve([]) },
    components: (name) => components.get(name),
    ...overrides,
  };
}

const flow = loadChatflow('llm-chain');

describe('runChatflow', () => {
  it('initialises the dependencies before the ending node, passes their objects and resolves templates', async () => {
    inits.length = 0;
    const emitted: { nodeId: string; emission: NodeEmission }[] = [];
    const result = await runChatflow(request(flow), (emission) => emitted.push(emission));
    expect(inits.indexOf('llmChain_0')).toBe(2);
    expect(inits).not.toContain('stickyNote_0');
    expect(result).toMatchObject({
      text: 'SockCo',
      endingNodeId: 'llmChain_0',
      endingNodeLabel: 'LLM Chain',
    });
    expect(result.usage?.totalTokens).toBe(5);
    const inputs = result.json as Record<string, Initialised>;
    expect(inputs.model).toMatchObject({ from: 'chatOpenAI', credentialId: 'cred-1' });
    expect(inputs.prompt).toMatchObject({
      from: 'promptTemplate',
      inputs: {
        template: 'Name a company that makes {product}. Earlier: Human: hi\nAI: hello',
        promptValues: '{"product":"socks"}',
      },
    });
    expect(inputs.chainName).toBe('Namer for sales in session-1');
    expect(emitted.map((item) => item.emission)).toEqual([
      { type: 'token', text: 'Sock' },
      { type: 'token', text: 'Co' },
      { type: 'usage', usage: { inputTokens: 3, outputTokens: 2, totalTokens: 5 } },
    ]);
    expect(emitted.every((item) => item.nodeId === 'llmChain_0')).toBe(true);
  });

  it('passes a list anchor as an array of the connected objects', async () => {
    components.set('inputModerationSimple', recording('inputModerationSimple'));
    const withList = edited(flow, (copy) => {
      copy.nodes.push(
        {
          id: 'mod_0',
          position: { x: 0, y: 0 },
          data: {
            name: 'inputModerationSimple',
            label: 'Moderation A',
            category: 'Moderation',
            inputs: { denyList: 'forbidden' },
          },
        },
        {
          id: 'mod_1',
          position: { x: 0, y: 0 },
          data: {
            name: 'inputModerationSimple',
            label: 'Moderation B',
            category: 'Moderation',
            inputs: { denyList: 'forbidden' },
          },
        },
      );
      nodeOf(copy, 'llmChain_0').data.inputs = {
        ...nodeOf(copy, 'llmChain_0').data.inputs,
        inputModeration: ['{{mod_0.data.instance}}', '{{mod_1.data.instance}}'],
      };
    });
    const result = await runChatflow(request(withList));
    const moderation = (result.json as Record<string, unknown>).inputModeration;
    expect(Array.isArray(moderation) && moderation.length).toBe(2);
    components.delete('inputModerationSimple');
  });

  it('applies overrideConfig to node parameters', async () => {
    const result = await runChatflow(
      request(flow, { overrideConfig: { chainName: { llmChain_0: 'Overridden' } } }),
    );
    expect((result.json as Record<string, unknown>).chainName).toBe('Overridden');
  });

  it('refuses a required parameter left empty, naming the node, before anything starts', async () => {
    inits.length = 0;
    const broken = edited(flow, (copy) => {
      nodeOf(copy, 'promptTemplate_0').data.inputs = { template: '' };
    });
    await expect(runChatflow(request(broken))).rejects.toThrow(
      'Flow is missing a required input on node "Prompt Template" (promptTemplate_0): Template is required',
    );
    expect(inits).toEqual([]);
  });

  it('refuses an unconnected required anchor and a missing credential', async () => {
    const unconnected = edited(flow, (copy) => {
      copy.edges = copy.edges.filter((edge) => edge.source !== 'promptTemplate_0');
      nodeOf(copy, 'llmChain_0').data.inputs = { model: '{{chatOpenAI_0.data.instance}}' };
    });
    await expect(runChatflow(request(unconnected))).rejects.toThrow(
      'Flow is missing a required input on node "LLM Chain" (llmChain_0): Prompt is not connected',
    );
    const noCredential = edited(flow, (copy) => {
      delete nodeOf(copy, 'chatOpenAI_0').data.credential;
    });
    const error = await runChatflow(request(noCredential)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChatflowRunError);
    expect(error).toMatchObject({
      nodeId: 'chatOpenAI_0',
      message: expect.stringContaining('"ChatOpenAI" (chatOpenAI_0): Connect Credential is missing'),
    });
  });

  it('names the node whose start failed and why (a credential that cannot be read)', async () => {
    components.set('chatOpenAI', {
      name: 'chatOpenAI',
      init: () => Promise.reject(new Error('Credential cred-1 not found in this workspace')),
    });
    await expect(runChatflow(request(flow))).rejects.toThrow(
      'Node "ChatOpenAI" (chatOpenAI_0) failed to start: Credential cred-1 not found in this workspace',
    );
    components.set('chatOpenAI', recording('chatOpenAI'));
  });

  it('names the ending node when its input has the wrong type', async () => {
    components.set('llmChain', {
      name: 'llmChain',
      init: () => Promise.reject(new ChatflowInputError('input "model" needs a language model, got a list')),
    });
    await expect(runChatflow(request(flow))).rejects.toThrow(
      'Node "LLM Chain" (llmChain_0) failed to start: input "model" needs a language model, got a list',
    );
    components.set('llmChain', fakeChain);
  });

  it('refuses a node type that has no chatflow runtime', async () => {
    const unknown = edited(flow, (copy) => {
      nodeOf(copy, 'promptTemplate_0').data.name = 'fewShotPromptTemplate';
    });
    await expect(runChatflow(request(unknown))).rejects.toThrow(
      'fewShotPromptTemplate cannot run in chatflows yet',
    );
  });
});

describe('ending node', () => {
  it('is the one Chain, Agent or Engine node with no outgoing edge, or a custom function marked as ending', () => {
    expect(findEndingNode(flow).id).toBe('llmChain_0');
    const customEnding = edited(flow, (copy) => {
      copy.nodes.push({
        id: 'customFunction_0',
        position: { x: 0, y: 0 },
        data: { name: 'customFunction', label: 'Fn', outputs: { output: 'EndingNode' }, inputs: {} },
      });
      copy.edges.push({ id: 'e', source: 'llmChain_0', target: 'customFunction_0' });
    });
    expect(findEndingNode(customEnding).id).toBe('customFunction_0');
  });

  it('is refused when there is none or several, with words saying what to do', async () => {
    const none = edited(flow, (copy) => {
      copy.nodes = copy.nodes.filter((node) => node.id !== 'llmChain_0');
      copy.edges = [];
    });
    await expect(runChatflow(request(none))).rejects.toThrow('This chatflow has no ending node');
    const several = edited(flow, (copy) => {
      const second = structuredClone(nodeOf(copy, 'llmChain_0'));
      second.id = 'llmChain_1';
      second.data.label = 'Second Chain';
      copy.nodes.push(second);
    });
    await expect(runChatflow(request(several))).rejects.toThrow(
      'This chatflow has several ending nodes ("LLM Chain", "Second Chain")',
    );
  });
});

describe('validateChatflow', () => {
  it('lists the problems of each node and of the flow', () => {
    const broken = edited(flow, (copy) => {
      nodeOf(copy, 'promptTemplate_0').data.inputs = { template: ' ' };
      delete nodeOf(copy, 'chatOpenAI_0').data.credential;
      copy.edges = [];
      nodeOf(copy, 'llmChain_0').data.inputs = {};
    });
    expect(validateChatflow(broken, (name) => components.get(name))).toEqual([
      {
        id: 'chatOpenAI_0',
        label: 'ChatOpenAI',
        name: 'chatOpenAI',
        issues: ['Connect Credential is missing: choose a credential'],
      },
      {
        id: 'promptTemplate_0',
        label: 'Prompt Template',
        name: 'promptTemplate',
        issues: ['Template is required'],
      },
      {
        id: 'llmChain_0',
        label: 'LLM Chain',
        name: 'llmChain',
        issues: ['Language Model is not connected', 'Prompt is not connected'],
      },
    ]);
    expect(validateChatflow(flow, (name) => components.get(name))).toEqual([]);
  });
});
