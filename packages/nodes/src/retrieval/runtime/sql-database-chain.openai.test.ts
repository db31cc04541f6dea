import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import { TEST_POSTGRES_URL } from '@loomflow/testkit/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_MODEL_COMPONENTS } from '../../chat-models/runtime/chat-model.component.ts';
import { createChatModelProvider } from '../../runtime/chat-model-provider.ts';
import type { ChatflowInitContext } from '../../runtime/chatflow-component.ts';
import type { NodeEmission, RuntimeServices } from '../../runtime/node-executor.ts';
import { sqlDatabaseChainComponent } from './sql-database-chain.component.ts';

let fake: FakeOpenAI;
let directory: string;
let sqlitePath: string;
const schema = `sql_chain_${String(process.pid)}_${String(Date.now())}`;
const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });

beforeAll(async () => {
  fake = await startFakeOpenAI({ apiKey: 'sk-test-key' });
  directory = mkdtempSync(join(tmpdir(), 'sql-chain-'));
  sqlitePath = join(directory, 'shop.db');
  const db = new Database(sqlitePath);
  db.exec(`CREATE TABLE orders (id INTEGER PRIMARY KEY, customer TEXT, total REAL);
    INSERT INTO orders (customer, total) VALUES ('Ada', 12.5), ('Grace', 30), ('Ada', 7.5);`);
  db.close();
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.query(`CREATE TABLE ${schema}.books (id serial PRIMARY KEY, title text, year int)`);
  await admin.query(`INSERT INTO ${schema}.books (title, year) VALUES ('Dune', 1965), ('Emma', 1815)`);
});
afterAll(async () => {
  await fake.close();
  rmSync(directory, { recursive: true, force: true });
  await admin.query(`DROP SCHEMA ${schema} CASCADE`);
  await admin.end();
});
beforeEach(() => {
  fake.reset();
});

const services = {
  chatModels: createChatModelProvider(),
  credentials: { read: () => Promise.resolve({ openAIApiKey: 'sk-test-key' }) },
} as unknown as RuntimeServices;

function initContext(
  inputs: Record<string, unknown>,
  question: string,
  more: Partial<RuntimeServices> = {},
): ChatflowInitContext {
  return {
    nodeId: 'node_0',
    nodeLabel: 'Node',
    inputs,
    outputs: {},
    credentialId: 'openai',
    run: { chatflowId: 'flow-1', chatId: 'chat-1', sessionId: 'session-1', workspaceId: 'ws-1' },
    question,
    chatHistory: [],
    vars: {},
    memory: { pastMessages: () => Promise.resolve([]) },
    services: { ...services, ...more },
    signal: new AbortController().signal,
    resolveTemplate: (text) => text,
  };
}

async function model(): Promise<unknown> {
  const chatOpenAI = CHAT_MODEL_COMPONENTS.find((component) => component.name === 'chatOpenAI');
  if (!chatOpenAI) throw new Error('chatOpenAI component missing');
  return chatOpenAI.init(initContext({ modelName: 'gpt-4o-mini', basepath: fake.url }, ''));
}

async function ask(inputs: Record<string, unknown>, question: string, more: Partial<RuntimeServices> = {}) {
  const context = initContext({ model: await model(), ...inputs }, question, more);
  const instance = await sqlDatabaseChainComponent.init(context);
  const emitted: NodeEmission[] = [];
  const answer = await sqlDatabaseChainComponent.run?.({
    ...context,
    instance,
    streaming: true,
    emit: (emission) => emitted.push(emission),
  });
  return { answer, emitted };
}

const postgresUrl = () => `${TEST_POSTGRES_URL}?options=-c%20search_path%3D${schema}`;

