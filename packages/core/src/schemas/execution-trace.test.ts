import { describe, expect, it } from 'vitest';
import { parseExecutionRecords, traceGraphOf } from './execution-trace.ts';

describe('execution trace data', () => {
  it('keeps positions, labels, containers and edges of a flow, not its inputs or sticky notes', () => {
    const graph = traceGraphOf({
      nodes: [
        {
          id: 'iteration_0',
          type: 'iteration',
          position: { x: 10, y: 20 },
          width: 300,
          height: 200,
          data: { name: 'iterationAgentflow', label: 'Each', inputs: { apiKey: 'secret' } },
        },
        {
          id: 'llm_0',
          type: 'agentFlow',
          position: { x: 5, y: 6 },
          parentNode: 'iteration_0',
          data: { name: 'llmAgentflow', color: '#123456', inputs: { credential: 'c-1' } },
        },
        { id: 'note_0', type: 'stickyNote', position: { x: 0, y: 0 }, data: { name: 'stickyNoteAgentflow' } },
      ],
      edges: [
        { id: 'e1', source: 'iteration_0', target: 'llm_0', sourceHandle: 'h' },
        { id: 'e2', source: 'note_0', target: 'llm_0' },
      ],
    });
    expect(graph).toEqual({
      nodes: [
        {
          id: 'iteration_0',
          type: 'iteration',
          name: 'iterationAgentflow',
          label: 'Each',
          position: { x: 10, y: 20 },
          width: 300,
          height: 200,
        },
        {
          id: 'llm_0',
          type: 'agentFlow',
          name: 'llmAgentflow',
          label: 'llmAgentflow',
          position: { x: 5, y: 6 },
          parentId: 'iteration_0',
          color: '#123456',
        },
      ],
      edges: [{ id: 'e1', source: 'iteration_0', target: 'llm_0', sourceHandle: 'h', targetHandle: null }],
    });
  });

  it('reads node records, skipping what is not one and tolerating records without timing', () => {
    const records = parseExecutionRecords(
      JSON.stringify([
        { nodeId: 'a', nodeLabel: 'A', status: 'FINISHED', previousNodeIds: [], data: { startedAt: 'x' } },
        { nodeLabel: 'no id' },
        { nodeId: 'b', status: 'SOMETHING', data: null },
      ]),
    );
    expect(records.map((record) => [record.nodeId, record.status, record.nodeLabel])).toEqual([
      ['a', 'FINISHED', 'A'],
      ['b', 'FINISHED', ''],
    ]);
    expect(records[1]?.data).toEqual({});
    expect(parseExecutionRecords('not json')).toEqual([]);
    expect(parseExecutionRecords('{"nodeId":"a"}')).toEqual([]);
  });
});
