import { followRedirects, startFakeOidcProvider, type FakeOidcProvider } from '@loomflow/testkit/fake-oidc';
import {
  login,
  newAccount,
  startTestServer,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { extractLinks, startSmtpSink, type SmtpSink } from '@loomflow/testkit/smtp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** With outgoing mail on, a new account confirms its address before it logs in. */
async function registerVerified(server: TestServer, session: HttpSession, sink: SmtpSink) {
  const account = newAccount('owner');
  await session.post('/api/v1/account/register', {
    user: { name: account.name, email: account.email, credential: account.password },
  });
  const mail = await sink.waitForMessage((message) => message.to.includes(account.email));
  const link = extractLinks(mail.text).find((candidate) => new URL(candidate).pathname === '/verify');
  const tempToken = link ? new URL(link).searchParams.get('token') : null;
  if (!tempToken) throw new Error(`no verification link in: ${mail.text}`);
  await server.session().post('/api/v1/account/verify', { user: { tempToken } });
  return login(session, account);
}

describe('password reset of an account that signs in through SSO', () => {
  let server: TestServer;
  let sink: SmtpSink;
  let oidc: FakeOidcProvider;

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({
      database: 'sqlite',
      env: { PLATFORM_TYPE: 'enterprise', SMTP_HOST: sink.host, SMTP_PORT: String(sink.port) },
    });
    oidc = await startFakeOidcProvider({
      redirectUris: [`${server.url}/api/v1/auth/sso/oidc/callback`],
      account: { sub: 'sso-only', email: 'sso-only@example.com', name: 'Sso Only' },
    });
  });
  afterAll(async () => {
    await oidc.close();
    await server.close();
    await sink.close();
  });

  it('answers like any address but sends no link, so no password can bypass the identity provider', async () => {
    const owner = server.session();
    const ownerUser = await registerVerified(server, owner, sink);
    const enabled = await owner.put('/api/v1/sso-config', {
      provider: 'oidc',
      enabled: true,
      clientId: oidc.clientId,
      clientSecret: oidc.clientSecret,
      issuer: oidc.issuer,
      allowSignUp: true,
    });
    expect(enabled.status).toBe(200);
    const { location } = await followRedirects(`${server.url}/api/v1/auth/sso/oidc`, {
      appOrigin: server.url,
      stopAtPaths: ['/sso-success', '/login'],
    });
    expect(location.pathname).toBe('/sso-success');

    const forSso = await server
      .session()
      .post('/api/v1/account/forgot-password', { user: { email: 'sso-only@example.com' } });
    const forOwner = await server
      .session()
      .post('/api/v1/account/forgot-password', { user: { email: ownerUser.email } });
    expect(forSso.status).toBe(200);
    expect(forSso.body).toEqual(forOwner.body);
    // Mails leave in request order: once the owner's reset mail is here, one to the SSO account would be too.
    await sink.waitForMessage(
      (message) => message.to.includes(ownerUser.email) && message.subject.includes('Reset'),
    );
    expect(sink.messages.filter((message) => message.to.includes('sso-only@example.com'))).toEqual([]);
  });
});
