import { canvasNodeType } from './flow-validation.ts';
import type { FlowNodeData, FlowOutputAnchor } from './flow-data.schema.ts';
import { nextNodeId, nextNodeLabel } from './node-id.ts';
import { isParameterType, type InputParam, type NodeDefinition } from './node-types.ts';

/** A node as a canvas (or a template) first places it: the data Flowise saves, nothing chosen yet. */
export interface InitialisedNode {
  readonly id: string;
  readonly type: string;
  readonly position: { readonly x: number; readonly y: number };
  readonly data: FlowNodeData;
  readonly selected: false;
}

function withId(nodeId: string, input: InputParam) {
  return { ...input, id: `${nodeId}-input-${input.name}-${input.type}` };
}

function outputAnchorsOf(
  definition: NodeDefinition,
  nodeId: string,
): { anchors: FlowOutputAnchor[]; outputs: Record<string, unknown> } {
  if (definition.hideOutput) return { anchors: [], outputs: {} };
  const outputs = definition.outputs ?? [];
  if (definition.category === 'Agent Flows') {
    if (outputs.length === 0) {
      return {
        anchors: [
          { id: `${nodeId}-output-${definition.name}`, label: definition.label, name: definition.name },
        ],
        outputs: {},
      };
    }
    const anchors = outputs.map((_output, index) => ({
      id: `${nodeId}-output-${index}`,
      label: definition.label,
      name: definition.name,
    }));
    return { anchors, outputs: { [definition.name]: '' } };
  }
  if (outputs.length > 1) {
    const options = outputs.map((output) => {
      const types = output.baseClasses ?? definition.baseClasses;
      return {
        id: `${nodeId}-output-${output.name}-${types.join('|')}`,
        name: output.name,
        label: output.label,
        type: types.join(' | '),
      };
    });
    const first = outputs[0]?.name ?? '';
    return {
      anchors: [{ name: 'output', label: 'Output', type: 'options', options, default: first }],
      outputs: { output: first },
    };
  }
  const types = definition.baseClasses.join('|');
  return {
    anchors: [
      {
        id: `${nodeId}-output-${definition.name}-${types}`,
        name: definition.name,
        label: definition.type,
        type: definition.baseClasses.join(' | '),
      },
    ],
    outputs: {},
  };
}

/**
 * A new canvas node of a type, as Flowise creates one: id and label with the lowest free counter, parameters
 * and anchors with their handle ids (`<nodeId>-input-<name>-<type>`), declared defaults as the starting values.
 * The editor's palette and the server's built-in templates both make their nodes here.
 */
export function initNode(
  definition: NodeDefinition,
  nodes: readonly { readonly id: string }[],
  position: { x: number; y: number },
): InitialisedNode {
  const id = nextNodeId(definition.name, nodes);
  const params = definition.inputs
    .filter((input) => isParameterType(input.type))
    .map((input) => withId(id, input));
  const anchors = definition.inputs
    .filter((input) => !isParameterType(input.type))
    .map((input) => withId(id, input));
  const credential = definition.credential
    ? [withId(id, { ...definition.credential, name: 'credential' })]
    : [];
  const inputs: Record<string, unknown> = {};
  for (const input of definition.inputs) inputs[input.name] = input.default ?? '';
  const { anchors: outputAnchors, outputs } = outputAnchorsOf(definition, id);
  const data: FlowNodeData = {
    id,
    label: nextNodeLabel(definition, nodes),
    version: definition.version,
    name: definition.name,
    type: definition.type,
    ...(definition.color === undefined ? {} : { color: definition.color }),
    ...(definition.hideInput ? { hideInput: true } : {}),
    baseClasses: [...definition.baseClasses],
    category: definition.category,
    description: definition.description,
    inputParams: [...credential, ...params],
    inputAnchors: anchors,
    inputs,
    outputAnchors,
    outputs,
    selected: false,
  };
  return { id, type: canvasNodeType(definition.name, definition.category), position, data, selected: false };
}
