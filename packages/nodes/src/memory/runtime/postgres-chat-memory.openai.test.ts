import { randomUUID } from 'node:crypto';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeChatModel, initContext, testServices } from '../../agents/test-support/chatflow-harness.ts';
import { conversationChainComponent } from '../../chains/runtime/conversation-chain.component.ts';
import type { ChatflowInitContext } from '../../runtime/chatflow-component.ts';
import { postgresChatMemoryComponent } from './postgres-chat-memory.component.ts';

const table = `chat_memory_test_${randomUUID().replaceAll('-', '')}`;
const database = new pg.Client({ host: '127.0.0.1', port: 5432, database: 'test', user: 'postgres' });
let fake: FakeOpenAI;

beforeAll(async () => {
  fake = await startFakeOpenAI({ apiKey: 'sk-test-key' });
  // The local PostgreSQL is required: a missing server fails these tests (never skips them).
  await database.connect();
});
afterAll(async () => {
  await database.query(`DROP TABLE IF EXISTS ${table}`);
  await database.end();
  await fake.close();
});
beforeEach(() => {
  fake.reset();
});

const services = testServices({
  credentials: {
    read: (id) =>
      id === 'openai'
        ? Promise.resolve({ openAIApiKey: 'sk-test-key' })
        : Promise.resolve({ user: 'postgres', password: '' }),
  },
});

function memoryInputs(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { host: '127.0.0.1', database: 'test', port: 5432, tableName: table, ...extra };
}

/** A Conversation Chain answering `question` with a Postgres Chat Memory, as a chatflow run does. */
async function ask(question: string, sessionId: string, inputs = memoryInputs()): Promise<string> {
  const run = { chatflowId: 'flow-1', chatId: 'chat-1', sessionId, workspaceId: 'ws-1' };
  const base: Partial<ChatflowInitContext> = { run, services, question, credentialId: 'pg' };
  const memory = await postgresChatMemoryComponent.init(initContext(inputs, base));
  const context = initContext(
    { model: await fakeChatModel(fake), memory },
    { ...base, credentialId: undefined },
  );
  const instance = await conversationChainComponent.init(context);
  if (!conversationChainComponent.run) throw new Error('the chain does not run');
  const answer = await conversationChainComponent.run({
    ...context,
    instance,
    streaming: false,
    emit: () => undefined,
  });
  return answer.text;
}

function sentMessages(index: number): { role: string; content: unknown }[] {
  return (fake.chatRequests()[index]?.messages ?? []).map(({ role, content }) => ({ role, content }));
}

describe('Postgres Chat Memory', () => {
  it('stores each exchange as rows of the session and gives them back on the next run', async () => {
    const sessionId = `session-${randomUUID()}`;
    fake.script('Hello Ada.', 'Your name is Ada.');
    await ask('My name is Ada.', sessionId);
    expect(await ask('What is my name?', sessionId)).toBe('Your name is Ada.');
    expect(sentMessages(1).slice(1)).toEqual([
      { role: 'user', content: 'My name is Ada.' },
      { role: 'assistant', content: 'Hello Ada.' },
      { role: 'user', content: 'What is my name?' },
    ]);
    const rows = await database.query<{ message: unknown }>(
      `SELECT message FROM ${table} WHERE session_id = $1 ORDER BY id`,
      [sessionId],
    );
    // LangChain's PostgresChatMessageHistory layout: one stored message per row.
    expect(rows.rows.map((row) => row.message)).toMatchObject([
      { type: 'human', data: { content: 'My name is Ada.' } },
      { type: 'ai', data: { content: 'Hello Ada.' } },
      { type: 'human', data: { content: 'What is my name?' } },
      { type: 'ai', data: { content: 'Your name is Ada.' } },
    ]);
  });

  it('keeps sessions apart and surfaces only the last Window Size messages', async () => {
    const sessionId = `session-${randomUUID()}`;
    fake.script('first', 'second', 'third', 'elsewhere');
    await ask('one', sessionId);
    await ask('two', sessionId);
    await ask('three', sessionId, memoryInputs({ windowSize: 2 }));
    expect(sentMessages(2).slice(1)).toEqual([
      { role: 'user', content: 'two' },
      { role: 'assistant', content: 'second' },
      { role: 'user', content: 'three' },
    ]);
    await ask('hello', `session-${randomUUID()}`);
    expect(sentMessages(3).slice(1)).toEqual([{ role: 'user', content: 'hello' }]);
  });

  it('fails with a clear error when PostgreSQL cannot be reached or an input is wrong', async () => {
    await expect(ask('hi', 'session-x', memoryInputs({ port: 1 }))).rejects.toThrow(
      /cannot connect to PostgreSQL at 127.0.0.1:1\/test/,
    );
    expect(fake.chatRequests()).toHaveLength(0);
    await expect(ask('hi', 'session-x', memoryInputs({ windowSize: 'many' }))).rejects.toThrow(
      'Window Size must be a whole number of at least 1, got "many"',
    );
    await expect(ask('hi', 'session-x', memoryInputs({ host: '' }))).rejects.toThrow('Host is empty');
  });
});
