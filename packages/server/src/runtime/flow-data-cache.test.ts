import { describe, expect, it } from 'vitest';
import type { ChatFlowRow } from '../db/schema.ts';
import { parseFlowData } from './flow-data-cache.ts';

const row = (label: string): ChatFlowRow =>
  ({
    id: 'same-flow-id',
    updatedDate: '2026-01-01T00:00:00.000Z',
    flowData: JSON.stringify({
      nodes: [
        {
          id: 'a',
          type: 'agentFlow',
          position: { x: 0, y: 0 },
          data: { id: 'a', name: 'startAgentflow', label },
        },
      ],
      edges: [],
    }),
  }) as ChatFlowRow;

describe('parsed flow cache', () => {
  it('parses again when the same id and date come back with other content (an imported copy)', () => {
    expect(parseFlowData(row('First')).nodes[0]?.data.label).toBe('First');
    expect(parseFlowData(row('Imported')).nodes[0]?.data.label).toBe('Imported');
  });
});
