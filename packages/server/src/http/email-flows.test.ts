import { AUTH_MESSAGES } from '@loomflow/core';
import { login, newAccount, startTestServer, type TestServer } from '@loomflow/testkit/server';
import { extractLinks, startSmtpSink, type SmtpSink } from '@loomflow/testkit/smtp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

function tokenFrom(text: string, path: string): string {
  const link = extractLinks(text).find((candidate) => new URL(candidate).pathname === path);
  if (!link) throw new Error(`no ${path} link in: ${text}`);
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

describe('email verification, invitations and password reset through a real SMTP server', () => {
  let sink: SmtpSink;
  let server: TestServer;
  const owner = newAccount('owner');

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({
      env: {
        SMTP_HOST: sink.host,
        SMTP_PORT: String(sink.port),
        SENDER_EMAIL: 'noreply@loomflow.test',
        APP_URL: 'http://app.test',
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await sink.close();
  });

  it('makes a new account verify its email before it can log in', async () => {
    const registered = await server.session().post('/api/v1/account/register', {
      user: { name: owner.name, email: owner.email, credential: owner.password },
    });
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({ status: 'unverified', verificationRequired: true });

    const refused = await server
      .session()
      .post('/api/v1/auth/login', { email: owner.email, password: owner.password });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ message: expect.stringContaining('not verified') });

    const mail = await sink.waitForMessage((message) => message.to.includes(owner.email));
    expect(mail.from).toBe('noreply@loomflow.test');
    const token = tokenFrom(mail.text, '/verify');
    expect(
      (await server.session().post('/api/v1/account/verify', { user: { tempToken: 'wrong' } })).status,
    ).toBe(400);
    expect(
      (await server.session().post('/api/v1/account/verify', { user: { tempToken: token } })).status,
    ).toBe(200);
    expect((await login(server.session(), owner)).status).toBe('active');
    // A verification link works once.
    expect(
      (await server.session().post('/api/v1/account/verify', { user: { tempToken: token } })).status,
    ).toBe(400);
  });

  it('invites a person who then registers with the invitation and lands in the workspace', async () => {
    const admin = server.session();
    const adminUser = await login(admin, owner);
    const invitee = newAccount('invitee');
    const invited = await admin.post('/api/v1/account/invite', { user: { email: invitee.email } });
    expect(invited.status).toBe(200);
    expect(invited.body).toEqual({ message: `Invitation sent to ${invitee.email}` });

    const mail = await sink.waitForMessage((message) => message.to.includes(invitee.email));
    const token = tokenFrom(mail.text, '/register');
    const otherEmail = await server.session().post('/api/v1/account/register', {
      user: {
        name: invitee.name,
        email: 'someone.else@example.com',
        credential: invitee.password,
        tempToken: token,
      },
    });
    expect(otherEmail.status).toBe(400);

    const accepted = await server.session().post('/api/v1/account/register', {
      user: { name: invitee.name, email: invitee.email, credential: invitee.password, tempToken: token },
    });
    expect(accepted.status).toBe(201);
    const member = await login(server.session(), invitee);
    expect(member).toMatchObject({
      isOrganizationAdmin: false,
      // Open source has one user kind: no role name (docs/decisions.md).
      role: '',
      activeWorkspaceId: adminUser.activeWorkspaceId,
    });

    const again = await admin.post('/api/v1/account/invite', { user: { email: invitee.email } });
    expect(again.status).toBe(409);
  });

  it('resets a forgotten password and ends existing sessions', async () => {
    const existing = server.session();
    await login(existing, owner);
    const unknown = await server
      .session()
      .post('/api/v1/account/forgot-password', { user: { email: 'ghost@example.com' } });
    const known = await server
      .session()
      .post('/api/v1/account/forgot-password', { user: { email: owner.email } });
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);

    const mail = await sink.waitForMessage(
      (message) => message.to.includes(owner.email) && message.subject.includes('Reset'),
    );
    const token = tokenFrom(mail.text, '/reset-password');
    const newPassword = 'brand-new-pass-9';
    const reset = await server.session().post('/api/v1/account/reset-password', {
      user: { email: owner.email, tempToken: token, password: newPassword },
    });
    expect(reset.status).toBe(200);
    expect((await existing.get('/api/v1/apikey')).status).toBe(401);

    const old = await server
      .session()
      .post('/api/v1/auth/login', { email: owner.email, password: owner.password });
    expect(old.body).toMatchObject({ message: AUTH_MESSAGES.incorrectPassword });
    expect((await login(server.session(), { ...owner, password: newPassword })).email).toBe(owner.email);
  });
});

describe('without SMTP', () => {
  it('keeps the install usable: the first user is active, invitations return a link to share', async () => {
    const server = await startTestServer();
    try {
      const session = server.session();
      const owner = newAccount();
      const registered = await session.post('/api/v1/account/register', {
        user: { name: owner.name, email: owner.email, credential: owner.password },
      });
      expect(registered.body).toMatchObject({ status: 'active', verificationRequired: false });
      await login(session, owner);
      const invited = await session.post<{ inviteLink: string }>('/api/v1/account/invite', {
        user: { email: 'friend@example.com' },
      });
      expect(invited.status).toBe(200);
      expect(invited.body.inviteLink).toMatch(/\/register\?token=/);
      const forgot = await server
        .session()
        .post('/api/v1/account/forgot-password', { user: { email: owner.email } });
      expect(forgot.status).toBe(400);
      expect(forgot.body).toMatchObject({ message: expect.stringContaining('SMTP_HOST') });
    } finally {
      await server.close();
    }
  });
});
