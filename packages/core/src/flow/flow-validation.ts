import type { ChatflowType } from '../schemas/chatflow.ts';
import { findTargetInput, hasCycle, outputHandleIds } from './canvas-graph.ts';
import { checkConnection } from './connection-rules.ts';
import type { FlowData, FlowEdge, FlowIssue, FlowNode } from './flow-data.schema.ts';
import type { NodeDefinition } from './node-types.ts';
import { checkInputValue } from './input-value-rules.ts';

/**
 * How a node name is known: `defined` — a node type of ours, checked against its definition; `flowise` — a
 * Flowise node type we have no definition of yet (chatflow components), checked from the declaration the saved
 * node carries itself; undefined — nobody's node.
 */
export type NodeTypeResolution =
  | { readonly kind: 'defined'; readonly definition: NodeDefinition }
  | { readonly kind: 'flowise'; readonly category: string }
  | undefined;

export interface FlowValidationContext {
  readonly flowType: ChatflowType;
  resolve(name: string): NodeTypeResolution;
}

export interface FlowValidationIssue extends FlowIssue {
  readonly nodeId?: string;
  readonly edgeId?: string;
}

/** The React Flow node type a node type is drawn with. */
export function canvasNodeType(name: string, category: string): string {
  if (name === 'stickyNote' || name === 'stickyNoteAgentflow') return 'stickyNote';
  if (name === 'iterationAgentflow') return 'iteration';
  return category === 'Agent Flows' ? 'agentFlow' : 'customNode';
}

const FLOW_TYPE_LABELS: Record<ChatflowType, string> = {
  CHATFLOW: 'a chatflow',
  MULTIAGENT: 'an agentflow v1 (sequential or multi agents)',
  AGENTFLOW: 'an agentflow v2',
  ASSISTANT: 'an assistant',
};

const AGENT_CATEGORIES: ReadonlySet<string> = new Set(['Sequential Agents', 'Multi Agents']);

/** Whether a node of this category belongs in a flow of this type. */
export function categoryFitsFlowType(category: string, flowType: ChatflowType): boolean {
  if (flowType === 'AGENTFLOW') return category === 'Agent Flows';
  if (category === 'Agent Flows') return false;
  return flowType === 'MULTIAGENT' || !AGENT_CATEGORIES.has(category);
}

function checkNode(
  node: FlowNode,
  index: number,
  context: FlowValidationContext,
): { issues: FlowValidationIssue[]; category: string | undefined; defined: boolean } {
  const path = `flowData.nodes.${index}`;
  const { name } = node.data;
  const nodeId = node.id;
  const issue = (message: string, suffix = ''): FlowValidationIssue => ({
    path: `${path}${suffix}`,
    message: `Node ${nodeId}: ${message}`,
    nodeId,
  });
  const issues: FlowValidationIssue[] = [];
  if (node.data.id !== undefined && node.data.id !== nodeId) {
    issues.push(issue(`data.id "${node.data.id}" differs from the node id`, '.data.id'));
  }
  const resolution = context.resolve(name);
  if (!resolution) {
    issues.push(
      issue(
        `unknown node type "${name}": neither Loomflow nor Flowise has a node of that name`,
        '.data.name',
      ),
    );
    return { issues, category: undefined, defined: false };
  }
  const category = resolution.kind === 'defined' ? resolution.definition.category : resolution.category;
  if (!categoryFitsFlowType(category, context.flowType)) {
    issues.push(
      issue(`${name} (${category}) cannot be used in ${FLOW_TYPE_LABELS[context.flowType]}`, '.data.name'),
    );
  }
  const expectedType = canvasNodeType(name, category);
  if (node.type !== undefined && node.type !== expectedType) {
    issues.push(issue(`node type "${node.type}" is wrong for ${name}: expected "${expectedType}"`, '.type'));
  }
  if (resolution.kind === 'defined') {
    const inputs = node.data.inputs ?? {};
    const declared = [...resolution.definition.inputs, ...optionalCredential(resolution.definition)];
    for (const name of new Set(declared.map((param) => param.name))) {
      // A name declared twice (alternatives picked by show rules) fits when the value fits either.
      const problems = declared
        .filter((param) => param.name === name)
        .map((param) => checkInputValue(param, inputs[name]));
      const problem = problems.includes(undefined) ? undefined : problems[0];
      if (problem) issues.push(issue(`input "${name}" ${problem}`, `.data.inputs.${name}`));
    }
  }
  return { issues, category, defined: resolution.kind === 'defined' };
}

