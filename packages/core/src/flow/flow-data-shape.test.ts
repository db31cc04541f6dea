import { describe, expect, it } from 'vitest';
import { fitsFlowDataSchema, parseFlowDataAsWritten } from './flow-data-shape.ts';
import { flowDataSchema, parseFlowData } from './flow-data.schema.ts';

/** A flow with every field the schema names filled. */
function fullFlow(): Record<string, unknown> {
  const input = {
    id: 'llm_0-input-model-string',
    name: 'model',
    label: 'Model',
    type: 'string',
    list: false,
    acceptVariable: true,
    display: true,
    tabIdentifier: 'tab',
  };
  const node = (id: string) => ({
    id,
    type: 'agentFlow',
    position: { x: 1, y: 2 },
    positionAbsolute: { x: 1, y: 2 },
    width: 100,
    height: null,
    parentNode: 'group_0',
    extent: 'parent',
    selected: false,
    dragging: true,
    data: {
      id,
      label: 'LLM',
      name: 'llmAgentflow',
      type: 'LLM',
      category: 'Agent Flows',
      version: 1,
      color: '#fff',
      description: 'A model',
      baseClasses: ['LLM'],
      hideInput: false,
      hideOutput: false,
      inputParams: [input],
      inputAnchors: [input],
      inputs: { model: 'gpt' },
      outputAnchors: [
        {
          id: `${id}-output`,
          name: 'out',
          label: 'Out',
          type: 'LLM',
          default: 'a',
          options: [{ id: 'a', name: 'a' }],
        },
      ],
      outputs: { out: 'a' },
      credential: 'cred',
      selected: false,
      status: 'FINISHED',
      error: '',
      extra: { anything: [null] },
    },
  });
  return {
    nodes: [node('llm_0'), node('llm_1')],
    edges: [
      {
        id: 'e1',
        source: 'llm_0',
        target: 'llm_1',
        sourceHandle: null,
        targetHandle: 'llm_1',
        type: 'x',
        data: 1,
      },
    ],
    viewport: { x: 0, y: 0, zoom: 1 },
  };
}

/** Sets `value` at `path` (dot-separated, numbers index lists) in a fresh full flow. */
function withValue(path: string, value: unknown): Record<string, unknown> {
  const flow = fullFlow();
  const keys = path.split('.');
  const last = keys.pop() ?? '';
  let target: Record<string, unknown> = flow;
  for (const key of keys) target = target[key] as Record<string, unknown>;
  if (value === undefined) Reflect.deleteProperty(target, last);
  else target[last] = value;
  return flow;
}

const CHANGES: [string, unknown][] = [
  ['nodes', {}],
  ['edges', 'none'],
  ['viewport', []],
  ['viewport.zoom', 'near'],
  ['nodes.0', 7],
  ['nodes.0.id', ''],
  ['nodes.0.id', undefined],
  ['nodes.0.type', 3],
  ['nodes.0.position', undefined],
  ['nodes.0.position.x', null],
  ['nodes.0.positionAbsolute', 'here'],
  ['nodes.0.width', '100'],
  ['nodes.0.height', undefined],
  ['nodes.0.parentNode', {}],
  ['nodes.0.selected', 'yes'],
  ['nodes.0.data', null],
  ['nodes.0.data.name', ''],
  ['nodes.0.data.name', 5],
  ['nodes.0.data.label', {}],
  ['nodes.0.data.version', '1'],
  ['nodes.0.data.baseClasses', ['LLM', 1]],
  ['nodes.0.data.hideInput', 'no'],
  ['nodes.0.data.inputParams', {}],
  ['nodes.0.data.inputParams.0.name', undefined],
  ['nodes.0.data.inputParams.0.list', 'true'],
  ['nodes.0.data.inputAnchors.0.tabIdentifier', 2],
  ['nodes.0.data.inputs', []],
  ['nodes.0.data.inputs', 'x'],
  ['nodes.0.data.outputAnchors.0.default', 0],
  ['nodes.0.data.outputAnchors.0.options', [{ id: 'a' }]],
  ['nodes.0.data.outputAnchors.0.options.0.label', false],
  ['nodes.0.data.outputs', [1]],
  ['nodes.0.data.credential', 1],
  ['nodes.0.data.status', null],
  ['edges.0', []],
  ['edges.0.id', ''],
  ['edges.0.source', undefined],
  ['edges.0.target', 1],
  ['edges.0.sourceHandle', 1],
  ['edges.0.targetHandle', undefined],
  ['edges.0.type', null],
  ['edges.0.data', undefined],
  ['nodes.0.extent', undefined],
  ['nodes.0.data.extra', undefined],
];

describe('fitsFlowDataSchema', () => {
  it('accepts a flow with every field the schema names, as the schema does', () => {
    expect(flowDataSchema.safeParse(fullFlow()).success).toBe(true);
    expect(fitsFlowDataSchema(fullFlow())).toBe(true);
  });

  it.each(CHANGES)('agrees with the schema when %s is %j', (path, value) => {
    const flow = withValue(path, value);
    expect(fitsFlowDataSchema(flow)).toBe(flowDataSchema.safeParse(flow).success);
  });
});

describe('parseFlowDataAsWritten', () => {
  it.each(CHANGES)('answers what parseFlowData does when %s is %j', (path, value) => {
    const text = JSON.stringify(withValue(path, value));
    expect(parseFlowDataAsWritten(text)).toEqual(parseFlowData(text));
  });

  it('answers a flow in the stored shape as written, keys in their order', () => {
    const text = JSON.stringify(fullFlow());
    const read = parseFlowDataAsWritten(text);
    expect(read).toEqual(parseFlowData(text));
    expect(read.ok && JSON.stringify(read.flowData)).toBe(text);
  });

  it('names the problem of text that is not JSON as parseFlowData does', () => {
    expect(parseFlowDataAsWritten('{"nodes": [')).toEqual(parseFlowData('{"nodes": ['));
  });
});
