import { createTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '@loomflow/testkit/server';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.ts';
import { chatMessageRow } from '../../test-support/chat-message-row.ts';
import { openDatabase, type Db } from '../database.ts';
import { migrateToLatest } from '../migrator.ts';
import { keepSqliteStatisticsCurrent } from '../sqlite-statistics.ts';
import { ChatMessageRepository } from './chat-message.repository.ts';

const INDEX = 'chat_message_session_history_idx';
const WORKSPACE = 'ws-plan';
const FLOW = 'flow-plan';
const SESSIONS = 40;
const MESSAGES_PER_SESSION = 60;

/** One flow with many sessions (and another flow beside it): the shape where the flow-wide index walks everything. */
async function seed(db: Db): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('organization')
    .values({
      id: 'org-plan',
      name: 'Org',
      customerId: null,
      subscriptionId: null,
      productId: null,
      createdDate: now,
      updatedDate: now,
    })
    .execute();
  await db
    .insertInto('workspace')
    .values({
      id: WORKSPACE,
      name: 'Plan',
      description: null,
      organizationId: 'org-plan',
      createdDate: now,
      updatedDate: now,
    })
    .execute();
  const repo = new ChatMessageRepository(db);
  for (const flow of [FLOW, 'flow-other']) {
    for (let session = 0; session < SESSIONS; session++) {
      const rows = Array.from({ length: MESSAGES_PER_SESSION }, (_, index) => {
        // Sessions interleave in time, as concurrent chats do.
        const at = new Date(Date.UTC(2025, 0, 1) + (index * SESSIONS + session) * 1000).toISOString();
        return chatMessageRow(WORKSPACE, flow, {
          id: `${flow}-${session}-${index}`,
          chatId: `session-${session}`,
          role: index % 2 === 0 ? 'userMessage' : 'apiMessage',
          createdDate: at,
        });
      });
      await repo.create(rows);
    }
  }
}

/** The plan of the exact statement `ChatMessageRepository.history` runs (compiled by Kysely, never retyped). */
async function historyPlan(db: Db, kind: TestDatabase['kind']): Promise<string[]> {
  const query = new ChatMessageRepository(db).historyQuery(WORKSPACE, FLOW, 'session-7', 20).compile();
  if (kind === 'sqlite') {
    const result = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`EXPLAIN QUERY PLAN ${query.sql}`, [...query.parameters]),
    );
    return result.rows.map((row) => row.detail);
  }
  const result = await db.executeQuery<{ 'QUERY PLAN': string }>(
    CompiledQuery.raw(`EXPLAIN ${query.sql}`, [...query.parameters]),
  );
  return result.rows.map((row) => row['QUERY PLAN']);
}

describe.each(TEST_DATABASE_KINDS)('the session history read on %s', (kind) => {
  let testDb: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    db = await openDatabase(loadConfig(testDb.env).database);
    await migrateToLatest(db);
    await seed(db);
  });
  afterAll(async () => {
    await db.destroy();
    await testDb.drop();
  });

  if (kind === 'sqlite') {
    it('reads the session off its own index, in the order asked, before any statistics exist', async () => {
      const plan = await historyPlan(db, kind);
      expect(plan.join('\n')).toContain(`USING INDEX ${INDEX}`);
      expect(plan.join('\n')).not.toContain('TEMP B-TREE');
    });

    it('still does once the server has gathered the planner statistics (PRAGMA optimize)', async () => {
      const statistics = await keepSqliteStatisticsCurrent(db, (error) => {
        throw error;
      });
      await statistics.stop();
      const stats = await sql<{
        idx: string;
      }>`select idx from sqlite_stat1 where tbl = 'chat_message'`.execute(db);
      expect(stats.rows.map((row) => row.idx)).toContain(INDEX);
      const plan = await historyPlan(db, kind);
      expect(plan.join('\n')).toContain(`USING INDEX ${INDEX}`);
      expect(plan.join('\n')).not.toContain('TEMP B-TREE');
    });
  } else {
    it('reads the session off its own index, in the order asked (no Sort, no Seq Scan)', async () => {
      // Real statistics over 4,800 rows; sequential scans stay allowed, so the planner chooses freely.
      await sql`analyze chat_message`.execute(db);
      const plan = (await historyPlan(db, kind)).join('\n');
      expect(plan).toMatch(new RegExp(`Index Scan using ${INDEX} on chat_message`));
      expect(plan).not.toMatch(/\bSort\b/);
      expect(plan).not.toMatch(/Seq Scan/);
    });
  }

  it('answers the session’s last messages, oldest first', async () => {
    const rows = await new ChatMessageRepository(db).history(WORKSPACE, FLOW, 'session-7', 4);
    expect(rows.map((row) => row.role)).toEqual(['userMessage', 'apiMessage', 'userMessage', 'apiMessage']);
    const all = await new ChatMessageRepository(db).history(WORKSPACE, FLOW, 'session-7', 1000);
    expect(all).toHaveLength(MESSAGES_PER_SESSION);
  });
});
