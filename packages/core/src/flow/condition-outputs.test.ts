import { describe, expect, it } from 'vitest';
import {
  CONDITION_MESSAGES,
  conditionOutputLabels,
  conditionOutputs,
  indexedOutputs,
  outputNameOfLabel,
} from './condition-outputs.ts';

const row = (fields: Record<string, unknown>) => ({
  variable: '$flow.output',
  operation: 'Is',
  value: 'x',
  output: 'Agent',
  ...fields,
});
const table = (...rows: unknown[]) => JSON.stringify(rows);

describe('Condition node, table (JSON) mode (spec §5 messages, word for word)', () => {
  it.each<[string, unknown, { ok: false; message: string } | { ok: true; value: string[] }]>([
    ['no items', table(), { ok: false, message: 'Please add an item for the condition' }],
    ['empty text', '', { ok: false, message: CONDITION_MESSAGES.itemRequired }],
    ['unparsable text counts as no items', '[oops', { ok: false, message: CONDITION_MESSAGES.itemRequired }],
    [
      'missing variable',
      table(row({ variable: '' })),
      {
        ok: false,
        message:
          'Please specify a Variable. Try connecting Condition node to a previous node and select the variable',
      },
    ],
    [
      'missing output name',
      table(row({ output: '' })),
      { ok: false, message: 'Please specify an Output Name' },
    ],
    [
      'missing operation',
      table(row({ operation: undefined })),
      { ok: false, message: 'Please select an operation for the condition' },
    ],
    [
      'variable is checked before output and operation',
      table(row({ variable: '', output: '', operation: '' })),
      { ok: false, message: CONDITION_MESSAGES.variableRequired },
    ],
    [
      'the first bad row decides',
      table(row({}), row({ output: '' }), row({ variable: '' })),
      { ok: false, message: CONDITION_MESSAGES.outputNameRequired },
    ],
    [
      'one row: its output plus End',
      table(row({ output: 'Grading' })),
      { ok: true, value: ['End', 'Grading'] },
    ],
    [
      'outputs sorted by name',
      table(row({ output: 'Support' }), row({ output: 'Billing' })),
      { ok: true, value: ['Billing', 'End', 'Support'] },
    ],
    ['duplicates once', table(row({ output: 'A' }), row({ output: 'A' })), { ok: true, value: ['A', 'End'] }],
    ['rows given as a list', [row({ output: 'Next' })], { ok: true, value: ['End', 'Next'] }],
  ])('%s', (_case, value, expected) => {
    expect(conditionOutputLabels(value, 'table')).toEqual(expected);
  });
});

describe('Condition node, code mode', () => {
  it.each<[string, string, { ok: false; message: string } | { ok: true; value: string[] }]>([
    [
      'no return',
      'const x = 1;',
      {
        ok: false,
        message:
          'Please add a return statement in the condition code to define the output. You can refer to How to Use for more information',
      },
    ],
    [
      'returns a non-literal only',
      'return result;',
      { ok: false, message: CONDITION_MESSAGES.returnRequired },
    ],
    ['double quotes', 'if (a) return "Agent";\nreturn "End";', { ok: true, value: ['Agent', 'End'] }],
    [
      'single quotes and backticks',
      "if (a) { return 'Review' }\nreturn `Approve`",
      { ok: true, value: ['Approve', 'Review'] },
    ],
    ['no End added in code mode', 'return "Only";', { ok: true, value: ['Only'] }],
    ['sorted by name', 'return "b"; return "a"; return "C";', { ok: true, value: ['C', 'a', 'b'] }],
  ])('%s', (_case, code, expected) => {
    expect(conditionOutputLabels(code, 'code')).toEqual(expected);
  });
});

describe('conditionOutputs: anchors and edges from vanished outputs', () => {
  const edges = [
    {
      id: 'keep',
      source: 'seqCondition_0',
      target: 'seqAgent_0',
      sourceHandle: 'seqCondition_0-output-needsReview-Condition',
      targetHandle: 'x',
    },
    {
      id: 'gone',
      source: 'seqCondition_0',
      target: 'seqEnd_0',
      sourceHandle: 'seqCondition_0-output-next-Condition',
      targetHandle: 'y',
    },
    {
      id: 'other',
      source: 'seqAgent_1',
      target: 'seqEnd_0',
      sourceHandle: 'seqAgent_1-output-seqAgent-Agent',
      targetHandle: 'z',
    },
  ];

  it('builds one option per output, named in camel case, and removes edges of vanished outputs', () => {
    const outcome = conditionOutputs(
      'seqCondition_0',
      table(row({ output: 'Needs Review' })),
      'table',
      edges,
    );
    expect(outcome).toEqual({
      ok: true,
      value: {
        outputAnchors: [
          {
            name: 'output',
            label: 'Output',
            type: 'options',
            options: [
              {
                id: 'seqCondition_0-output-end-Condition',
                name: 'end',
                label: 'End',
                type: 'Condition',
                isAnchor: true,
              },
              {
                id: 'seqCondition_0-output-needsReview-Condition',
                name: 'needsReview',
                label: 'Needs Review',
                type: 'Condition',
                isAnchor: true,
              },
            ],
          },
        ],
        removedEdgeIds: ['gone'],
      },
    });
  });

  it('answers the message and changes nothing when invalid', () => {
    expect(conditionOutputs('seqCondition_0', 'x = 1', 'code', edges)).toEqual({
      ok: false,
      message: CONDITION_MESSAGES.returnRequired,
    });
  });

  it.each([
    ['End', 'end'],
    ['Needs Review', 'needsReview'],
    ['BILLING TEAM now', 'billingTeamNow'],
  ])('output name of %s is %s', (label, name) => {
    expect(outputNameOfLabel(label)).toBe(name);
  });

  it('numbers agentflow outputs and drops edges beyond the count', () => {
    const agentEdges = [
      {
        id: 'a',
        source: 'conditionAgentflow_0',
        target: 'n1',
        sourceHandle: 'conditionAgentflow_0-output-0',
      },
      {
        id: 'b',
        source: 'conditionAgentflow_0',
        target: 'n2',
        sourceHandle: 'conditionAgentflow_0-output-2',
      },
    ];
    expect(
      indexedOutputs(
        { id: 'conditionAgentflow_0', label: 'Condition', name: 'conditionAgentflow' },
        2,
        agentEdges,
      ),
    ).toEqual({
      outputAnchors: [
        { id: 'conditionAgentflow_0-output-0', label: 'Condition', name: 'conditionAgentflow' },
        { id: 'conditionAgentflow_0-output-1', label: 'Condition', name: 'conditionAgentflow' },
      ],
      removedEdgeIds: ['b'],
    });
  });
});
