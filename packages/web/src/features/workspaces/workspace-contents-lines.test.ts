import { describe, expect, it } from 'vitest';
import { ownedItemLines } from './workspace-contents-lines.ts';

const empty = {
  chatflows: 0,
  agentflows: 0,
  assistants: 0,
  credentials: 0,
  variables: 0,
  tools: 0,
  apiKeys: 0,
  executions: 0,
  chatMessages: 0,
  users: 0,
};

describe('ownedItemLines', () => {
  it('names only the kinds the workspace holds, singular or plural', () => {
    expect(ownedItemLines({ ...empty, chatflows: 2, credentials: 1, apiKeys: 1200, users: 4 })).toEqual([
      '2 chatflows',
      '1 credential',
      `${(1200).toLocaleString()} API keys`,
    ]);
    expect(ownedItemLines(empty)).toEqual([]);
  });
});
