import type { ChatMessage, Execution, PredictionResponse } from '@loomflow/core';
import { TEST_DATABASE_KINDS, type TestDatabaseKind } from '@loomflow/testkit/server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { flowData, openAiLlmFlow, saveFlow, START } from '../test-support/agentflow-test-flows.ts';
import {
  marketplaceChatflow,
  startChatflowTestSetup,
  type ChatflowTestSetup,
} from '../test-support/chatflow-test-flows.ts';

/** Start → Human Input → (proceed) Direct Reply "Approved" / (reject) Direct Reply "Rejected". */
const approvalFlow = flowData(
  [
    START,
    {
      id: 'humanInputAgentflow_0',
      name: 'humanInputAgentflow',
      label: 'Approve',
      inputs: { humanInputDescriptionType: 'fixed', humanInputDescription: 'Send it?' },
      outputs: 2,
    },
    {
      id: 'directReplyAgentflow_0',
      name: 'directReplyAgentflow',
      label: 'Yes',
      inputs: { directReplyMessage: 'Approved' },
    },
    {
      id: 'directReplyAgentflow_1',
      name: 'directReplyAgentflow',
      label: 'No',
      inputs: { directReplyMessage: 'Rejected' },
    },
  ],
  [
    { from: 'startAgentflow_0', to: 'humanInputAgentflow_0' },
    { from: 'humanInputAgentflow_0', to: 'directReplyAgentflow_0', output: 0 },
    { from: 'humanInputAgentflow_0', to: 'directReplyAgentflow_1', output: 1 },
  ],
);

/** What a statement writes, as "insert into <table>" / "update <table>" / "delete from <table>", in order. */
function writesOf(statement: string): string[] {
  return [...statement.matchAll(/\b(insert into|update|delete from)\s+"(\w+)"/gi)].map(
    (match) => `${(match[1] ?? '').toLowerCase()} ${match[2] ?? ''}`,
  );
}

/**
 * The write transactions among statements as the database ran them, each as what it writes: a `begin` … `commit`
 * that writes, or a statement that writes outside one (its own transaction; on PostgreSQL a run's end is one
 * statement, its execution written by WITH queries).
 */
function writeTransactions(statements: readonly string[]): string[][] {
  const transactions: string[][] = [];
  let open: string[] | undefined;
  for (const statement of statements) {
    if (/^begin\b/i.test(statement)) open = [];
    else if (/^rollback\b/i.test(statement)) open = undefined;
    else if (/^commit\b/i.test(statement)) {
      if (open && open.length > 0) transactions.push(open);
      open = undefined;
    } else {
      const writes = writesOf(statement);
      if (writes.length === 0) continue;
      if (open) open.push(...writes);
      else transactions.push(writes);
    }
  }
  return transactions;
}

/** A row the database refuses to store: an assistant message with this content (a trigger raises). */
const REFUSED_ANSWER = 'This answer cannot be stored.';

async function refuseAnswer(db: Db, database: TestDatabaseKind): Promise<void> {
  if (database === 'sqlite') {
    await sql`create trigger refuse_answer before insert on chat_message
      when new.content = ${sql.lit(REFUSED_ANSWER)}
      begin select raise(abort, 'refused by the test'); end`.execute(db);
    return;
  }
  await sql`create function refuse_answer() returns trigger language plpgsql as $$
    begin
      if new.content = ${sql.lit(REFUSED_ANSWER)} then raise exception 'refused by the test'; end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger refuse_answer before insert on chat_message
    for each row execute function refuse_answer()`.execute(db);
}

