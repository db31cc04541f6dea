import { describe, expect, it } from 'vitest';
import { pastTurnsSent } from './memory-settings.ts';

describe('how many past turns an agentflow node can send (pastTurnsSent)', () => {
  it('none with memory off, on each model node', () => {
    expect(pastTurnsSent('llmAgentflow', { llmEnableMemory: false })).toBe(0);
    expect(pastTurnsSent('agentAgentflow', { agentEnableMemory: 'false' })).toBe(0);
    expect(pastTurnsSent('conditionAgentAgentflow', { conditionAgentEnableMemory: false })).toBe(0);
  });

  it('two per exchange of a window (20 exchanges when the size is unset)', () => {
    expect(pastTurnsSent('llmAgentflow', { llmMemoryType: 'windowSize', llmMemoryWindowSize: 3 })).toBe(6);
    expect(
      pastTurnsSent('agentAgentflow', { agentMemoryType: 'windowSize', agentMemoryWindowSize: '5' }),
    ).toBe(10);
    expect(pastTurnsSent('llmAgentflow', { llmMemoryType: 'windowSize' })).toBe(40);
  });

  it('all of them with memory on by default, summaries, other nodes, or memory inputs left to templates', () => {
    expect(pastTurnsSent('llmAgentflow', {})).toBeUndefined();
    expect(pastTurnsSent('llmAgentflow', { llmMemoryType: 'conversationSummaryBuffer' })).toBeUndefined();
    expect(pastTurnsSent('humanInputAgentflow', {})).toBeUndefined();
    expect(
      pastTurnsSent('llmAgentflow', { llmMemoryType: 'windowSize', llmMemoryWindowSize: '{{ $vars.size }}' }),
    ).toBeUndefined();
    expect(pastTurnsSent('llmAgentflow', { llmEnableMemory: '{{ $vars.memory }}' })).toBeUndefined();
  });
});
