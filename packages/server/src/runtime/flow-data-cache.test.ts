import { describe, expect, it } from 'vitest';
import type { ChatFlowRow } from '../db/schema.ts';
import { PARSED_FLOWS_KEPT, parseFlowData } from './flow-data-cache.ts';

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

describe('parsed flow cache bound', () => {
  const flowRow = (id: string): ChatFlowRow => ({ ...row(id), id });

  it('keeps the flows run lately when more than it holds are run, dropping the least recently run', () => {
    const busy = parseFlowData(flowRow('busy'));
    const idle = parseFlowData(flowRow('idle'));
    for (let index = 0; index < PARSED_FLOWS_KEPT - 2; index += 1) parseFlowData(flowRow(`other-${index}`));
    // Run again (a new read of the same text): the same parse, now the most recent.
    expect(parseFlowData(flowRow('busy'))).toBe(busy);
    parseFlowData(flowRow('one-more'));
    expect(parseFlowData(flowRow('busy'))).toBe(busy);
    expect(parseFlowData(flowRow('idle'))).not.toBe(idle);
  });
});