function optionalCredential(definition: NodeDefinition) {
  return definition.credential ? [definition.credential] : [];
}

interface NodeFacts {
  readonly node: FlowNode;
  readonly defined: boolean;
  /** The node type's category (the saved node may not carry it). */
  readonly category: string | undefined;
}

function checkEdge(
  edge: FlowEdge,
  index: number,
  nodes: ReadonlyMap<string, NodeFacts>,
  flow: FlowData,
  flowAcyclic: boolean,
): FlowValidationIssue[] {
  const path = `flowData.edges.${index}`;
  const issue = (message: string): FlowValidationIssue => ({
    path,
    message: `Edge ${edge.id}: ${message}`,
    edgeId: edge.id,
  });
  const source = nodes.get(edge.source);
  const target = nodes.get(edge.target);
  if (!source) return [issue(`source node "${edge.source}" is not in the flow`)];
  if (!target) return [issue(`target node "${edge.target}" is not in the flow`)];
  const issues: FlowValidationIssue[] = [];
  const sourceHandle = edge.sourceHandle ?? '';
  const targetHandle = edge.targetHandle ?? '';
  const outputs = outputHandleIds(source.node.data);
  const sourceOk = source.defined
    ? outputs.includes(sourceHandle)
    : sourceHandle.startsWith(`${edge.source}-output-`);
  if (!sourceOk) issues.push(issue(`"${sourceHandle}" is not an output of node ${edge.source}`));
  const nodeLevelInput =
    targetHandle === edge.target && (target.category ?? target.node.data.category) === 'Agent Flows';
  const targetOk =
    nodeLevelInput ||
    (target.defined
      ? findTargetInput(target.node.data, targetHandle) !== undefined
      : targetHandle.startsWith(`${edge.target}-input-`));
  if (!targetOk) issues.push(issue(`"${targetHandle}" is not an input of node ${edge.target}`));
  if (issues.length > 0) return issues;
  const check = checkConnection(flow, edge, edge.id, flowAcyclic);
  return check.valid ? [] : [issue(check.message)];
}

/**
 * Checks a flow against the node types it uses: every node known and fit for the flow's type (unknown node,
 * wrong category, wrong React Flow type, values of the wrong kind), every edge between existing handles of
 * existing nodes, of fitting types, without self-links, cycles or a second connection to a single input.
 */
export function validateFlow(flow: FlowData, context: FlowValidationContext): FlowValidationIssue[] {
  const issues: FlowValidationIssue[] = [];
  const nodes = new Map<string, NodeFacts>();
  flow.nodes.forEach((node, index) => {
    if (nodes.has(node.id)) {
      issues.push({
        path: `flowData.nodes.${index}.id`,
        message: `Node ${node.id}: duplicate node id`,
        nodeId: node.id,
      });
      return;
    }
    const checked = checkNode(node, index, context);
    issues.push(...checked.issues);
    nodes.set(node.id, { node, defined: checked.defined, category: checked.category });
  });
  flow.nodes.forEach((node, index) => {
    if (node.parentNode !== undefined && !nodes.has(node.parentNode)) {
      issues.push({
        path: `flowData.nodes.${index}.parentNode`,
        message: `Node ${node.id}: parent node "${node.parentNode}" is not in the flow`,
        nodeId: node.id,
      });
    }
  });
  const edgeIds = new Set<string>();
  // Walked once: in a flow without cycles no edge closes one, and each edge need not walk the graph again.
  const acyclic = !hasCycle(flow.edges);
  flow.edges.forEach((edge, index) => {
    if (edgeIds.has(edge.id)) {
      issues.push({
        path: `flowData.edges.${index}.id`,
        message: `Edge ${edge.id}: duplicate edge id`,
        edgeId: edge.id,
      });
      return;
    }
    edgeIds.add(edge.id);
    issues.push(...checkEdge(edge, index, nodes, flow, acyclic));
  });
  return issues;
}
