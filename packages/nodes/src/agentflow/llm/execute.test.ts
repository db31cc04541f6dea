import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import type { ChatTurn } from '../../runtime/node-executor.ts';
import { fakeContext, fakeOpenAIModel } from '../test-support/fake-context.ts';
import { llmExecutor } from './execute.ts';

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
});

function lastRequestMessages(): { role: string; content: unknown }[] {
  const request = fake.chatRequests().at(-1);
  return (request?.messages ?? []).map((message) => ({ role: message.role, content: message.content }));
}

const past: ChatTurn[] = Array.from({ length: 10 }, (_, index) => ({
  role: index % 2 === 0 ? 'user' : 'assistant',
  content: `past message ${index}`,
}));

describe('LLM executor', () => {
  it('streams the answer as tokens, reports usage and returns it as the chosen role', async () => {
    fake.script('Paris is the capital.');
    const context = fakeContext({
      model: fakeOpenAIModel(fake.url),
      streamsToClient: true,
      inputs: {
        llmModel: 'chatOpenAI',
        llmMessages: [{ role: 'system', content: 'You are terse.' }],
        llmReturnResponseAs: 'assistantMessage',
      },
      question: 'What is the capital of France?',
    });
    const result = await llmExecutor.execute(context);
    expect(result.output.content).toBe('Paris is the capital.');
    const tokens = context.emissions.flatMap((emission) =>
      emission.type === 'token' ? [emission.text] : [],
    );
    expect(tokens.length).toBeGreaterThan(1);
    expect(tokens.join('')).toBe('Paris is the capital.');
    expect(result.usage?.totalTokens).toBeGreaterThan(0);
    expect(context.emissions.some((emission) => emission.type === 'usage')).toBe(true);
    expect(result.chatHistory).toEqual([
      { role: 'user', content: 'What is the capital of France?' },
      { role: 'assistant', content: 'Paris is the capital.', nodeId: 'node_0' },
    ]);
    expect(lastRequestMessages()).toEqual([
      { role: 'system', content: 'You are terse.' },
      { role: 'user', content: 'What is the capital of France?' },
    ]);
  });

  it('sends only the last N exchanges with window memory, then its Input Message', async () => {
    fake.script('ok');
    const context = fakeContext({
      model: fakeOpenAIModel(fake.url),
      pastMessages: past,
      runMessages: [{ role: 'user', content: 'run question' }],
      inputs: {
        llmModel: 'chatOpenAI',
        llmEnableMemory: true,
        llmMemoryType: 'windowSize',
        llmMemoryWindowSize: '2',
        llmUserMessage: 'Now answer briefly.',
      },
    });
    const result = await llmExecutor.execute(context);
    expect(lastRequestMessages().map((message) => message.content)).toEqual([
      'past message 7',
      'past message 8',
      'past message 9',
      'run question',
      'Now answer briefly.',
    ]);
    expect(result.chatHistory?.[0]).toEqual({ role: 'user', content: 'Now answer briefly.' });
    expect(result.chatHistory?.[1]?.role).toBe('user');
  });

  it('sends no memory when memory is off', async () => {
    fake.script('ok');
    const context = fakeContext({
      model: fakeOpenAIModel(fake.url),
      pastMessages: past,
      inputs: { llmModel: 'chatOpenAI', llmEnableMemory: false },
      question: 'Only me',
    });
    await llmExecutor.execute(context);
    expect(lastRequestMessages()).toEqual([{ role: 'user', content: 'Only me' }]);
  });

  it('summarises older messages with the same model when over the token limit', async () => {
    fake.script('SUMMARY OF THE PAST', 'final answer');
    const long: ChatTurn[] = Array.from({ length: 6 }, (_, index) => ({
      role: index % 2 === 0 ? 'user' : 'assistant',
      content: `message ${index} ${'word '.repeat(40)}`,
    }));
    const context = fakeContext({
      model: fakeOpenAIModel(fake.url),
      pastMessages: long,
      inputs: {
        llmModel: 'chatOpenAI',
        llmMemoryType: 'conversationSummaryBuffer',
        llmMemoryMaxTokenLimit: 100,
      },
      question: 'And now?',
    });
    const result = await llmExecutor.execute(context);
    expect(result.output.content).toBe('final answer');
    const [summaryRequest, answerRequest] = fake.chatRequests();
    expect(JSON.stringify(summaryRequest?.messages)).toContain('message 0');
    const sent = JSON.stringify(answerRequest?.messages);
    expect(sent).toContain('SUMMARY OF THE PAST');
    expect(sent).not.toContain('message 0 ');
    expect(sent).toContain('And now?');
  });

  it('returns a structured output object, its JSON as content, and state updates from it', async () => {
    fake.script('```json\n{"answer": "42", "tags": ["a"], "score": 7}\n```');
    const context = fakeContext({
      model: fakeOpenAIModel(fake.url),
      inputs: {
        llmModel: 'chatOpenAI',
        llmStructuredOutput: [
          { key: 'answer', type: 'string', description: 'The answer' },
          { key: 'tags', type: 'stringArray', description: '' },
          { key: 'score', type: 'number', description: '' },
        ],
        llmUpdateState: [
          { key: 'lastAnswer', value: '{{ output.answer }}' },
          { key: 'whole', value: '{{ output }}' },
        ],
      },
    });
    const result = await llmExecutor.execute(context);
    expect(result.output.structuredOutput).toEqual({ answer: '42', tags: ['a'], score: 7 });
    expect(JSON.parse(result.output.content)).toEqual({ answer: '42', tags: ['a'], score: 7 });
    expect(result.state?.lastAnswer).toBe('42');
    expect(JSON.parse(String(result.state?.whole))).toEqual({ answer: '42', tags: ['a'], score: 7 });
    const request = fake.chatRequests()[0];
    expect(request?.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'extract', strict: true, schema: { required: ['answer', 'tags', 'score'] } },
    });
  });

  it('refuses an answer that is not the structured object', async () => {
    fake.script('I cannot do JSON');
    const context = fakeContext({
      model: fakeOpenAIModel(fake.url),
      inputs: { llmModel: 'chatOpenAI', llmStructuredOutput: [{ key: 'answer', type: 'string' }] },
    });
    await expect(llmExecutor.execute(context)).rejects.toThrow(/did not answer with the JSON object/);
  });

  it('sends an image upload as an image part of the question', async () => {
    fake.script('A cat.');
    const context = fakeContext({
      model: fakeOpenAIModel(fake.url),
      inputs: { llmModel: 'chatOpenAI' },
      question: 'What is this?',
      uploads: [{ type: 'file', name: 'cat.png', mime: 'image/png', data: 'data:image/png;base64,AAAA' }],
    });
    const result = await llmExecutor.execute(context);
    expect(JSON.stringify(result.input)).not.toContain('base64,AAAA');
    expect(lastRequestMessages()).toEqual([
      {
        role: 'user',
        content: [
          { type: 'text', text: 'What is this?' },
          { type: 'image_url', image_url: { url: 'data:image/png;base64,AAAA' } },
        ],
      },
    ]);
  });

  it('names the missing model', async () => {
    await expect(llmExecutor.execute(fakeContext({ inputs: {} }))).rejects.toThrow(/no model is selected/);
  });
  it('replaces the conversation with a summary written by the same model', async () => {
    fake.script('They discussed cats.', 'Cats are great.');
    const result = await llmExecutor.execute(
      fakeContext({
        model: fakeOpenAIModel(fake.url),
        pastMessages: past.slice(0, 2),
        inputs: { llmModel: 'chatOpenAI', llmMemoryType: 'conversationSummary' },
        question: 'More?',
      }),
    );
    expect(result.output.content).toBe('Cats are great.');
    expect(JSON.stringify(fake.chatRequests()[0]?.messages)).toContain('past message 1');
    expect(lastRequestMessages()).toEqual([{ role: 'assistant', content: 'They discussed cats.' }]);
  });
});
