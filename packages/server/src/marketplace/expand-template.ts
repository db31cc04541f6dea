import {
  checkConnection,
  indexedOutputs,
  initNode,
  nodeReference,
  type FlowEdge,
  type FlowNode,
  type NodeDefinition,
} from '@loomflow/core';
import type { FlowTemplateSpec, TemplateEdgeSpec, TemplateNodeSpec } from './template-spec.ts';

export type DefinitionLookup = (name: string) => NodeDefinition | undefined;

/** Flowise's canvas size for an iteration container (its children sit inside it). */
const ITERATION_SIZE = { width: 520, height: 260 } as const;

function templateError(spec: FlowTemplateSpec, message: string): Error {
  return new Error(`Built-in template "${spec.name}": ${message}`);
}

/** Condition nodes have one output per condition (+ Else), condition agents one per scenario. */
function numberedOutputCount(item: TemplateNodeSpec): number | undefined {
  const inputs = item.inputs ?? {};
  if (item.name === 'conditionAgentflow' && Array.isArray(inputs.conditions))
    return inputs.conditions.length + 1;
  if (item.name === 'conditionAgentAgentflow' && Array.isArray(inputs.conditionAgentScenarios))
    return inputs.conditionAgentScenarios.length;
  return undefined;
}

function placeNode(
  spec: FlowTemplateSpec,
  item: TemplateNodeSpec,
  placed: readonly FlowNode[],
  definitions: DefinitionLookup,
): FlowNode {
  const definition = definitions(item.name);
  if (!definition) throw templateError(spec, `no "${item.name}" node type`);
  const created = initNode(definition, placed, { x: item.at[0], y: item.at[1] });
  if (created.id !== item.id) throw templateError(spec, `node ${item.id} would be created as ${created.id}`);
  for (const name of Object.keys(item.inputs ?? {})) {
    const known =
      definition.inputs.some((input) => input.name === name) ||
      name.endsWith('Config') ||
      (definition.credential !== undefined && name === 'credential');
    if (!known) throw templateError(spec, `${item.id} has no input "${name}"`);
  }
  let data = { ...created.data, inputs: { ...created.data.inputs, ...item.inputs } };
  if (item.label !== undefined) data = { ...data, label: item.label };
  if (item.output !== undefined) {
    const options = data.outputAnchors?.[0]?.options ?? [];
    if (!options.some((option) => option.name === item.output))
      throw templateError(spec, `${item.id} has no output "${item.output}"`);
    data = { ...data, outputs: { ...data.outputs, output: item.output } };
  }
  const count = numberedOutputCount(item);
  if (count !== undefined) {
    const label = data.label ?? definition.label;
    data = {
      ...data,
      outputAnchors: indexedOutputs({ id: item.id, label, name: item.name }, count, []).outputAnchors,
    };
  }
  const node: FlowNode = {
    id: created.id,
    type: created.type,
    position: created.position,
    data,
    selected: false,
  };
  if (item.name === 'iterationAgentflow') return { ...node, ...ITERATION_SIZE };
  if (item.parent === undefined) return node;
  if (!placed.some((other) => other.id === item.parent))
    throw templateError(spec, `${item.id} sits in ${item.parent}, which must come before it`);
  return { ...node, parentNode: item.parent, extent: 'parent' };
}

function sourceHandleOf(spec: FlowTemplateSpec, source: FlowNode, edge: TemplateEdgeSpec): string {
  const anchors = source.data.outputAnchors ?? [];
  if (source.type === 'agentFlow' || source.type === 'iteration') {
    const anchor = anchors[edge.output ?? 0];
    if (anchor?.id === undefined)
      throw templateError(spec, `${source.id} has no output ${String(edge.output ?? 0)}`);
    return anchor.id;
  }
  const first = anchors[0];
  const chosen = source.data.outputs?.output;
  const option = first?.options?.find((candidate) => candidate.name === chosen);
  const handle = option?.id ?? first?.id;
  if (handle === undefined) throw templateError(spec, `${source.id} has no output to connect`);
  return handle;
}

function targetHandleOf(spec: FlowTemplateSpec, target: FlowNode, edge: TemplateEdgeSpec): string {
  if (target.type === 'agentFlow' || target.type === 'iteration') return target.id;
  const anchor = target.data.inputAnchors?.find((input) => input.name === edge.input);
  if (anchor?.id === undefined) throw templateError(spec, `${target.id} has no input "${edge.input ?? ''}"`);
  return anchor.id;
}

/** Writes the `{{source.data.instance}}` reference a chatflow connection puts into the target's input. */
function withReference(target: FlowNode, inputName: string, sourceId: string): FlowNode {
  const inputs = target.data.inputs ?? {};
  const anchor = target.data.inputAnchors?.find((input) => input.name === inputName);
  const reference = nodeReference(sourceId);
  const current = inputs[inputName];
  const items: readonly unknown[] = Array.isArray(current) ? current : [];
  const value = anchor?.list === true ? [...items, reference] : reference;
  return { ...target, data: { ...target.data, inputs: { ...inputs, [inputName]: value } } };
}

function edgeData(source: FlowNode, target: FlowNode, sourceHandle: string): Record<string, unknown> {
  const label = /-output-(\d+)$/.exec(sourceHandle)?.[1];
  return {
    sourceColor: source.data.color,
    targetColor: target.data.color,
    ...(label === undefined ? {} : { edgeLabel: label }),
    isHumanInput: source.data.name === 'humanInputAgentflow',
  };
}

/**
 * A template's Flowise-format flowData (`{nodes, edges}`): every node made as the canvas palette makes it from
 * our node definitions, the template's values applied, every connection checked by the canvas rules and, in
 * chatflows, written into the target's input. Throws naming the template when it does not fit the definitions.
 */
export function expandTemplate(
  spec: FlowTemplateSpec,
  definitions: DefinitionLookup,
): { nodes: FlowNode[]; edges: FlowEdge[] } {
  let nodes: FlowNode[] = [];
  for (const item of spec.nodes) nodes.push(placeNode(spec, item, nodes, definitions));
  const edges: FlowEdge[] = [];
  for (const edge of spec.edges) {
    const source = nodes.find((node) => node.id === edge.from);
    const target = nodes.find((node) => node.id === edge.to);
    if (!source || !target) throw templateError(spec, `edge ${edge.from} → ${edge.to} has no node`);
    const sourceHandle = sourceHandleOf(spec, source, edge);
    const targetHandle = targetHandleOf(spec, target, edge);
    const connection = { source: source.id, target: target.id, sourceHandle, targetHandle };
    const check = checkConnection({ nodes, edges }, connection);
    if (!check.valid) throw templateError(spec, `edge ${edge.from} → ${edge.to}: ${check.message}`);
    const id = `${source.id}-${sourceHandle}-${target.id}-${targetHandle}`;
    if (target.type === 'customNode' && edge.input !== undefined) {
      const input = edge.input;
      nodes = nodes.map((node) => (node.id === target.id ? withReference(node, input, source.id) : node));
      edges.push({ ...connection, id, type: 'buttonedge' });
    } else {
      edges.push({ ...connection, id, type: 'agentFlow', data: edgeData(source, target, sourceHandle) });
    }
  }
  return { nodes, edges };
}
