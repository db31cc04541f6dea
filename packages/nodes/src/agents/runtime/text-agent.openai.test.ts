import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findChatflowComponent } from '../../runtime/chatflow-component-registry.ts';
import {
  fakeChatModel,
  initContext,
  memoryOf,
  runComponent,
  tokensOf,
} from '../test-support/chatflow-harness.ts';
import { conversationalAgentComponent, reactAgentChatComponent } from './text-agent.component.ts';

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI({ apiKey: 'sk-test-key' });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.reset();
});

async function calculator() {
  const component = findChatflowComponent('calculator');
  if (!component) throw new Error('calculator is not registered');
  return component.init(initContext({}));
}

describe('reactAgentChat', () => {
  it('runs the Action the model wrote and answers with its Final Answer', async () => {
    fake.script(
      'Thought: I should compute it.\nAction: calculator\nAction Input: 12 * 12',
      'Thought: I now know the final answer\nFinal Answer: 144',
    );
    const { answer, emitted } = await runComponent(
      reactAgentChatComponent,
      {
        model: await fakeChatModel(fake),
        tools: [await calculator()],
        memory: memoryOf([
          { role: 'user', content: 'Hi' },
          { role: 'assistant', content: 'Hello' },
        ]),
      },
      { question: 'What is 12 squared?' },
    );
    expect(answer.text).toBe('144');
    expect(tokensOf(emitted)).toBe('144');
    expect(answer.usedTools).toEqual([
      { tool: 'calculator', toolInput: { input: '12 * 12' }, toolOutput: '144' },
    ]);
    const [first, second] = fake.chatRequests();
    expect(first?.stop).toEqual(['\nObservation:']);
    expect(first?.messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(second?.messages.at(-1)).toEqual({ role: 'user', content: 'Observation: 144' });
  });

  it('tells the model when its text follows no format, then goes on', async () => {
    fake.script('I am not sure.', 'Final Answer: fine');
    const { answer } = await runComponent(reactAgentChatComponent, {
      model: await fakeChatModel(fake),
      tools: [await calculator()],
    });
    expect(answer.text).toBe('fine');
    expect(fake.chatRequests()[1]?.messages.at(-1)?.content).toContain('Invalid format');
  });
});

describe('conversationalAgent', () => {
  it('runs the JSON action and answers with the Final Answer action', async () => {
    fake.script(
      '```json\n{"action": "calculator", "action_input": {"input": "3 + 4"}}\n```',
      '```json\n{"action": "Final Answer", "action_input": "It is 7."}\n```',
    );
    const { answer } = await runComponent(
      conversationalAgentComponent,
      { model: await fakeChatModel(fake), tools: [await calculator()], memory: memoryOf([]) },
      { question: 'Add 3 and 4' },
    );
    expect(answer.text).toBe('It is 7.');
    expect(answer.usedTools).toEqual([
      { tool: 'calculator', toolInput: { input: '3 + 4' }, toolOutput: '7' },
    ]);
    expect(fake.chatRequests()[0]?.messages[0]?.content).toContain('Assistant is a large language model');
    expect(fake.chatRequests()[1]?.messages.at(-1)?.content).toContain('TOOL RESPONSE:\n7');
  });

  it('reports a tool the model made up as an error it can read', async () => {
    fake.script(
      '{"action": "search", "action_input": "x"}',
      '{"action": "Final Answer", "action_input": "Sorry."}',
    );
    const { answer } = await runComponent(conversationalAgentComponent, {
      model: await fakeChatModel(fake),
      tools: [await calculator()],
    });
    expect(answer.text).toBe('Sorry.');
    expect(answer.usedTools?.[0]?.error).toContain('There is no tool named "search"');
  });
});
