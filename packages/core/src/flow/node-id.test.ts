import { describe, expect, it } from 'vitest';
import { nextNodeId, nextNodeLabel, nodeIdCounter } from './node-id.ts';

const ids = (...list: string[]) => list.map((id) => ({ id }));

describe('nextNodeId (spec §5: name plus the lowest free counter)', () => {
  it.each<[string, string[], string]>([
    ['first of its kind', [], 'llmAgentflow_0'],
    ['after 0', ['llmAgentflow_0'], 'llmAgentflow_1'],
    ['fills a gap', ['llmAgentflow_0', 'llmAgentflow_2'], 'llmAgentflow_1'],
    ['reuses 0 when freed', ['llmAgentflow_1'], 'llmAgentflow_0'],
    ['other names do not count', ['agentAgentflow_0', 'llmAgentflow_0'], 'llmAgentflow_1'],
    ['a prefix name is distinct', ['llm_0'], 'llmAgentflow_0'],
    [
      'many taken',
      ['llmAgentflow_0', 'llmAgentflow_1', 'llmAgentflow_2', 'llmAgentflow_3'],
      'llmAgentflow_4',
    ],
  ])('%s', (_case, taken, expected) => {
    expect(nextNodeId('llmAgentflow', ids(...taken))).toBe(expected);
  });

  it('reads the counter back', () => {
    expect(nodeIdCounter('llmAgentflow_12')).toBe(12);
    expect(nodeIdCounter('custom')).toBeUndefined();
  });
});

describe('nextNodeLabel', () => {
  it.each<[string, { name: string; label: string; type?: string }, string[], string]>([
    ['numbered by the free counter', { name: 'llmAgentflow', label: 'LLM' }, ['llmAgentflow_0'], 'LLM 1'],
    ['first one is 0', { name: 'agentAgentflow', label: 'Agent' }, [], 'Agent 0'],
    ['the Start node keeps its label', { name: 'startAgentflow', label: 'Start' }, [], 'Start'],
    [
      'sticky notes keep theirs',
      { name: 'stickyNoteAgentflow', label: 'Sticky Note', type: 'StickyNote' },
      [],
      'Sticky Note',
    ],
  ])('%s', (_case, definition, taken, expected) => {
    expect(nextNodeLabel(definition, ids(...taken))).toBe(expected);
  });
});
