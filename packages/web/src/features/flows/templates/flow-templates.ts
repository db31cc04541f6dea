import { isNodeDefinition, isRecord, CHATFLOW_TYPES } from '@loomflow/core';
import type { ChatflowType, NodeDefinition } from '@loomflow/core';
import type { EditorNode } from '../../../canvas/flow-conversion.ts';
import { toFlowDataText } from '../../../canvas/flow-conversion.ts';
import { createFlowEditorStore } from '../../../canvas/flow-editor.store.ts';
import { initNode } from '../../../canvas/init-node.ts';
import agentflowRouter from './agentflow-router.json';
import agentflowSimpleChat from './agentflow-simple-chat.json';
import agentflowToolAgent from './agentflow-tool-agent.json';
import chatflowConversationChain from './chatflow-conversation-chain.json';
import chatflowLlmChain from './chatflow-llm-chain.json';
import chatflowToolAgent from './chatflow-tool-agent.json';

/**
 * A node of a starter template: an agentflow node names its type (its declaration comes from the server), a
 * chatflow node carries its declaration, as saved chatflow nodes do.
 */
interface TemplateNode {
  readonly id: string;
  readonly name?: string;
  readonly definition?: NodeDefinition;
  readonly position: { readonly x: number; readonly y: number };
  readonly inputs?: Readonly<Record<string, unknown>>;
}

/** A connection: from an agentflow output (by index) or a chatflow node, to a node or a chatflow input. */
interface TemplateEdge {
  readonly source: string;
  readonly target: string;
  readonly sourceOutput?: number;
  readonly targetInput?: string;
}

export interface FlowTemplate {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly type: ChatflowType;
  readonly nodes: readonly TemplateNode[];
  readonly edges: readonly TemplateEdge[];
}

function isTemplateNode(value: unknown): value is TemplateNode {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    (typeof value.name === 'string' || isNodeDefinition(value.definition)) &&
    isRecord(value.position) &&
    typeof value.position.x === 'number' &&
    typeof value.position.y === 'number' &&
    (value.inputs === undefined || isRecord(value.inputs))
  );
}

function isTemplateEdge(value: unknown): value is TemplateEdge {
  return (
    isRecord(value) &&
    typeof value.source === 'string' &&
    typeof value.target === 'string' &&
    (value.sourceOutput === undefined || typeof value.sourceOutput === 'number') &&
    (value.targetInput === undefined || typeof value.targetInput === 'string')
  );
}

export function isFlowTemplate(value: unknown): value is FlowTemplate {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.name === 'string' &&
    typeof value.description === 'string' &&
    CHATFLOW_TYPES.some((type) => type === value.type) &&
    Array.isArray(value.nodes) &&
    value.nodes.every(isTemplateNode) &&
    Array.isArray(value.edges) &&
    value.edges.every(isTemplateEdge)
  );
}

/** Our starter templates (data in this folder), checked once when loaded. */
const TEMPLATE_DATA: readonly unknown[] = [
  agentflowSimpleChat,
  agentflowRouter,
  agentflowToolAgent,
  chatflowConversationChain,
  chatflowLlmChain,
  chatflowToolAgent,
];
export const FLOW_TEMPLATES: readonly FlowTemplate[] = TEMPLATE_DATA.filter(isFlowTemplate);

export function templatesFor(type: ChatflowType): FlowTemplate[] {
  return FLOW_TEMPLATES.filter((template) => template.type === type);
}

function sourceHandle(node: EditorNode, output: number | undefined): string | null {
  const anchors = node.data.outputAnchors ?? [];
  if (node.type === 'agentFlow') return anchors[output ?? 0]?.id ?? null;
  const first = anchors[0];
  return first?.options?.[output ?? 0]?.id ?? first?.id ?? null;
}

function targetHandle(node: EditorNode, input: string | undefined): string | null {
  if (input === undefined) return node.id;
  return node.data.inputAnchors?.find((anchor) => anchor.name === input)?.id ?? null;
}

/**
 * The `flowData` text of a template: each node made as the palette makes it (ids, anchors, defaults), its
 * template values applied, and each connection made by the editor's rules (chatflow inputs get their
 * references). Throws with a readable message when the server lacks a node type or a connection is refused.
 */
export function templateFlowData(template: FlowTemplate, definitions: readonly NodeDefinition[]): string {
  const store = createFlowEditorStore({ nodes: [], edges: [], name: template.name });
  for (const item of template.nodes) {
    const definition = item.definition ?? definitions.find((candidate) => candidate.name === item.name);
    if (!definition) throw new Error(`This server has no "${item.name ?? item.id}" node for the template`);
    const node = initNode(definition, store.getState().nodes, item.position);
    if (node.id !== item.id) throw new Error(`Template node ${item.id} was created as ${node.id}`);
    store.getState().addNode(node);
    const values = item.inputs ?? {};
    store.getState().setNodeData(node.id, (data) => ({ ...data, inputs: { ...data.inputs, ...values } }));
  }
  for (const edge of template.edges) {
    const { nodes } = store.getState();
    const source = nodes.find((node) => node.id === edge.source);
    const target = nodes.find((node) => node.id === edge.target);
    if (!source || !target) throw new Error(`Template edge ${edge.source} → ${edge.target} has no node`);
    const check = store.getState().connect({
      source: source.id,
      target: target.id,
      sourceHandle: sourceHandle(source, edge.sourceOutput),
      targetHandle: targetHandle(target, edge.targetInput),
    });
    if (!check.valid) throw new Error(`Template edge ${edge.source} → ${edge.target}: ${check.message}`);
  }
  const { nodes, edges } = store.getState();
  return toFlowDataText(
    nodes.map((node) => ({ ...node, selected: false })),
    edges,
    undefined,
    { nodes: new Map(), edges: new Map(), rest: {} },
  );
}
