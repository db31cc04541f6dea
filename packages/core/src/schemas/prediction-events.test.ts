import { describe, expect, it } from 'vitest';
import {
  PREDICTION_EVENTS,
  predictionEventSchema,
  readPredictionEvent,
  type PredictionEventArgs,
  type PredictionEventName,
} from './prediction.ts';

interface EventCases {
  /** Frames a reader takes, with what it reads (the frame itself when omitted). */
  readonly valid: readonly { name: string; frame: unknown; read?: unknown }[];
  /** Frames a reader drops. */
  readonly invalid: readonly { name: string; frame: unknown }[];
  /** A frame whose payload has a key the schema does not name, and what a reader gets of it. */
  readonly extraKey: { frame: unknown; read: unknown };
}

const action = {
  id: 'a1',
  mapping: { approve: 'Yes', reject: 'No' },
  elements: [{ type: 'button', label: 'Yes' }],
  data: { nodeId: 'human_0', nodeLabel: 'Check' },
};

const metadata = { chatId: 'c1', chatMessageId: 'm1', question: 'Hi?', sessionId: 's1' };

/** A payload that is a list of what nodes produced: any items, a list only. */
function listCases(event: PredictionEventName): EventCases {
  return {
    valid: [
      { name: 'a list', frame: { event, data: [{ a: 1 }, 'text', 2] } },
      { name: 'an empty list', frame: { event, data: [] } },
    ],
    invalid: [
      { name: 'an object', frame: { event, data: { a: 1 } } },
      { name: 'text', frame: { event, data: '[]' } },
      { name: 'no data', frame: { event } },
    ],
    extraKey: {
      frame: { event, data: [{ a: 1, more: true }] },
      read: { event, data: [{ a: 1, more: true }] },
    },
  };
}

/** A payload of text. */
function textCases(event: PredictionEventName): EventCases {
  return {
    valid: [
      { name: 'text', frame: { event, data: 'Hello' } },
      { name: 'empty text', frame: { event, data: '' } },
    ],
    invalid: [
      { name: 'a number', frame: { event, data: 5 } },
      { name: 'no data', frame: { event } },
    ],
    extraKey: { frame: { event, data: 'Hi', id: 7 }, read: { event, data: 'Hi' } },
  };
}

/** `end` and `abort`: `[DONE]`, whatever was sent. */
function doneCases(event: PredictionEventName): EventCases {
  return {
    valid: [
      { name: '[DONE]', frame: { event, data: '[DONE]' } },
      { name: 'other text', frame: { event, data: 'bye' }, read: { event, data: '[DONE]' } },
      { name: 'no data', frame: { event }, read: { event, data: '[DONE]' } },
    ],
    invalid: [{ name: 'a misspelt name', frame: { event: `${event}ed`, data: '[DONE]' } }],
    extraKey: { frame: { event, data: '[DONE]', at: 1 }, read: { event, data: '[DONE]' } },
  };
}

