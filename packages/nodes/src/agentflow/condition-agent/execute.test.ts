import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { fakeContext, fakeOpenAIModel } from '../test-support/fake-context.ts';
import { PromptOnlyChatModel } from '../test-support/prompt-only-model.ts';
import { conditionAgentExecutor } from './execute.ts';
import { matchScenario } from './scenario-match.ts';

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
});

const scenarios = ['user asks about pizza', 'user asks about pasta', 'anything else'];

describe('matchScenario', () => {
  it.each([
    ['{"output": "user asks about pasta"}', 1],
    ['```json\n{"output": "User asks about pizza."}\n```', 0],
    ['The answer is: user asks about pasta', 1],
    ['{"output": "2"}', 2],
    ['no idea', -1],
  ])('%s → %i', (answer, index) => {
    expect(matchScenario(answer, scenarios)).toBe(index);
  });
});

describe('Condition Agent executor', () => {
  function context(question: string) {
    return fakeContext({
      model: fakeOpenAIModel(fake.url),
      question,
      inputs: {
        conditionAgentModel: 'chatOpenAI',
        conditionAgentInstructions: 'Classify the food',
        conditionAgentInput: question,
        conditionAgentScenarios: scenarios.map((scenario) => ({ scenario })),
      },
    });
  }

  it('takes the output of the scenario the model picks and sends the input, scenarios and instruction', async () => {
    fake.script('{"output": "user asks about pasta"}');
    const result = await conditionAgentExecutor.execute(context('Carbonara recipe?'));
    expect(result.takenOutputs).toEqual([1]);
    expect(result.output.content).toBe('user asks about pasta');
    const user = fake.chatRequests()[0]?.messages.at(-1);
    expect(JSON.parse(typeof user?.content === 'string' ? user.content : '')).toEqual({
      input: 'Carbonara recipe?',
      scenarios,
      instruction: 'Classify the food',
    });
  });

  it('asks for the decision as a structured output whose output is one of the scenarios', async () => {
    fake.script('{"output": "user asks about pizza"}');
    const result = await conditionAgentExecutor.execute(context('Margherita?'));
    expect(result.takenOutputs).toEqual([0]);
    expect(fake.chatRequests()[0]?.response_format).toEqual({
      type: 'json_schema',
      json_schema: {
        name: 'scenario',
        strict: true,
        schema: {
          type: 'object',
          properties: { output: { type: 'string', enum: scenarios, description: expect.any(String) } },
          required: ['output'],
          additionalProperties: false,
        },
      },
    });
  });

  it('a model without a native structured output answers in the prompt’s format; naming none takes the last output', async () => {
    const model = new PromptOnlyChatModel(['I am not sure']);
    const result = await conditionAgentExecutor.execute(
      fakeContext({
        model,
        question: 'Hmm',
        inputs: {
          conditionAgentModel: 'chatOpenAI',
          conditionAgentInput: 'Hmm',
          conditionAgentScenarios: scenarios.map((scenario) => ({ scenario })),
        },
      }),
    );
    expect(result.takenOutputs).toEqual([2]);
    expect(model.calls[0]?.[0]?.text).toContain('{"output": "<selected_scenario_name>"}');
  });
});
