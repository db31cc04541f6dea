import type { FlowData } from '@loomflow/core';
import { type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { describe, expect, it } from 'vitest';
import { vmRunner } from '../../../nodes/src/utilities/test-support/vm-code-runner.ts';
import { runSeqTest, seqFixture, seqServices, useFakeLlm } from './test-support/seq-test-kit.ts';

function withCodeCondition(flowData: FlowData): FlowData {
  return {
    ...flowData,
    nodes: flowData.nodes.map((node) =>
      node.id === 'seqCondition_0'
        ? {
            ...node,
            data: {
              ...node.data,
              inputs: {
                ...node.data.inputs,
                selectedConditionFunctionTab_seqCondition_0: 'conditionFunction',
              },
            },
          }
        : node,
    ),
  };
}

function systemPrompts(fake: FakeOpenAI): string[] {
  return fake.chatRequests().map((request) => {
    const first = request.messages[0];
    return first?.role === 'system' && typeof first.content === 'string' ? first.content : '';
  });
}

describe('agentflow v1 routing on LangGraph', () => {
  const llm = useFakeLlm();

  describe.each([
    ['table mode', (flow: FlowData) => flow],
    ['code mode', withCodeCondition],
  ])('a Condition in %s', (_mode, variant) => {
    it('routes to the output whose rule matches the last message', async () => {
      llm.fake.script('I will pass you to billing for the refund.', 'Your refund is approved.');
      const run = await runSeqTest(variant(seqFixture('condition-routing', llm.fake.url)), {
        question: 'I want a refund',
        services: seqServices(vmRunner),
      });
      expect(run.result.error).toBeUndefined();
      expect(run.result.state).toBe('FINISHED');
      expect(run.result.text).toBe('Your refund is approved.');
      expect(run.agents).toEqual(['Frontline', 'Needs billing?', 'Billing']);
      expect(systemPrompts(llm.fake)).toEqual(['You are frontline support.', 'You are the billing team.']);
      // Only the answer streams: Frontline's handover is its reasoning, not part of the answer.
      expect(run.tokens).toBe('Your refund is approved.');
    });

    it('ends when no rule matches (the End output)', async () => {
      const run = await runSeqTest(variant(seqFixture('condition-routing', llm.fake.url)), {
        question: 'what are your opening hours?',
        services: seqServices(vmRunner),
      });
      expect(run.result.state).toBe('FINISHED');
      expect(run.result.text).toBe('Echo: what are your opening hours?');
      expect(run.agents).toEqual(['Frontline', 'Needs billing?']);
      expect(llm.fake.chatRequests()).toHaveLength(1);
    });
  });

  it('a Condition Agent routes by the structured answer of its model', async () => {
    llm.fake.script('{"route": "TECHNICAL"}', 'Restart the router.');
    const run = await runSeqTest(seqFixture('condition-agent', llm.fake.url), {
      question: 'my wifi is down',
    });
    expect(run.result.error).toBeUndefined();
    expect(run.result.text).toBe('Restart the router.');
    expect(run.agents).toEqual(['Router', 'Technical']);
    expect(systemPrompts(llm.fake)[1]).toBe('You are the technical team.');
    const reasoning = run.events.flatMap((event) => (event.type === 'agentReasoning' ? event.steps : []));
    expect(reasoning.map((step) => [step.agentName, step.next])).toEqual([
      ['Router', 'Technical'],
      ['Technical', undefined],
    ]);
    // The router's JSON is not streamed as the answer.
    expect(run.tokens).toBe('Restart the router.');
  });

  it('a Loop goes back to its named node until the condition ends the run', async () => {
    const run = await runSeqTest(seqFixture('loop', llm.fake.url), { question: 'an essay on rivers' });
    expect(run.result.error).toBeUndefined();
    expect(run.result.state).toBe('FINISHED');
    expect(run.agents).toEqual([
      'Writer',
      'Grade again?',
      'Teacher',
      'Writer',
      'Grade again?',
      'Teacher',
      'Writer',
      'Grade again?',
    ]);
    expect(llm.fake.chatRequests()).toHaveLength(5);
    expect(run.result.executionData).toHaveLength(8);
  });

  it('stops a run that exceeds the recursion limit with an error saying how to raise it', async () => {
    const run = await runSeqTest(seqFixture('loop', llm.fake.url), {
      question: 'an essay',
      recursionLimit: 4,
    });
    expect(run.result.state).toBe('ERROR');
    expect(run.result.error).toMatch(/exceeded 4 steps.*raise the limit/);
  });
});
