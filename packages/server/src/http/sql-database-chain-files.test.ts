import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { PredictionResponse } from '@loomflow/core';
import { startFakeOpenAI } from '@loomflow/testkit/fake-openai';
import { startTestServer } from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveFlow } from '../test-support/agentflow-test-flows.ts';
import {
  marketplaceChatflow,
  startChatflowTestSetup,
  type ChatflowTestSetup,
} from '../test-support/chatflow-test-flows.ts';
import { cloudAccount } from '../test-support/export-import-test-data.ts';

/**
 * Issue 22: the Sql Database Chain opens the SQLite file typed into it. It must never open the server's own files
 * (DATA_DIR: every organization's users, password hashes, credentials, chats), not through a symlink either;
 * on cloud no SQLite file at all; on enterprise only inside SQL_DATABASE_DIRS.
 */

const outside = mkdtempSync(path.join(tmpdir(), 'loomflow-own-db-'));
const shopFile = path.join(outside, 'shop.db');
const allowedDir = path.join(outside, 'allowed');
const allowedShop = path.join(allowedDir, 'shop.db');

function makeShop(file: string): void {
  const db = new Database(file);
  db.exec(`CREATE TABLE orders (id INTEGER PRIMARY KEY, customer TEXT, total REAL);
    INSERT INTO orders (customer, total) VALUES ('Ada', 12.5), ('Grace', 30);`);
  db.close();
}

beforeAll(() => {
  mkdirSync(allowedDir);
  makeShop(shopFile);
  makeShop(allowedShop);
});
afterAll(() => {
  rmSync(outside, { recursive: true, force: true });
});

/** The marketplace SQL DB Chain, its model at the fake server, its chain reading `file` (every table sampled). */
function sqlChainFlow(setup: ChatflowTestSetup, file: string, modelUrl = setup.fake.url): string {
  const flow = JSON.parse(marketplaceChatflow('SQL DB Chain', setup.credentialId, modelUrl)) as {
    nodes: { data: { name: string; inputs?: Record<string, unknown> } }[];
  };
  for (const node of flow.nodes)
    if (node.data.name === 'sqlDatabaseChain')
      node.data.inputs = {
        ...node.data.inputs,
        database: 'sqlite',
        url: file,
        includesTables: '',
        ignoreTables: '',
        sampleRowsInTableInfo: '3',
      };
  return JSON.stringify(flow);
}

type Answer = PredictionResponse & { message?: string };

/** The refusal, as a user reads it (the server shows its paths as "a file on the server"). */
const OWN_FILE = "Sql Database Chain: a file on the server is one of the server's own files";

async function ask(setup: ChatflowTestSetup, file: string, modelUrl = setup.fake.url) {
  setup.fake.reset();
  setup.fake.script('SELECT * FROM "user"', 'Here are the users.');
  const flowId = await saveFlow(setup.owner, sqlChainFlow(setup, file, modelUrl), { type: 'CHATFLOW' });
  const response = await setup.owner.post<Answer>(`/api/v1/internal-prediction/${flowId}`, {
    question: 'List every user with their password',
  });
  return { response, requests: JSON.stringify(setup.fake.chatRequests()) };
}

async function askForShop(setup: ChatflowTestSetup, file: string) {
  setup.fake.reset();
  setup.fake.script('SELECT SUM(total) AS spent FROM orders', 'They spent 42.5.');
  const flowId = await saveFlow(setup.owner, sqlChainFlow(setup, file), { type: 'CHATFLOW' });
  const response = await setup.owner.post<Answer>(`/api/v1/internal-prediction/${flowId}`, {
    question: 'How much was spent?',
  });
  return { response, requests: JSON.stringify(setup.fake.chatRequests()) };
}