const CASES: Record<PredictionEventName, EventCases> = {
  start: textCases('start'),
  token: textCases('token'),
  thinking: textCases('thinking'),
  sourceDocuments: listCases('sourceDocuments'),
  usedTools: listCases('usedTools'),
  calledTools: listCases('calledTools'),
  artifacts: listCases('artifacts'),
  fileAnnotations: listCases('fileAnnotations'),
  agentFlowExecutedData: listCases('agentFlowExecutedData'),
  agentReasoning: {
    valid: [
      { name: 'the turns so far', frame: { event: 'agentReasoning', data: [{ agentName: 'A' }] } },
      { name: 'one turn', frame: { event: 'agentReasoning', data: { agentName: 'A' } } },
    ],
    invalid: [
      { name: 'text', frame: { event: 'agentReasoning', data: 'A' } },
      { name: 'no data', frame: { event: 'agentReasoning' } },
    ],
    extraKey: {
      frame: { event: 'agentReasoning', data: [{ agentName: 'A', state: {} }] },
      read: { event: 'agentReasoning', data: [{ agentName: 'A', state: {} }] },
    },
  },
  nextAgent: {
    valid: [
      { name: "the agent's name", frame: { event: 'nextAgent', data: 'Writer' } },
      { name: '{agentName}', frame: { event: 'nextAgent', data: { agentName: 'Writer' } } },
      { name: '{nextAgent}', frame: { event: 'nextAgent', data: { nextAgent: 'Writer' } } },
      {
        name: 'a name that is not text, read as none',
        frame: { event: 'nextAgent', data: { agentName: 3 } },
        read: { event: 'nextAgent', data: { agentName: undefined } },
      },
    ],
    invalid: [
      { name: 'a number', frame: { event: 'nextAgent', data: 3 } },
      { name: 'a list', frame: { event: 'nextAgent', data: ['Writer'] } },
    ],
    extraKey: {
      frame: { event: 'nextAgent', data: { agentName: 'Writer', nodeId: 'n1' } },
      read: { event: 'nextAgent', data: { agentName: 'Writer' } },
    },
  },
  agentFlowEvent: {
    valid: ['INPROGRESS', 'FINISHED', 'ERROR', 'TERMINATED', 'STOPPED', 'TIMEOUT'].map((state) => ({
      name: state,
      frame: { event: 'agentFlowEvent', data: state },
    })),
    invalid: [
      { name: 'an unknown state', frame: { event: 'agentFlowEvent', data: 'DONE' } },
      { name: 'lower case', frame: { event: 'agentFlowEvent', data: 'finished' } },
    ],
    extraKey: {
      frame: { event: 'agentFlowEvent', data: 'FINISHED', extra: 1 },
      read: { event: 'agentFlowEvent', data: 'FINISHED' },
    },
  },
  nextAgentFlow: {
    valid: [
      {
        name: 'a node that started',
        frame: { event: 'nextAgentFlow', data: { nodeId: 'llm_0', nodeLabel: 'LLM', status: 'INPROGRESS' } },
      },
      {
        name: 'a node that failed',
        frame: {
          event: 'nextAgentFlow',
          data: { nodeId: 'llm_0', nodeLabel: 'LLM', status: 'ERROR', error: 'Boom' },
        },
      },
      {
        name: 'no label (read as empty)',
        frame: { event: 'nextAgentFlow', data: { nodeId: 'llm_0', status: 'FINISHED' } },
        read: { event: 'nextAgentFlow', data: { nodeId: 'llm_0', nodeLabel: '', status: 'FINISHED' } },
      },
      {
        name: 'an error that is not text (read as none)',
        frame: { event: 'nextAgentFlow', data: { nodeId: 'n', nodeLabel: 'N', status: 'ERROR', error: {} } },
        read: { event: 'nextAgentFlow', data: { nodeId: 'n', nodeLabel: 'N', status: 'ERROR' } },
      },
    ],
    invalid: [
      {
        name: 'no node id',
        frame: { event: 'nextAgentFlow', data: { nodeLabel: 'LLM', status: 'FINISHED' } },
      },
      {
        name: 'an empty node id',
        frame: { event: 'nextAgentFlow', data: { nodeId: '', nodeLabel: 'LLM', status: 'FINISHED' } },
      },
      {
        name: 'an unknown status',
        frame: { event: 'nextAgentFlow', data: { nodeId: 'n', nodeLabel: 'N', status: 'DONE' } },
      },
      { name: 'text', frame: { event: 'nextAgentFlow', data: 'llm_0' } },
    ],
    extraKey: {
      frame: { event: 'nextAgentFlow', data: { nodeId: 'n', nodeLabel: 'N', status: 'FINISHED', at: 1 } },
      read: { event: 'nextAgentFlow', data: { nodeId: 'n', nodeLabel: 'N', status: 'FINISHED' } },
    },
  },
  action: {
    valid: [
      { name: 'buttons of a paused node', frame: { event: 'action', data: action } },
      {
        name: 'no labels, no id (read as empty)',
        frame: { event: 'action', data: { data: { nodeId: 'human_0' } } },
        read: {
          event: 'action',
          data: { id: '', mapping: { approve: '', reject: '' }, elements: [], data: { nodeId: 'human_0' } },
        },
      },
    ],
    invalid: [
      { name: 'no data', frame: { event: 'action', data: { id: 'a1', mapping: action.mapping } } },
      { name: 'data that is text', frame: { event: 'action', data: { ...action, data: 'human_0' } } },
      { name: 'text', frame: { event: 'action', data: 'approve' } },
    ],
    extraKey: {
      frame: { event: 'action', data: { ...action, mapping: { ...action.mapping, toolCalls: [] }, more: 1 } },
      read: { event: 'action', data: action },
    },
  },
  metadata: {
    valid: [
      { name: 'the ids', frame: { event: 'metadata', data: metadata } },
      {
        name: 'follow-up prompts as JSON text, flow variables and an action',
        frame: {
          event: 'metadata',
          data: { ...metadata, followUpPrompts: '["More?"]', flowVariables: { a: 1 }, action },
        },
      },
      {
        name: 'follow-up prompts as a list',
        frame: { event: 'metadata', data: { ...metadata, followUpPrompts: ['More?'] } },
      },
      {
        name: 'missing ids (read as empty)',
        frame: { event: 'metadata', data: { followUpPrompts: '[]' } },
        read: {
          event: 'metadata',
          data: { chatId: '', chatMessageId: '', question: '', sessionId: '', followUpPrompts: '[]' },
        },
      },
      {
        name: 'an action without data (read as none)',
        frame: { event: 'metadata', data: { ...metadata, action: { id: 'a1' } } },
        read: { event: 'metadata', data: metadata },
      },
    ],
    invalid: [
      { name: 'text', frame: { event: 'metadata', data: 'm1' } },
      { name: 'a list', frame: { event: 'metadata', data: [metadata] } },
      { name: 'no data', frame: { event: 'metadata' } },
    ],
    extraKey: {
      frame: { event: 'metadata', data: { ...metadata, memoryType: 'Buffer' } },
      read: { event: 'metadata', data: metadata },
    },
  },
  usageMetadata: {
    valid: [
      {
        name: 'token counts',
        frame: { event: 'usageMetadata', data: { inputTokens: 3, outputTokens: 4, totalTokens: 7 } },
      },
    ],
    invalid: [
      {
        name: 'counts as text',
        frame: { event: 'usageMetadata', data: { inputTokens: '3', outputTokens: 4, totalTokens: 7 } },
      },
      {
        name: 'a missing count',
        frame: { event: 'usageMetadata', data: { inputTokens: 3, outputTokens: 4 } },
      },
    ],
    extraKey: {
      frame: {
        event: 'usageMetadata',
        data: { inputTokens: 3, outputTokens: 4, totalTokens: 7, model: 'm' },
      },
      read: { event: 'usageMetadata', data: { inputTokens: 3, outputTokens: 4, totalTokens: 7 } },
    },
  },
  error: {
    valid: [
      { name: 'the reason', frame: { event: 'error', data: 'The model is down' } },
      {
        name: 'no reason (read as empty)',
        frame: { event: 'error', data: { code: 1 } },
        read: { event: 'error', data: '' },
      },
      { name: 'no data (read as empty)', frame: { event: 'error' }, read: { event: 'error', data: '' } },
    ],
    invalid: [{ name: 'the name in capitals', frame: { event: 'ERROR', data: 'Boom' } }],
    extraKey: { frame: { event: 'error', data: 'Boom', code: 500 }, read: { event: 'error', data: 'Boom' } },
  },
  abort: doneCases('abort'),
  end: doneCases('end'),
};

