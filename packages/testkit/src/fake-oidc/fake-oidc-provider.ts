// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- oidc-provider ships no types: the ambient declaration must reach every program importing the testkit
/// <reference path="./oidc-provider.d.ts" />
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface FakeOidcAccount {
  readonly sub: string;
  readonly email: string;
  readonly emailVerified?: boolean;
  readonly name?: string;
}

export interface FakeOidcProvider {
  /** The issuer URL (http://127.0.0.1:<port>). */
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The account the next sign-in logs in as (the provider signs in without a form). */
  signInAs(account: FakeOidcAccount): void;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (`oidc-provider`) on a local port, for tests: one confidential client with PKCE,
 * and interactions that log in `signInAs`'s account and grant consent without any form.
 */
export async function startFakeOidcProvider(options: {
  readonly redirectUris: readonly string[];
  readonly account: FakeOidcAccount;
}): Promise<FakeOidcProvider> {
  let account = options.account;
  const route: { handler?: (request: IncomingMessage, response: ServerResponse) => void } = {};
  const clientId = 'loomflow-test';
  const clientSecret = 'loomflow-test-secret-0123456789';
  const server = createServer((request, response) => {
    if (route.handler) route.handler(request, response);
    else response.writeHead(503).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${String(port)}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [...options.redirectUris],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    findAccount: (_context, sub) =>
      Promise.resolve(
        sub === account.sub
          ? {
              accountId: sub,
              claims: () =>
                Promise.resolve({
                  sub,
                  email: account.email,
                  email_verified: account.emailVerified ?? true,
                  name: account.name ?? account.email,
                }),
            }
          : undefined,
      ),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    interactions: { url: (_context, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    conformIdTokenClaims: false,
    cookies: { keys: ['fake-oidc-cookie-key'] },
  });
  const providerCallback = provider.callback();

  async function interact(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const details = await provider.interactionDetails(request, response);
    if (details.prompt.name === 'login') {
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId: account.sub } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const accountId = details.session?.accountId ?? account.sub;
    const clientOf = typeof details.params.client_id === 'string' ? details.params.client_id : clientId;
    const grant =
      (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
      new provider.Grant({ accountId, clientId: clientOf });
    grant.addOIDCScope('openid email profile');
    grant.addOIDCClaims(['email', 'email_verified', 'name']);
    const grantId = await grant.save();
    await provider.interactionFinished(
      request,
      response,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
  }

  route.handler = (request, response) => {
    if (request.url?.startsWith('/interaction/')) {
      interact(request, response).catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
      });
      return;
    }
    providerCallback(request, response);
  };

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(next) {
      account = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