describe.each(TEST_DATABASE_KINDS)('what one prediction writes, on %s', (database) => {
  let setup: ChatflowTestSetup;
  let recording: string[] | undefined;

  beforeAll(async () => {
    setup = await startChatflowTestSetup(database, {}, { onQuery: (text) => recording?.push(text) });
    // The first run in a process loads the model clients: it may outlast the wait before a running execution is
    // shown (written INPROGRESS), which the runs below do not.
    const warmUp = await saveFlow(setup.owner, openAiLlmFlow(setup.credentialId, setup.fake.url));
    setup.fake.script('Ready.');
    await setup.anonymous.post(`/api/v1/prediction/${warmUp}`, { question: 'Ready?' });
  });
  afterAll(async () => {
    await setup.close();
  });

  /** A prediction with the statements the server ran while answering it. */
  async function predict(flowId: string, body: Record<string, unknown>) {
    recording = [];
    try {
      const response = await setup.anonymous.post<PredictionResponse & { message?: string }>(
        `/api/v1/prediction/${flowId}`,
        body,
      );
      return { response, statements: recording };
    } finally {
      recording = undefined;
    }
  }

  it('stores an agentflow answer — its execution and both messages — in one write transaction, every turn', async () => {
    const flowId = await saveFlow(setup.owner, openAiLlmFlow(setup.credentialId, setup.fake.url));
    setup.fake.script('Hello Ada.');
    const first = await predict(flowId, { question: 'My name is Ada.' });
    setup.fake.script('You are Ada.');
    const second = await predict(flowId, { question: 'Who am I?', chatId: first.response.body.chatId });

    for (const { response, statements } of [first, second]) {
      expect(response.status).toBe(200);
      expect(writeTransactions(statements)).toEqual([['insert into execution', 'insert into chat_message']]);
    }
    const messages = await setup.owner.get<ChatMessage[]>(
      `/api/v1/chatmessage/${flowId}?chatId=${first.response.body.chatId}`,
    );
    expect(messages.body.map((message) => message.content)).toEqual([
      'My name is Ada.',
      'Hello Ada.',
      'Who am I?',
      'You are Ada.',
    ]);
  });

  it('stores the signed-in UI’s prediction in one write transaction too', async () => {
    const flowId = await saveFlow(setup.owner, openAiLlmFlow(setup.credentialId, setup.fake.url));
    setup.fake.script('Hello.');
    recording = [];
    const response = await setup.owner.post(`/api/v1/internal-prediction/${flowId}`, { question: 'Hi' });
    const statements = recording;
    recording = undefined;
    expect(response.status).toBe(200);
    expect(writeTransactions(statements)).toEqual([['insert into execution', 'insert into chat_message']]);
  });

  it('stores a chatflow answer with its question in one write', async () => {
    const flowId = await saveFlow(
      setup.owner,
      marketplaceChatflow('Conversation Chain', setup.credentialId, setup.fake.url),
      { type: 'CHATFLOW' },
    );
    setup.fake.script('Hello.');
    const { response, statements } = await predict(flowId, { question: 'Hi' });
    expect(response.status).toBe(200);
    expect(writeTransactions(statements)).toEqual([['insert into chat_message']]);
  });

  it('answers a paused run’s human input in one write transaction: the execution finished with its messages', async () => {
    const flowId = await saveFlow(setup.owner, approvalFlow);
    const paused = await predict(flowId, { question: 'draft', chatId: 'approval-writes' });
    expect(paused.response.body.action).toBeDefined();
    expect(writeTransactions(paused.statements)).toEqual([
      ['insert into execution', 'insert into chat_message'],
    ]);

    const resumed = await predict(flowId, {
      chatId: 'approval-writes',
      humanInput: { type: 'proceed', startNodeId: 'humanInputAgentflow_0' },
    });

    expect(resumed.response.status).toBe(200);
    expect(resumed.response.body.text).toBe('Approved');
    expect(writeTransactions(resumed.statements)).toEqual([['update execution', 'insert into chat_message']]);
    const finished = await setup.owner.get<Execution>(
      `/api/v1/executions/${paused.response.body.executionId}`,
    );
    expect(finished.body.state).toBe('FINISHED');
    expect(finished.body.action).toBeNull();
  });

  it('stores nothing of a prediction whose write fails, and answers it with an error', async () => {
    await refuseAnswer(setup.server.server.db, database);
    const flowId = await saveFlow(setup.owner, openAiLlmFlow(setup.credentialId, setup.fake.url));
    setup.fake.script(REFUSED_ANSWER);
    const { response } = await predict(flowId, { question: 'Say it.', chatId: 'refused-chat' });

    expect(response.status).toBe(500);
    expect(response.body.text).toBeUndefined();
    const messages = await setup.owner.get<ChatMessage[]>(
      `/api/v1/chatmessage/${flowId}?chatId=refused-chat`,
    );
    expect(messages.body).toEqual([]);
    const executions = await setup.owner.get<{ data: Execution[] }>(
      `/api/v1/executions?agentflowId=${flowId}`,
    );
    expect(executions.body.data).toEqual([]);
  });
});
