/** The part of `oidc-provider` (no bundled types) the fake identity provider uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface OidcAccount {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  interface OidcGrant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  interface OidcInteraction {
    uid: string;
    prompt: { name: string; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
    grantId?: string;
  }

  interface OidcConfiguration {
    clients: Record<string, unknown>[];
    findAccount(context: unknown, sub: string): Promise<OidcAccount | undefined>;
    claims?: Record<string, string[]>;
    interactions?: { url(context: unknown, interaction: { uid: string }): string };
    features?: Record<string, unknown>;
    pkce?: { required(): boolean };
    conformIdTokenClaims?: boolean;
    cookies?: { keys: string[] };
    renderError?: (context: unknown, out: unknown, error: unknown) => void;
  }

  export default class Provider {
    constructor(issuer: string, configuration: OidcConfiguration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<OidcInteraction>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Grant: {
      new (properties: { accountId: string; clientId: string }): OidcGrant;
      find(id: string): Promise<OidcGrant | undefined>;
    };
  }
}
