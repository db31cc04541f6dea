import { AIMessage, HumanMessage } from '@langchain/core/messages';
import { FakeListChatModel } from '@langchain/core/utils/testing';
import { describe, expect, it } from 'vitest';
import { vmRunner } from '../../utilities/test-support/vm-code-runner.ts';
import type { RuntimeServices } from '../../runtime/node-executor.ts';
import { evaluateSeqCondition } from './seq-condition.evaluate.ts';
import type { SeqNodeContext } from './seq-node-context.ts';
import { formatPrompt, resolveVariable } from './seq-variables.ts';

function context(inputs: Record<string, unknown>, state: Record<string, unknown> = {}): SeqNodeContext {
  return {
    nodeId: 'seqCondition_0',
    nodeName: 'Check',
    inputs,
    model: new FakeListChatModel({ responses: [] }),
    tools: [],
    messages: [new HumanMessage('I need a refund'), new AIMessage('Passing you to billing')],
    state,
    flow: { sessionId: 's', chatId: 'c', chatflowId: 'f', input: 'I need a refund' },
    vars: { team: 'billing' },
    services: { sandbox: vmRunner } as RuntimeServices,
    signal: new AbortController().signal,
  };
}

function table(rows: { variable: string; operation: string; value: string; output: string }[]) {
  return { conditionUI: JSON.stringify(rows) };
}

describe('sequential Condition evaluation', () => {
  it.each([
    ['$flow.state.messages[-1].content', 'Contains', 'billing', 'Billing'],
    ['$flow.state.messages[0].content', 'Start With', 'I need', 'Billing'],
    ['$flow.state.messages.length', 'Greater Than or Equal To', '2', 'Billing'],
    ['$flow.state.messages.length', 'Less Than', '2', 'End'],
    ['$flow.state.user', 'Is Empty', '', 'Billing'],
    ['$flow.state.user', 'Is Not Empty', '', 'End'],
    ['$vars.team', 'Is', 'billing', 'Billing'],
    ['$flow.input', 'Not Contains', 'refund', 'End'],
  ])('%s %s %s → %s', async (variable, operation, value, expected) => {
    const result = await evaluateSeqCondition(
      context(table([{ variable, operation, value, output: 'Billing' }]), { user: '' }),
    );
    expect(result).toBe(expected);
  });

  it('takes the first matching row and compares against a variable value', async () => {
    const inputs = table([
      { variable: '$flow.state.route', operation: 'Is', value: 'x', output: 'First' },
      { variable: '$flow.state.route', operation: 'Is', value: '$vars.team', output: 'Second' },
      { variable: '$flow.state.route', operation: 'Is Not Empty', value: '', output: 'Third' },
    ]);
    expect(await evaluateSeqCondition(context(inputs, { route: 'billing' }))).toBe('Second');
  });

  it('runs the code tab in the sandbox and requires an output name back', async () => {
    const code = {
      selectedConditionFunctionTab_seqCondition_0: 'conditionFunction',
      conditionFunction: 'return $flow.state.messages.length > 1 ? "Billing" : "End";',
    };
    expect(await evaluateSeqCondition(context(code))).toBe('Billing');
    await expect(evaluateSeqCondition(context({ ...code, conditionFunction: 'return 42;' }))).rejects.toThrow(
      /must return the name of an output/,
    );
  });
});

describe('sequential variables and prompt values', () => {
  it('reads paths with negative indexes, lengths and $vars; other text stays itself', () => {
    const flow = {
      state: { messages: [{ content: 'a' }, { content: 'b' }], list: [1, 2, 3] },
      output: { next: 'x' },
    };
    expect(resolveVariable('$flow.state.messages[-1].content', flow, {})).toBe('b');
    expect(resolveVariable('$flow.state.list.length', flow, {})).toBe(3);
    expect(resolveVariable('$flow.output.next', flow, {})).toBe('x');
    expect(resolveVariable('$vars.name', flow, { name: 'Ada' })).toBe('Ada');
    expect(resolveVariable('plain text', flow, {})).toBe('plain text');
    expect(resolveVariable('$flow.state.missing.deep', flow, {})).toBeUndefined();
  });

  it('fills {key} of prompts from Format Prompt Values, leaving unknown braces', () => {
    const values = {
      promptValues: JSON.stringify({ company: 'Acme', who: '$flow.state.user', q: '{{question}}' }),
    };
    const text = formatPrompt('{company} helps {who} with "{q}" {unknown}', context(values, { user: 'Ada' }));
    expect(text).toBe('Acme helps Ada with "I need a refund" {unknown}');
  });
});
