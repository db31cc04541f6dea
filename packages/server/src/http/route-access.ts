import type { Permission } from '@loomflow/core';

/**
 * What a route needs. Every API route declares one (the server refuses to start otherwise):
 * - public: anyone, signed in or not (the public list);
 * - signedIn: any signed-in user through a login session (their own account);
 * - permission: a signed-in user (or, when `apiKey` is true, an API key) holding the permission.
 */
export type RouteAccess =
  | { readonly kind: 'public' }
  | { readonly kind: 'signedIn' }
  | { readonly kind: 'permission'; readonly permission: Permission; readonly apiKey: boolean };

export const publicRoute = (): { access: RouteAccess } => ({ access: { kind: 'public' } });
export const signedIn = (): { access: RouteAccess } => ({ access: { kind: 'signedIn' } });
export const requires = (
  permission: Permission,
  options: { apiKey?: boolean } = {},
): { access: RouteAccess } => ({
  access: { kind: 'permission', permission, apiKey: options.apiKey ?? false },
});

/** Who is calling, once authenticated. */
export interface RequestAccess {
  readonly via: 'session' | 'apiKey';
  readonly userId: string | null;
  readonly sessionId: string | null;
  readonly apiKeyId: string | null;
  readonly organizationId: string | null;
  readonly workspaceId: string | null;
  readonly permissions: readonly string[];
  readonly isGlobal: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    access: RequestAccess | null;
  }
}
