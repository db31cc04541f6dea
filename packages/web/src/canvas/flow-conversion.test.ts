import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseFlowData } from '@loomflow/core';
import { describe, expect, it } from 'vitest';
import { toEditorGraph, toFlowDataText } from './flow-conversion.ts';

const FIXTURES = '/work/shared/fixtures/flowise-marketplace';

function fixtureFiles(): string[] {
  return ['agentflowsv2', 'agentflows', 'chatflows'].flatMap((folder) =>
    readdirSync(path.join(FIXTURES, folder))
      .filter((file) => file.endsWith('.json'))
      .map((file) => path.join(FIXTURES, folder, file)),
  );
}

function flowDataOf(file: string): unknown {
  const template = JSON.parse(readFileSync(file, 'utf8')) as { flowData?: unknown; nodes?: unknown };
  const data = template.flowData ?? template;
  return typeof data === 'string' ? JSON.parse(data) : data;
}

describe('flowData round trip through the editor', () => {
  const files = fixtureFiles();

  it('finds the marketplace templates', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((file) => [path.relative(FIXTURES, file), file]))('%s saves unchanged', (_name, file) => {
    const original = flowDataOf(file) as { viewport?: unknown };
    const parsed = parseFlowData(JSON.stringify(original));
    if (!parsed.ok) throw new Error(parsed.issues[0]?.message);
    const graph = toEditorGraph(parsed.flowData);
    const saved = JSON.parse(
      toFlowDataText(graph.nodes, graph.edges, parsed.flowData.viewport, graph.originals),
    );
    expect(saved).toEqual({ ...original, viewport: original.viewport ?? { x: 0, y: 0, zoom: 1 } });
  });

  it('writes a moved node with its new position and keeps unknown fields', () => {
    const parsed = parseFlowData(
      JSON.stringify({
        nodes: [
          {
            id: 'a_0',
            type: 'customNode',
            position: { x: 1, y: 2 },
            width: 300,
            extra: 7,
            data: { name: 'a', custom: true },
          },
        ],
        edges: [{ id: 'e', source: 'a_0', target: 'a_0', kind: 'mine' }],
      }),
    );
    if (!parsed.ok) throw new Error('unparsable');
    const graph = toEditorGraph(parsed.flowData);
    const moved = graph.nodes.map((node) => ({ ...node, position: { x: 10, y: 20 } }));
    const saved = JSON.parse(toFlowDataText(moved, graph.edges, undefined, graph.originals)) as {
      nodes: unknown[];
      edges: unknown[];
    };
    expect(saved.nodes[0]).toMatchObject({
      position: { x: 10, y: 20 },
      width: 300,
      extra: 7,
      data: { custom: true },
    });
    expect(saved.edges[0]).toMatchObject({ kind: 'mine' });
  });
});