describe('sqlDatabaseChain on SQLite', () => {
  it('describes the tables, runs the SELECT the model writes and answers from the rows', async () => {
    fake.script(
      "```sql\nSELECT SUM(total) AS spent FROM orders WHERE customer = 'Ada';\n```",
      'Ada spent 20.',
    );
    const { answer, emitted } = await ask({ database: 'sqlite', url: sqlitePath }, 'How much did Ada spend?');
    expect(answer?.text).toBe('Ada spent 20.');
    expect(emitted.some((emission) => emission.type === 'token')).toBe(true);
    const [writing, answering] = fake.chatRequests();
    expect(writing?.messages[0]?.content).toContain('CREATE TABLE orders');
    expect(writing?.messages[0]?.content).toContain('"customer":"Grace"');
    expect(answering?.messages[0]?.content).toContain('[{"spent":20}]');
  });

  it('refuses a statement that writes, and the file is unchanged', async () => {
    fake.script('DELETE FROM orders');
    await expect(ask({ database: 'sqlite', url: sqlitePath }, 'Remove all orders')).rejects.toThrow(
      'refused to run "DELETE FROM orders": the Sql Database Chain runs read-only statements (SELECT) only',
    );
    fake.script('WITH gone AS (SELECT 1) DELETE FROM orders');
    await expect(ask({ database: 'sqlite', url: sqlitePath }, 'Remove all orders')).rejects.toThrow(
      'only read-only statements are allowed',
    );
    fake.script('SELECT 1; DROP TABLE orders');
    await expect(ask({ database: 'sqlite', url: sqlitePath }, 'Drop')).rejects.toThrow(
      'only one read-only statement',
    );
    const db = new Database(sqlitePath, { readonly: true });
    expect(db.prepare('SELECT COUNT(*) AS n FROM orders').get()).toEqual({ n: 3 });
    db.close();
  });

  it('refuses a missing file, unsupported databases and a prompt without its variables', async () => {
    fake.script('SELECT 1');
    await expect(ask({ database: 'sqlite', url: join(directory, 'none.db') }, 'q')).rejects.toThrow(
      'cannot open the SQLite file',
    );
    await expect(ask({ database: 'mysql', url: 'x' }, 'q')).rejects.toThrow(
      'the mysql database is not supported here',
    );
    await expect(
      ask({ database: 'sqlite', url: sqlitePath, customPrompt: 'Write SQL for {input}' }, 'q'),
    ).rejects.toThrow('the Custom Prompt must include {dialect} and {table_info}');
  });
});

describe("sqlDatabaseChain under the server's SQLite file access", () => {
  it('opens the path the server admits (the resolved file), not the one typed', async () => {
    fake.script('SELECT COUNT(*) AS n FROM orders', 'Three orders.');
    const typed: string[] = [];
    const sqliteFiles = {
      admit: (path: string) => {
        typed.push(path);
        return Promise.resolve(sqlitePath);
      },
    };
    const { answer } = await ask({ database: 'sqlite', url: 'shop-link.db' }, 'How many?', { sqliteFiles });
    expect(answer?.text).toBe('Three orders.');
    expect(typed).toEqual(['shop-link.db']);
  });

  it("refuses with the server's words before the model sees anything", async () => {
    fake.script('SELECT 1');
    const sqliteFiles = {
      admit: (path: string, what: string) =>
        Promise.reject(new Error(`${what}: "${path}" is one of the server's own files`)),
    };
    const refused = ask({ database: 'sqlite', url: sqlitePath }, 'q', { sqliteFiles });
    await expect(refused).rejects.toThrow(`Node: "${sqlitePath}" is one of the server's own files`);
    await expect(refused).rejects.toMatchObject({ name: 'ChatflowInputError' });
    expect(fake.chatRequests()).toEqual([]);
  });
});

describe('sqlDatabaseChain on PostgreSQL', () => {
  it('reads the included table in a read-only transaction and answers', async () => {
    fake.script('SELECT title FROM books WHERE year < 1900', 'Emma.');
    const { answer } = await ask(
      { database: 'postgres', url: postgresUrl(), includesTables: 'books', sampleRowsInTableInfo: '0' },
      'Which book is older than 1900?',
    );
    expect(answer?.text).toBe('Emma.');
    const [writing, answering] = fake.chatRequests();
    expect(writing?.messages[0]?.content).toContain(
      'CREATE TABLE books (id integer, title text, year integer)',
    );
    expect(answering?.messages[0]?.content).toContain('[{"title":"Emma"}]');
  });

  it('refuses a write hidden in a reading statement; the table is unchanged', async () => {
    fake.script('WITH gone AS (DELETE FROM books RETURNING id) SELECT count(*) FROM gone');
    await expect(ask({ database: 'postgres', url: postgresUrl() }, 'Delete the books')).rejects.toThrow(
      'only read-only statements are allowed',
    );
    const count = await admin.query(`SELECT count(*)::int AS n FROM ${schema}.books`);
    expect(count.rows).toEqual([{ n: 2 }]);
  });
});
