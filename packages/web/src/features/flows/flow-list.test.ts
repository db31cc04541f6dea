import { describe, expect, it } from 'vitest';
import { canvasPathOf, categoryTags, FLOW_SORTS, flowNodeNames, isFlowSort } from './flow-list.ts';

describe('flow list helpers', () => {
  it.each([
    ['CHATFLOW', '/canvas/a'],
    ['ASSISTANT', '/canvas/a'],
    ['MULTIAGENT', '/agentcanvas/a'],
    ['AGENTFLOW', '/v2/agentcanvas/a'],
  ] as const)('edits a %s flow at %s', (type, path) => {
    expect(canvasPathOf(type, 'a')).toBe(path);
  });

  it.each([
    ['name-asc', 'name', 'asc'],
    ['createdDate-desc', 'createdDate', 'desc'],
    ['updatedDate-asc', 'updatedDate', 'asc'],
  ] as const)('asks the server for the %s order', (key, sort, order) => {
    expect(isFlowSort(key)).toBe(true);
    expect(FLOW_SORTS[key]).toMatchObject({ sort, order });
  });

  it('knows no other orders', () => {
    expect(isFlowSort('size-asc')).toBe(false);
    expect(isFlowSort('toString')).toBe(false);
  });

  it('splits category tags and reads node names without sticky notes', () => {
    expect(categoryTags('RAG; Support;;')).toEqual(['RAG', 'Support']);
    expect(categoryTags(null)).toEqual([]);
    const data = JSON.stringify({
      nodes: [
        { data: { name: 'startAgentflow' } },
        { data: { name: 'stickyNoteAgentflow' } },
        { data: { name: 'llmAgentflow' } },
        { data: { name: 'llmAgentflow' } },
      ],
    });
    expect(flowNodeNames(data)).toEqual(['startAgentflow', 'llmAgentflow']);
    expect(flowNodeNames('not json')).toEqual([]);
  });
});
