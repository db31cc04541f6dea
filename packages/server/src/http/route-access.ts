import type { Permission } from '@loomflow/core';
import type { RequestAccess } from '../auth/request-access.ts';

/**
 * What a route needs. Every API route declares one (the server refuses to start otherwise):
 * - public: anyone, signed in or not (the public list);
 * - signedIn: any signed-in user through a login session (their own account);
 * - permission: a signed-in user (or, when `apiKey` is true, an API key) holding the permission.
 */
export type RouteAccess =
  | { readonly kind: 'public' }
  | { readonly kind: 'signedIn' }
  | {
      readonly kind: 'permission';
      readonly permission: Permission;
      readonly apiKey: boolean;
      /** Alternatives: holding any one of them is enough (`permission` is the first). */
      readonly anyOf?: readonly Permission[];
    };

export const publicRoute = (): { access: RouteAccess } => ({ access: { kind: 'public' } });
export const signedIn = (): { access: RouteAccess } => ({ access: { kind: 'signedIn' } });
export const requires = (
  permission: Permission,
  options: { apiKey?: boolean } = {},
): { access: RouteAccess } => ({
  access: { kind: 'permission', permission, apiKey: options.apiKey ?? false },
});
/** A route open to holders of any one of the permissions (Flowise's `checkAnyPermission`). */
export const requiresAny = (
  permissions: readonly [Permission, ...Permission[]],
  options: { apiKey?: boolean } = {},
): { access: RouteAccess } => ({
  access: {
    kind: 'permission',
    permission: permissions[0],
    anyOf: permissions,
    apiKey: options.apiKey ?? false,
  },
});

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    access: RequestAccess | null;
  }
}
