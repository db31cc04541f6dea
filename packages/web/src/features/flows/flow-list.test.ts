import type { Chatflow } from '@loomflow/core';
import { describe, expect, it } from 'vitest';
import { canvasPathOf, categoryTags, flowNodeNames, sortFlows } from './flow-list.ts';

function flow(name: string, createdDate: string, updatedDate: string): Chatflow {
  return {
    id: name,
    name,
    flowData: '{}',
    type: 'CHATFLOW',
    deployed: null,
    isPublic: null,
    apikeyid: null,
    chatbotConfig: null,
    apiConfig: null,
    analytic: null,
    speechToText: null,
    followUpPrompts: null,
    category: null,
    workspaceId: 'w',
    createdDate,
    updatedDate,
  };
}

describe('flow list helpers', () => {
  it.each([
    ['CHATFLOW', '/canvas/a'],
    ['ASSISTANT', '/canvas/a'],
    ['MULTIAGENT', '/agentcanvas/a'],
    ['AGENTFLOW', '/v2/agentcanvas/a'],
  ] as const)('edits a %s flow at %s', (type, path) => {
    expect(canvasPathOf(type, 'a')).toBe(path);
  });

  it('sorts by name, creation and last change', () => {
    const flows = [flow('b', '2026-01-02', '2026-01-03'), flow('A', '2026-01-03', '2026-01-01')];
    expect(sortFlows(flows, 'name').map((f) => f.name)).toEqual(['A', 'b']);
    expect(sortFlows(flows, 'created').map((f) => f.name)).toEqual(['A', 'b']);
    expect(sortFlows(flows, 'updated').map((f) => f.name)).toEqual(['b', 'A']);
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
