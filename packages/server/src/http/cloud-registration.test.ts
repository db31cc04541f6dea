import { login, newAccount, startTestServer } from '@loomflow/testkit/server';
import { extractLinks, startSmtpSink } from '@loomflow/testkit/smtp';
import { describe, expect, it } from 'vitest';

describe('cloud registration', () => {
  it('gives every new account its own organization after it confirms its email, and can resend the link', async () => {
    const sink = await startSmtpSink();
    const server = await startTestServer({
      env: { PLATFORM_TYPE: 'cloud', SMTP_HOST: sink.host, SMTP_PORT: String(sink.port) },
    });
    try {
      const first = newAccount('first');
      const second = newAccount('second');
      for (const account of [first, second]) {
        const result = await server.session().post('/api/v1/account/register', {
          user: { name: account.name, email: account.email, credential: account.password },
        });
        expect(result.status).toBe(201);
        expect(result.body).toMatchObject({ status: 'unverified', verificationRequired: true });
      }
      await sink.waitForMessage((message) => message.to.includes(second.email));
      const resent = await server
        .session()
        .post('/api/v1/account/resend-verification', { user: { email: second.email } });
      expect(resent.status).toBe(200);
      const mails = () => sink.messages.filter((message) => message.to.includes(second.email));
      await sink.waitForMessage(() => mails().length === 2);

      // The first link was replaced by the resent one.
      const [oldMail, newMail] = mails();
      const tokenOf = (text: string) => new URL(extractLinks(text)[0] ?? '').searchParams.get('token');
      expect(
        (
          await server
            .session()
            .post('/api/v1/account/verify', { user: { tempToken: tokenOf(oldMail!.text) } })
        ).status,
      ).toBe(400);
      expect(
        (
          await server
            .session()
            .post('/api/v1/account/verify', { user: { tempToken: tokenOf(newMail!.text) } })
        ).status,
      ).toBe(200);

      const firstMail = await sink.waitForMessage((message) => message.to.includes(first.email));
      await server.session().post('/api/v1/account/verify', { user: { tempToken: tokenOf(firstMail.text) } });

      const firstUser = await login(server.session(), first);
      const secondUser = await login(server.session(), second);
      expect(firstUser.activeOrganizationId).not.toBe(secondUser.activeOrganizationId);
      expect(secondUser).toMatchObject({ isOrganizationAdmin: true, activeWorkspace: 'Default Workspace' });
      expect(secondUser.features['feat:workspaces']).toBe('true');
    } finally {
      await server.close();
      await sink.close();
    }
  });
});
