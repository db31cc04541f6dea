import type { LoginActivityPage, LoginResponse } from '@loomflow/core';
import {
  createApiKey,
  inviteMember,
  newAccount,
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestAccount,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const AGENT = 'LoginActivityTest/1.0';

describe.each(TEST_DATABASE_KINDS)('login activity on %s (enterprise)', (database) => {
  let server: TestServer;
  let owner: HttpSession;
  let ownerUser: LoginResponse;
  const ownerAccount: TestAccount = newAccount('activity-owner');

  const list = (query = '') => owner.get<LoginActivityPage>(`/api/v1/loginactivity${query}`);

  beforeAll(async () => {
    server = await startTestServer({ database, env: { PLATFORM_TYPE: 'enterprise' } });
    owner = server.session();
    ownerUser = await registerAndLogin(owner, ownerAccount);
  });
  afterAll(() => server.close());

  it('records logins, failed attempts, logouts and password resets with address and user agent', async () => {
    const wrong = await server.session().request('POST', '/api/v1/auth/login', {
      body: { email: ownerAccount.email, password: 'wrong-password-1' },
      headers: { 'user-agent': AGENT },
    });
    expect(wrong.status).toBe(401);
    const unknownEmail = `nobody.${Date.now()}@example.com`;
    await server.session().post('/api/v1/auth/login', { email: unknownEmail, password: 'whatever-123' });

    const member = await inviteMember(server, owner, { prefix: 'activity-member' });
    expect((await member.session.post('/api/v1/account/logout')).status).toBe(200);
    // A second logout of the same, already ended session records nothing more.
    await member.session.post('/api/v1/account/logout');

    const all = await list();
    expect(all.status).toBe(200);
    const events = all.body.data.map((event) => [event.email, event.activity, event.outcome, event.method]);
    expect(events).toEqual(
      expect.arrayContaining([
        [ownerAccount.email, 'login', 'success', 'password'],
        [ownerAccount.email, 'login', 'failure', 'password'],
        [unknownEmail, 'login', 'failure', 'password'],
        [member.account.email, 'login', 'success', 'password'],
        [member.account.email, 'logout', 'success', 'password'],
      ]),
    );
    expect(
      events.filter(([email, activity]) => email === member.account.email && activity === 'logout'),
    ).toHaveLength(1);
    const failed = all.body.data.find((event) => event.userAgent === AGENT);
    expect(failed).toMatchObject({
      userId: ownerUser.id,
      userName: ownerAccount.name,
      outcome: 'failure',
      message: 'Incorrect Password',
    });
    expect(failed?.ipAddress).toBeTruthy();
    // Newest first.
    const dates = all.body.data.map((event) => event.createdDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('records password resets, failed and successful', async () => {
    const bad = await server.session().post('/api/v1/account/reset-password', {
      user: { email: ownerAccount.email, tempToken: 'not-a-token', password: 'new-password-42' },
    });
    expect(bad.status).toBe(400);
    const resets = await list('?activity=password_reset');
    expect(resets.body.data[0]).toMatchObject({
      email: ownerAccount.email,
      outcome: 'failure',
      method: 'email_link',
    });
  });

  it('filters by outcome, user, email and date range, and pages', async () => {
    const failures = await list('?outcome=failure');
    expect(failures.body.data.length).toBeGreaterThanOrEqual(2);
    expect(failures.body.data.every((event) => event.outcome === 'failure')).toBe(true);

    const mine = await list(`?userId=${ownerUser.id}`);
    expect(mine.body.data.every((event) => event.userId === ownerUser.id)).toBe(true);
    const searched = await list(
      `?search=${encodeURIComponent(ownerAccount.email.slice(0, 14).toUpperCase())}`,
    );
    expect(searched.body.data.length).toBeGreaterThan(0);
    expect(searched.body.data.every((event) => event.email === ownerAccount.email)).toBe(true);

    const future = await list(`?from=${encodeURIComponent('2999-01-01T00:00:00Z')}`);
    expect(future.body).toMatchObject({ data: [], total: 0 });
    const past = await list(`?to=${encodeURIComponent('2000-01-01T00:00:00+02:00')}`);
    expect(past.body.total).toBe(0);

    const everything = await list();
    const firstPage = await list('?limit=2&page=1');
    const secondPage = await list('?limit=2&page=2');
    expect(firstPage.body).toMatchObject({ total: everything.body.total, page: 1, limit: 2 });
    expect(firstPage.body.data.map((event) => event.id)).toEqual(
      everything.body.data.slice(0, 2).map((event) => event.id),
    );
    expect(secondPage.body.data.map((event) => event.id)).toEqual(
      everything.body.data.slice(2, 4).map((event) => event.id),
    );

    for (const bad of [
      '?outcome=maybe',
      '?from=yesterday',
      '?limit=0',
      '?page=x',
      '?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z',
    ]) {
      const result = await list(bad);
      expect(result.status, bad).toBe(400);
    }
  });

  it("never shows another organization's events", async () => {
    const now = new Date().toISOString();
    await server.server.db
      .insertInto('organization')
      .values({
        id: 'org-other',
        name: 'Other',
        customerId: null,
        subscriptionId: null,
        productId: null,
        createdDate: now,
        updatedDate: now,
      })
      .execute();
    await server.server.db
      .insertInto('login_activity')
      .values({
        id: 'foreign-event',
        organizationId: 'org-other',
        userId: null,
        email: 'stranger@example.com',
        activity: 'login',
        method: 'sso',
        outcome: 'success',
        message: null,
        ipAddress: null,
        userAgent: null,
        createdDate: now,
      })
      .execute();
    const all = await list('?limit=200');
    expect(all.body.data.map((event) => event.id)).not.toContain('foreign-event');
    // Purging everything of this organization leaves the other one's events alone.
    const purged = await owner.delete<{ deleted: number }>(
      `/api/v1/loginactivity?before=${encodeURIComponent('2999-01-01T00:00:00Z')}`,
    );
    expect(purged.status).toBe(200);
    expect(purged.body.deleted).toBe(all.body.total);
    expect((await list()).body.total).toBe(0);
    const left = await server.server.db
      .selectFrom('login_activity')
      .select('id')
      .where('id', '=', 'foreign-event')
      .executeTakeFirst();
    expect(left).toBeDefined();
    // Deleting the organization removes its events.
    await server.server.db.deleteFrom('organization').where('id', '=', 'org-other').execute();
    const gone = await server.server.db
      .selectFrom('login_activity')
      .select('id')
      .where('id', '=', 'foreign-event')
      .executeTakeFirst();
    expect(gone).toBeUndefined();
  });

  it('purges by date only for administrators, with a valid date', async () => {
    expect((await owner.delete('/api/v1/loginactivity')).status).toBe(400);
    expect((await owner.delete('/api/v1/loginactivity?before=soon')).status).toBe(400);

    const member = await inviteMember(server, owner, { prefix: 'activity-plain' });
    expect((await member.session.get('/api/v1/loginactivity')).status).toBe(403);
    expect(
      (
        await member.session.delete(
          `/api/v1/loginactivity?before=${encodeURIComponent(new Date().toISOString())}`,
        )
      ).status,
    ).toBe(403);

    const key = await createApiKey(owner, 'activity-key');
    const withKey = await server.session().request('GET', '/api/v1/loginactivity', {
      headers: { authorization: `Bearer ${key.apiKeySecret}` },
    });
    expect(withKey.status).toBe(403);
  });
});
