import type { FlowNode } from '@loomflow/core';
import { describe, expect, it } from 'vitest';
import { appendReducer, freshStateWrites, replaceReducer, stateRowsOf } from './seq-state-channels.ts';

function stateNode(inputs: Record<string, unknown>): FlowNode {
  return {
    id: 'seqState_0',
    position: { x: 0, y: 0 },
    data: { id: 'seqState_0', name: 'seqState', label: 'State', inputs },
  };
}

describe('agentflow v1 state channels', () => {
  it('reads the State table: keys, Replace / Append and their defaults', () => {
    const rows = stateRowsOf(
      stateNode({
        stateMemoryUI: JSON.stringify([
          { key: 'user', type: 'Replace', defaultValue: '' },
          { key: 'count', type: 'Replace', defaultValue: '3' },
          { key: 'notes', type: 'Append', defaultValue: '["a"]' },
          { key: 'tags', type: 'Append', defaultValue: 'first' },
          { key: ' ', type: 'Replace', defaultValue: 'ignored' },
        ]),
      }),
    );
    expect(rows).toEqual([
      { key: 'user', append: false, defaultValue: null },
      { key: 'count', append: false, defaultValue: 3 },
      { key: 'notes', append: true, defaultValue: ['a'] },
      { key: 'tags', append: true, defaultValue: ['first'] },
    ]);
  });

  it('Replace keeps the value when the update is null; Append adds values and lists', () => {
    expect(replaceReducer('old', 'new')).toBe('new');
    expect(replaceReducer('old', null)).toBe('old');
    expect(appendReducer(['a'], 'b')).toEqual(['a', 'b']);
    expect(appendReducer(['a'], ['b', 'c'])).toEqual(['a', 'b', 'c']);
    expect(appendReducer(undefined, 'x')).toEqual(['x']);
  });

  it('a fresh conversation resets every channel to its default, whatever the reducer', () => {
    const rows = stateRowsOf(
      stateNode({ stateMemoryUI: [{ key: 'notes', type: 'Append', defaultValue: '' }] }),
    );
    const writes = freshStateWrites(rows);
    expect(appendReducer(['kept?'], writes.notes)).toEqual([]);
    expect(replaceReducer({ a: 1 }, writes.loomflowRoutes)).toEqual({});
  });

  it.each([
    [
      { selectedStateTab_seqState_0: 'stateMemoryCode', stateMemoryCode: '{ a: { value: (x, y) => y } }' },
      /Custom State \(Code\).*Custom State \(Table\)/,
    ],
    [
      { stateMemoryUI: JSON.stringify([{ key: 'messages', type: 'Append' }]) },
      /"messages", a name the runtime keeps/,
    ],
    [{ stateMemoryUI: '[{"key": ' }, /not valid JSON/],
  ])('refuses what it cannot run, saying what to do (%#)', (inputs, message) => {
    expect(() => stateRowsOf(stateNode(inputs))).toThrow(message);
  });
});
