import { isParameterType, type InputParam, type NodeDefinition } from '@loomflow/core';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { NodeInputValues } from './define-node.ts';
import { llmAgentflow } from './agentflow/llm/definition.ts';
import { AGENTFLOW_NODES } from './agentflow/agentflow-nodes.ts';
import { findFlowiseNode, flowiseNodesIn } from './flowise-catalog/flowise-node-catalog.ts';
import { nodeIconSvg } from './icons/node-icon.ts';
import { NODE_DEFINITIONS, findNodeDefinition, nodeDefinitionsIn, resolveNodeType } from './node-registry.ts';
import { SEQUENTIAL_AGENT_NODES } from './sequential-agents/sequential-agent-nodes.ts';

/** The agentflow v2 node names of the compatibility reference, with Flowise 3.x's colours. */
const AGENTFLOW_COLORS: Record<string, string> = {
  startAgentflow: '#7EE787',
  llmAgentflow: '#64B5F6',
  agentAgentflow: '#4DD0E1',
  conditionAgentflow: '#FFB938',
  conditionAgentAgentflow: '#ff8fab',
  humanInputAgentflow: '#6E6EFD',
  loopAgentflow: '#FFA07A',
  iterationAgentflow: '#9C89B8',
  directReplyAgentflow: '#4DDBBB',
  customFunctionAgentflow: '#E4B7FF',
  toolAgentflow: '#d4a373',
  retrieverAgentflow: '#b8bedd',
  httpAgentflow: '#FF7F7F',
  executeFlowAgentflow: '#a3b18a',
  stickyNoteAgentflow: '#fee440',
};

const SEQUENTIAL_LABELS: Record<string, string> = {
  seqStart: 'Start',
  seqAgent: 'Agent',
  seqLLMNode: 'LLM Node',
  seqToolNode: 'Tool Node',
  seqCondition: 'Condition',
  seqConditionAgent: 'Condition Agent',
  seqLoop: 'Loop',
  seqEnd: 'End',
  seqState: 'State',
  seqCustomFunction: 'Custom JS Function',
  seqExecuteFlow: 'Execute Flow',
};

function allParams(params: readonly InputParam[]): InputParam[] {
  return params.flatMap((param) => [param, ...allParams(param.array ?? []), ...allParams(param.tabs ?? [])]);
}

describe('node registry', () => {
  it('holds the 15 agentflow v2 node types with their colours', () => {
    expect(AGENTFLOW_NODES.map((node) => node.name).sort()).toEqual(Object.keys(AGENTFLOW_COLORS).sort());
    for (const node of AGENTFLOW_NODES) {
      expect(node.color, node.name).toBe(AGENTFLOW_COLORS[node.name]);
      expect(node.category).toBe('Agent Flows');
      expect(node.baseClasses).toEqual([node.type]);
    }
  });

  it('holds the 11 sequential-agent node types', () => {
    expect(Object.fromEntries(SEQUENTIAL_AGENT_NODES.map((node) => [node.name, node.label]))).toEqual(
      SEQUENTIAL_LABELS,
    );
    for (const node of SEQUENTIAL_AGENT_NODES) expect(node.category).toBe('Sequential Agents');
  });

  it('finds definitions by name and category, and resolves Flowise-only names', () => {
    expect(findNodeDefinition('llmAgentflow')).toBe(llmAgentflow);
    expect(findNodeDefinition('nope')).toBeUndefined();
    expect(nodeDefinitionsIn('Agent Flows')).toHaveLength(15);
    expect(nodeDefinitionsIn('Sequential Agents')).toHaveLength(11);
    expect(resolveNodeType('seqAgent')).toMatchObject({ kind: 'defined' });
    expect(resolveNodeType('chatOpenAI')).toMatchObject({ kind: 'defined' });
    expect(resolveNodeType('chatCohere')).toMatchObject({ kind: 'defined' });
    expect(resolveNodeType('chatNemoGuardrails')).toEqual({ kind: 'flowise', category: 'Chat Models' });
    expect(resolveNodeType('csvAgent')).toEqual({ kind: 'flowise', category: 'Agents' });
    expect(resolveNodeType('mysteryNode')).toBeUndefined();
  });

  it.each(NODE_DEFINITIONS.map((definition): [string, NodeDefinition] => [definition.name, definition]))(
    '%s is well formed',
    (_name, definition: NodeDefinition) => {
      const params = allParams(definition.inputs);
      const topLevel = new Set(definition.inputs.map((param) => param.name));
      for (const param of definition.inputs) {
        const namesakes = definition.inputs.filter((other) => other.name === param.name);
        // Flowise declares one name twice only as alternatives chosen by show rules (HTTP body: text or form).
        if (namesakes.length > 1)
          expect(
            namesakes.every((other) => other.show !== undefined),
            param.name,
          ).toBe(true);
      }
      for (const param of params) {
        expect(typeof param.label, `${param.name} label`).toBe('string');
        for (const rules of [param.show, param.hide]) {
          for (const path of Object.keys(rules ?? {})) {
            const root = path.split(/[.[]/)[0] ?? '';
            expect(
              topLevel.has(root) || params.some((other) => other.name === root),
              `${param.name} rule on ${path}`,
            ).toBe(true);
          }
        }
        const optionNames = (param.options ?? []).map((option) => option.name);
        expect(new Set(optionNames).size, `${param.name} option names`).toBe(optionNames.length);
        if (param.type === 'options' && param.default !== undefined && optionNames.length > 0) {
          expect(optionNames, `${param.name} default`).toContain(param.default);
        }
        if (param.type === 'asyncOptions' || param.type === 'asyncMultiOptions') {
          expect(param.loadMethod, `${param.name} load method`).toBeTruthy();
        }
        if (param.type === 'tabs') expect(param.tabIdentifier, `${param.name} tab identifier`).toBeTruthy();
        if (!isParameterType(param.type))
          expect(param.type.length, `${param.name} anchor types`).toBeGreaterThan(0);
      }
      expect(nodeIconSvg(definition.name)).toMatch(/^<svg /);
    },
  );

  it('lists Flowise chat models for the model pickers, without LlamaIndex ones', () => {
    const models = flowiseNodesIn(['Chat Models']).map((node) => node.name);
    expect(models).toEqual(
      expect.arrayContaining(['chatOpenAI', 'chatAnthropic', 'chatOllama', 'azureChatOpenAI']),
    );
    expect(models).not.toContain('chatOpenAI_LlamaIndex');
    expect(findFlowiseNode('Chat NVIDIA NIM')?.category).toBe('Chat Models');
    expect(nodeIconSvg('chatAcme', { label: 'Acme Open', category: 'Chat Models' })).toContain('>AO<');
  });

  it('types the inputs an executor reads from a definition', () => {
    type LlmInputs = NodeInputValues<typeof llmAgentflow>;
    expectTypeOf<LlmInputs['llmEnableMemory']>().toEqualTypeOf<boolean | '' | undefined>();
    expectTypeOf<LlmInputs['llmReturnResponseAs']>().toEqualTypeOf<
      'userMessage' | 'assistantMessage' | '' | undefined
    >();
    expectTypeOf<NonNullable<LlmInputs['llmMessages']>>().toExtend<readonly unknown[] | ''>();
  });
});
