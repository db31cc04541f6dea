import { describe, expect, it } from 'vitest';
import { parseFlowData } from './flow-data.schema.ts';

describe('parseFlowData', () => {
  it('keeps fields it does not know, at every level', () => {
    const text = JSON.stringify({
      nodes: [
        { id: 'a_0', position: { x: 1, y: 2 }, dragging: false, data: { name: 'a', custom: { deep: [1] } } },
      ],
      edges: [{ id: 'e', source: 'a_0', target: 'b_0', data: { label: 'x' }, animated: true }],
      viewport: { x: 0, y: 0, zoom: 1, extra: true },
      description: 'kept',
    });
    const parsed = parseFlowData(text);
    expect(parsed.ok && JSON.parse(JSON.stringify(parsed.flowData))).toEqual(JSON.parse(text));
  });

  it.each([
    ['not JSON', '{nodes', 'flowData'],
    ['no nodes', '{"edges":[]}', 'flowData.nodes'],
    [
      'a node without data',
      '{"nodes":[{"id":"a","position":{"x":0,"y":0}}],"edges":[]}',
      'flowData.nodes.0.data',
    ],
    [
      'a node without a name',
      '{"nodes":[{"id":"a","position":{"x":0,"y":0},"data":{}}],"edges":[]}',
      'flowData.nodes.0.data.name',
    ],
    ['an edge without a source', '{"nodes":[],"edges":[{"id":"e","target":"b"}]}', 'flowData.edges.0.source'],
  ])('reports %s with its path', (_case, text, path) => {
    const parsed = parseFlowData(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.issues[0]?.path).toBe(path);
  });
});