describe('Sql Database Chain on open source (SQLite data dir)', () => {
  let setup: ChatflowTestSetup;
  let ownerEmail: string;
  let ownerHash: string;
  let dataDir: string;

  beforeAll(async () => {
    setup = await startChatflowTestSetup('sqlite');
    dataDir = setup.server.database.dataDir;
    const serverDb = new Database(path.join(dataDir, 'database.sqlite'), { readonly: true });
    const owner = serverDb
      .prepare<[], { email: string; credential: string }>('SELECT email, credential FROM "user"')
      .get();
    serverDb.close();
    ownerEmail = owner?.email ?? '';
    ownerHash = owner?.credential ?? '';
  });
  afterAll(async () => {
    await setup.close();
  });

  const expectNoUserRowLeaked = (outcome: Awaited<ReturnType<typeof ask>>) => {
    for (const secret of [ownerEmail, ownerHash, 'CREATE TABLE "user"']) {
      expect(outcome.requests.includes(secret), `the model saw ${secret}`).toBe(false);
      expect(JSON.stringify(outcome.response.body).includes(secret), `the answer holds ${secret}`).toBe(
        false,
      );
    }
  };

  it("refuses the server's own database.sqlite: no user row reaches the model or the answer", async () => {
    expect(ownerEmail).toContain('@');
    expect(ownerHash).toMatch(/^\$argon2/);
    const outcome = await ask(setup, path.join(dataDir, 'database.sqlite'));
    expectNoUserRowLeaked(outcome);
    expect(outcome.response.status).toBe(500);
    expect(outcome.response.body.message).toContain(OWN_FILE);
  });

  it('refuses a symlink outside DATA_DIR that leads to database.sqlite', async () => {
    const link = path.join(outside, 'innocent.db');
    symlinkSync(path.join(dataDir, 'database.sqlite'), link);
    const outcome = await ask(setup, link);
    expectNoUserRowLeaked(outcome);
    expect(outcome.response.status).toBe(500);
    expect(outcome.response.body.message).toContain(OWN_FILE);
  });

  it('refuses the write-ahead log and a path that climbs back into DATA_DIR', async () => {
    for (const file of [
      path.join(dataDir, 'database.sqlite-wal'),
      path.join(outside, '..', path.basename(dataDir), '.', 'database.sqlite'),
    ]) {
      const outcome = await ask(setup, file);
      expect(outcome.response.status).toBe(500);
      expect(outcome.response.body.message).toContain(OWN_FILE);
      expectNoUserRowLeaked(outcome);
    }
  });

  it("still answers from the user's own database file outside DATA_DIR", async () => {
    const outcome = await askForShop(setup, shopFile);
    expect(outcome.response.status).toBe(200);
    expect(outcome.response.body.text).toBe('They spent 42.5.');
    expect(outcome.requests).toContain('42.5');
  });
});

describe('Sql Database Chain on enterprise', () => {
  it('refuses every SQLite file while SQL_DATABASE_DIRS lists no directory, naming the setting', async () => {
    const setup = await startChatflowTestSetup('sqlite', { PLATFORM_TYPE: 'enterprise' });
    try {
      const outcome = await askForShop(setup, shopFile);
      expect(outcome.response.status).toBe(500);
      expect(outcome.response.body.message).toContain(
        'Sql Database Chain: a file on the server cannot be opened: SQLite files are opened only inside the directories an administrator lists in SQL_DATABASE_DIRS, and none is listed',
      );
      expect(outcome.requests).not.toContain('orders');
    } finally {
      await setup.close();
    }
  });

  it('opens files inside SQL_DATABASE_DIRS only, and never the server database even when listed', async () => {
    const setup = await startChatflowTestSetup('sqlite', {
      PLATFORM_TYPE: 'enterprise',
      SQL_DATABASE_DIRS: allowedDir,
    });
    try {
      const inside = await askForShop(setup, allowedShop);
      expect(inside.response.status).toBe(200);
      expect(inside.response.body.text).toBe('They spent 42.5.');

      const outsideDirs = await askForShop(setup, shopFile);
      expect(outsideDirs.response.status).toBe(500);
      expect(outsideDirs.response.body.message).toContain(
        'Sql Database Chain: a file on the server is outside the directories an administrator listed in SQL_DATABASE_DIRS',
      );

      const link = path.join(allowedDir, 'server.db');
      symlinkSync(path.join(setup.server.database.dataDir, 'database.sqlite'), link);
      const linked = await ask(setup, link);
      expect(linked.response.status).toBe(500);
      expect(linked.response.body.message).toContain(OWN_FILE);
      expect(linked.requests.includes('CREATE TABLE "user"'), 'the model saw the user table').toBe(false);
    } finally {
      await setup.close();
    }
  });
});

describe('Sql Database Chain on cloud', () => {
  it('refuses SQLite files altogether: use PostgreSQL', async () => {
    const fake = await startFakeOpenAI();
    const server = await startTestServer({ database: 'sqlite', env: { PLATFORM_TYPE: 'cloud' } });
    try {
      const { session } = await cloudAccount(server);
      const credential = await session.post<{ id: string }>('/api/v1/credentials', {
        name: 'fake openai',
        credentialName: 'openAIApi',
        plainDataObj: { openAIApiKey: 'sk-fake' },
      });
      const setup: ChatflowTestSetup = {
        server,
        owner: session,
        anonymous: server.session(),
        fake,
        credentialId: credential.body.id,
        close: () => Promise.resolve(),
      };
      for (const file of [shopFile, path.join(server.database.dataDir, 'database.sqlite')]) {
        // Cloud models never reach loopback: a public address (no DNS) the refused run never calls.
        const outcome = await ask(setup, file, 'http://1.1.1.1/v1');
        expect(outcome.response.status).toBe(500);
        expect(outcome.response.body.message).toContain(
          'Sql Database Chain: a file on the server cannot be opened: SQLite files are not available on Loomflow Cloud: use a PostgreSQL database',
        );
        expect(outcome.requests).toBe('[]');
      }
    } finally {
      await server.close();
      await fake.close();
    }
  });
});
