import { AIMessage, HumanMessage, ToolMessage } from '@langchain/core/messages';
import { describe, expect, it } from 'vitest';
import { turnUsedTools } from './seq-tool-calls.ts';

function callsFrom(nodeId: string, id: string, input: string): AIMessage {
  return new AIMessage({
    content: '',
    tool_calls: [{ id, name: 'calculator', args: { input } }],
    additional_kwargs: { nodeId },
  });
}

describe('turnUsedTools', () => {
  it('gives the calls of the node’s current turn with their answers, oldest first', () => {
    const messages = [
      new HumanMessage('what is 1 + 1?'),
      callsFrom('seqAgent_0', 'call-0', '1 + 1'),
      new ToolMessage({ content: '2', tool_call_id: 'call-0', name: 'calculator' }),
      new AIMessage({ content: 'It is 2.', additional_kwargs: { nodeId: 'seqAgent_0' } }),
      new HumanMessage('and (2 + 3) * 4?'),
      callsFrom('seqAgent_0', 'call-1', '2 + 3'),
      new ToolMessage({ content: '5', tool_call_id: 'call-1', name: 'calculator' }),
      callsFrom('seqAgent_0', 'call-2', '5 * 4'),
      new ToolMessage({ content: '20', tool_call_id: 'call-2', name: 'calculator' }),
    ];
    expect(turnUsedTools(messages, 'seqAgent_0')).toEqual([
      { tool: 'calculator', toolInput: { input: '2 + 3' }, toolOutput: '5' },
      { tool: 'calculator', toolInput: { input: '5 * 4' }, toolOutput: '20' },
    ]);
  });

  it('gives none when the turn used no tools or the calls were another node’s', () => {
    const answered = [new HumanMessage('hi'), new AIMessage({ content: 'Hello.' })];
    expect(turnUsedTools(answered, 'seqAgent_0')).toEqual([]);
    const others = [
      new HumanMessage('what is 1 + 1?'),
      callsFrom('seqAgent_1', 'call-0', '1 + 1'),
      new ToolMessage({ content: '2', tool_call_id: 'call-0', name: 'calculator' }),
    ];
    expect(turnUsedTools(others, 'seqAgent_0')).toEqual([]);
  });
});