describe('prediction stream events', () => {
  it('every event name has a payload schema, and only those', () => {
    const named = predictionEventSchema.options.map((option) => option.shape.event.value);
    expect(named).toEqual([...PREDICTION_EVENTS]);
  });

  describe.each(PREDICTION_EVENTS.map((event) => [event, CASES[event]] as const))('%s', (_event, cases) => {
    it.each(cases.valid.map((item) => [item.name, item] as const))('reads %s', (_name, item) => {
      expect(readPredictionEvent(item.frame)).toEqual(item.read ?? item.frame);
    });
    it.each(cases.invalid.map((item) => [item.name, item] as const))('drops %s', (_name, item) => {
      expect(readPredictionEvent(item.frame)).toBeUndefined();
    });
    it('a key it does not name', () => {
      expect(readPredictionEvent(cases.extraKey.frame)).toEqual(cases.extraKey.read);
    });
  });

  it.each([
    ['an unknown event name', { event: 'customEvent', data: 'x' }],
    ['no event name', { data: 'x' }],
    ['a frame that is not an object', 'token'],
    ['null', null],
  ])('drops %s', (_name, frame) => {
    expect(readPredictionEvent(frame)).toBeUndefined();
  });

  it('a writer pairs each event with its payload type', () => {
    const frames: PredictionEventArgs[] = [
      ['token', 'Hi'],
      ['nextAgentFlow', { nodeId: 'n', nodeLabel: 'N', status: 'FINISHED' }],
      ['end', '[DONE]'],
    ];
    // @ts-expect-error a token's payload is text
    frames.push(['token', 5]);
    // @ts-expect-error a node's status is a run state
    frames.push(['nextAgentFlow', { nodeId: 'n', nodeLabel: 'N', status: 'DONE' }]);
    // @ts-expect-error `end` carries [DONE]
    frames.push(['end', 'bye']);
    expect(frames.slice(0, 3).map(([event, data]) => readPredictionEvent({ event, data })?.event)).toEqual([
      'token',
      'nextAgentFlow',
      'end',
    ]);
  });
});
