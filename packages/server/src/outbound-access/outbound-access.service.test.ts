import { createTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { openDatabase, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrator.ts';
import { OutboundAccessRepository } from '../db/repositories/outbound-access.repository.ts';
import { UserRepository } from '../db/repositories/user.repository.ts';
import type { RequestAccess } from '../auth/request-access.ts';
import { OutboundAccessService } from './outbound-access.service.ts';

const admin: RequestAccess = {
  via: 'session',
  userId: 'admin-1',
  sessionId: 'session-1',
  apiKeyId: null,
  organizationId: 'organization-1',
  workspaceId: 'workspace-1',
  permissions: [],
  isGlobal: true,
};
const client = { ipAddress: '127.0.0.1', userAgent: 'test' };

const until = async (condition: () => boolean, timeoutMs = 3_000): Promise<void> => {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe.each(TEST_DATABASE_KINDS)('the Outbound access list across processes (%s)', (kind) => {
  let testDb: TestDatabase;
  let db: Db;
  const services: OutboundAccessService[] = [];

  /** A server or queue worker of the same instance: its own service over the shared database. */
  const startProcess = async (): Promise<OutboundAccessService> => {
    const service = new OutboundAccessService(
      new OutboundAccessRepository(db),
      new UserRepository(db),
      'enterprise',
      { reloadMs: 50 },
    );
    await service.start();
    services.push(service);
    return service;
  };

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    db = await openDatabase(loadConfig(testDb.env).database);
    await migrateToLatest(db);
    const now = new Date().toISOString();
    await db
      .insertInto('user')
      .values({
        id: 'admin-1',
        name: 'Ada Admin',
        email: 'ada@example.com',
        credential: null,
        status: 'active',
        tempToken: null,
        tokenExpiry: null,
        activeWorkspaceId: null,
        lastLogin: null,
        createdDate: now,
        updatedDate: now,
      })
      .execute();
  });
  afterAll(async () => {
    for (const service of services) service.stop();
    await db.destroy();
    await testDb.drop();
  });

  it('reaches a worker that started before the change within its reload time, additions and removals alike', async () => {
    const server = await startProcess();
    const worker = await startProcess();
    expect(worker.adminAllowList()).toEqual([]);

    const added = await server.add(admin, { entry: 'qdrant.internal' }, client);
    expect(server.adminAllowList()).toEqual(['qdrant.internal']);
    await until(() => worker.adminAllowList().includes('qdrant.internal'));

    await server.remove(admin, added.id, client);
    expect(server.adminAllowList()).toEqual([]);
    await until(() => worker.adminAllowList().length === 0);
  });

  it('loads the stored list when a process starts', async () => {
    const server = await startProcess();
    await server.add(admin, { entry: '10.1.0.0/16', note: 'Vector stores' }, client);
    const later = await startProcess();
    expect(later.adminAllowList()).toEqual(['10.1.0.0/16']);
  });

  it('keeps nothing in force on other platforms, whatever the database holds', async () => {
    const openSource = new OutboundAccessService(
      new OutboundAccessRepository(db),
      new UserRepository(db),
      'open source',
    );
    await openSource.start();
    expect(openSource.adminAllowList()).toEqual([]);
  });
});
