import { describe, expect, it } from 'vitest';
import {
  chatViewOfAction,
  chatViewOfActionText,
  chatViewOfExecutionData,
  chatViewOfRecord,
} from './chat-view-records.ts';

const record = {
  nodeId: 'llmAgentflow_1',
  nodeLabel: 'Inner',
  data: {
    id: 'llmAgentflow_1',
    name: 'llmAgentflow',
    input: { messages: [{ role: 'system', content: 'secret prompt' }] },
    output: { content: 'Hi, your key is sk-abcdefghijklmnop', http: { headers: { 'set-cookie': 'a=b' } } },
    state: { plan: 'internal' },
    chatHistory: [{ role: 'system', content: 'secret prompt' }],
    error: 'failed with Bearer abcdefghijklmnop',
    usage: { inputTokens: 1, outputTokens: 2, totalTokens: 3 },
    startedAt: '2026-01-01T00:00:00.000Z',
    durationMs: 12,
    iterationIndex: 2,
    parentNodeId: 'iterationAgentflow_0',
  },
  previousNodeIds: ['startAgentflow_0'],
  status: 'ERROR',
};

describe('what a chat shows of a run', () => {
  it('keeps a node’s identity, status, output text, error, timing and iteration place; drops the rest', () => {
    expect(chatViewOfRecord(record)).toEqual({
      nodeId: 'llmAgentflow_1',
      nodeLabel: 'Inner',
      data: {
        id: 'llmAgentflow_1',
        name: 'llmAgentflow',
        output: { content: 'Hi, your key is [redacted]' },
        error: 'failed with [redacted]',
        usage: { inputTokens: 1, outputTokens: 2, totalTokens: 3 },
        startedAt: '2026-01-01T00:00:00.000Z',
        durationMs: 12,
        iterationIndex: 2,
        parentNodeId: 'iterationAgentflow_0',
      },
      previousNodeIds: ['startAgentflow_0'],
      status: 'ERROR',
    });
  });

  it('reads stored records, and shows none for text that is not a list of them', () => {
    expect(JSON.parse(chatViewOfExecutionData(JSON.stringify([record])))).toHaveLength(1);
    expect(chatViewOfExecutionData('not json sk-abcdefghijklmnop')).toBe('[]');
    expect(chatViewOfExecutionData('{"a":1}')).toBe('[]');
  });

  it('keeps a paused run’s buttons and node, not the messages and tool calls it saved', () => {
    const action = {
      id: 'a-1',
      mapping: { approve: 'Go', reject: 'Stop', toolCalls: [{ name: 'http', args: { token: 'x' } }] },
      elements: [{ type: 'agentflowv2-approve-button', label: 'Go' }],
      data: {
        nodeId: 'humanInputAgentflow_0',
        nodeLabel: 'Check',
        input: { messages: [{ role: 'system', content: 'secret prompt' }] },
        pendingMessages: ['secret prompt'],
      },
    };
    const expected = {
      id: 'a-1',
      mapping: { approve: 'Go', reject: 'Stop' },
      elements: [{ type: 'agentflowv2-approve-button', label: 'Go' }],
      data: { nodeId: 'humanInputAgentflow_0', nodeLabel: 'Check' },
    };
    expect(chatViewOfAction(action)).toEqual(expected);
    expect(JSON.parse(chatViewOfActionText(JSON.stringify(action)) ?? 'null')).toEqual(expected);
    expect(chatViewOfActionText('not json')).toBeNull();
  });
});
