import { describe, expect, it } from 'vitest';
import type { FlowNode } from './flow-data.schema.ts';
import { sanitizeFlowForExport, withoutCredentialIds } from './export-sanitize.ts';

const node = (
  inputParams: { name: string; type: string }[],
  inputs: Record<string, unknown>,
  extra = {},
): FlowNode => ({
  id: 'n_0',
  type: 'customNode',
  position: { x: 1, y: 2 },
  selected: true,
  data: {
    id: 'n_0',
    name: 'n',
    label: 'N',
    inputParams,
    inputs,
    credential: 'cred-123',
    selected: true,
    ...extra,
  },
});

describe('export sanitising (spec §5)', () => {
  it.each<[string, { name: string; type: string }[], Record<string, unknown>, Record<string, unknown>]>([
    [
      'password inputs',
      [
        { name: 'apiKey', type: 'password' },
        { name: 'model', type: 'string' },
      ],
      { apiKey: 'sk-1', model: 'gpt' },
      { model: 'gpt' },
    ],
    [
      'file inputs',
      [{ name: 'txtFile', type: 'file' }],
      { txtFile: 'data:text/plain;base64,eA==,filename:a.txt' },
      {},
    ],
    ['folder inputs', [{ name: 'folderPath', type: 'folder' }], { folderPath: '/srv/docs' }, {}],
    ['credential inputs', [{ name: 'credential', type: 'credential' }], { credential: 'cred-9' }, {}],
    ['values without a declaration are kept', [], { loose: 'x' }, { loose: 'x' }],
    [
      'credential-id markers inside configurations, at any depth',
      [{ name: 'llmModelConfig', type: 'json' }],
      {
        llmModelConfig: { modelName: 'gpt-4o', FLOWISE_CREDENTIAL_ID: 'c1' },
        tools: [{ cfg: { FLOWISE_CREDENTIAL_ID: 'c2', a: 1 } }],
      },
      { llmModelConfig: { modelName: 'gpt-4o' }, tools: [{ cfg: { a: 1 } }] },
    ],
  ])('strips %s', (_case, params, inputs, expected) => {
    const exported = sanitizeFlowForExport({ nodes: [node(params, inputs)], edges: [] });
    expect(exported.nodes[0]?.data.inputs).toEqual(expected);
  });

  it('drops the chosen credential and unknown data fields, unselects, keeps the declaration and edges', () => {
    const edge = { id: 'e', source: 'a', target: 'b', sourceHandle: 'a-output-x', targetHandle: 'b' };
    const exported = sanitizeFlowForExport({
      nodes: [node([], {}, { status: 'FINISHED', color: '#fff' })],
      edges: [edge],
    });
    expect(exported.nodes[0]).toEqual({
      id: 'n_0',
      type: 'customNode',
      position: { x: 1, y: 2 },
      selected: false,
      data: { id: 'n_0', name: 'n', label: 'N', color: '#fff', inputParams: [], inputs: {}, selected: false },
    });
    expect(exported.edges).toEqual([edge]);
  });

  it('removes markers from any value', () => {
    expect(
      withoutCredentialIds([
        { FLOWISE_CREDENTIAL_ID: 'x', keep: [1, { FLOWISE_CREDENTIAL_ID: 'y' }] },
        'text',
        null,
      ]),
    ).toEqual([{ keep: [1, {}] }, 'text', null]);
  });
});
