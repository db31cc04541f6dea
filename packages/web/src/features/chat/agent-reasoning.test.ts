import { describe, expect, it } from 'vitest';
import { agentReasoningOf, mergeAgentReasoning, nextAgentOf } from './agent-reasoning.ts';

const step = (agentName: string, message: string, nodeId: string) => ({
  agentName,
  messages: [message],
  usedTools: [],
  sourceDocuments: [],
  state: {},
  nodeName: 'seqAgent',
  nodeId,
});

describe('agent reasoning of an agentflow v1 answer', () => {
  it('reads the steps: name, messages, next agent, instructions and used tools', () => {
    const [supervisor] = agentReasoningOf([
      {
        agentName: 'Supervisor',
        messages: [],
        next: 'Writer',
        instructions: 'Draft the reply',
        usedTools: [{ tool: 'search', toolInput: 'q', toolOutput: 'r' }],
        nodeName: 'supervisor',
        nodeId: 'supervisor_0',
      },
    ]);
    expect(supervisor).toEqual({
      agentName: 'Supervisor',
      messages: [],
      next: 'Writer',
      instructions: 'Draft the reply',
      usedTools: [{ tool: 'search', input: 'q', output: 'r' }],
      sourceDocuments: [],
      nodeId: 'supervisor_0',
    });
  });

  it('reads one step alone and skips what names no agent', () => {
    expect(agentReasoningOf(step('Writer', 'Hi', 'seqAgent_0')).map((item) => item.agentName)).toEqual([
      'Writer',
    ]);
    expect(agentReasoningOf([{ messages: ['lost'] }, 'text', null])).toEqual([]);
  });

  it('replaces the shown steps by a list that repeats them (Flowise) and appends a list of new ones', () => {
    const first = agentReasoningOf([step('Frontline', 'A refund', 'seqAgent_0')]);
    const both = agentReasoningOf([
      step('Frontline', 'A refund', 'seqAgent_0'),
      step('Billing', '42 euros', 'seqAgent_1'),
    ]);
    expect(mergeAgentReasoning(first, both).map((item) => item.agentName)).toEqual(['Frontline', 'Billing']);
    const onlyNew = agentReasoningOf([step('Billing', '42 euros', 'seqAgent_1')]);
    expect(mergeAgentReasoning(first, onlyNew).map((item) => item.agentName)).toEqual([
      'Frontline',
      'Billing',
    ]);
    // The same agent speaking again in a loop is a new turn.
    const again = agentReasoningOf([step('Frontline', 'Anything else?', 'seqAgent_0')]);
    expect(mergeAgentReasoning(first, again)).toHaveLength(2);
    expect(mergeAgentReasoning(first, [])).toBe(first);
  });

  it('reads the next agent from its name or an object naming it', () => {
    expect(nextAgentOf('Billing')).toBe('Billing');
    expect(nextAgentOf({ agentName: 'Billing', nodeId: 'seqAgent_1' })).toBe('Billing');
    expect(nextAgentOf(42)).toBe('');
  });
});
