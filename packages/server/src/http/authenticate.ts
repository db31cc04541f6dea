import {
  ACCESS_TOKEN_COOKIE,
  AUTH_MESSAGES,
  checkPermission,
  XSRF_COOKIE,
  XSRF_HEADER,
  type PlatformType,
} from '@loomflow/core';
import type { FastifyRequest } from 'fastify';
import { safeEqual } from '../auth/opaque-token.ts';
import type { Services } from '../services/services.ts';
import { AppError, forbidden, unauthorized } from '../errors/app-error.ts';
import type { RequestAccess } from '../auth/request-access.ts';
import type { RouteAccess } from './route-access.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** Double-submit check bound to the login: header, cookie and the session's own token must all agree. */
function checkXsrf(request: FastifyRequest, expected: string): void {
  if (SAFE_METHODS.has(request.method)) return;
  const header = request.headers[XSRF_HEADER];
  const cookie = request.cookies[XSRF_COOKIE];
  const value = typeof header === 'string' ? header : undefined;
  if (!value || !cookie || !safeEqual(value, cookie) || !safeEqual(value, expected)) {
    throw new AppError(403, 'Forbidden: missing or invalid XSRF token. Reload the page and try again.');
  }
}

async function identify(request: FastifyRequest, services: Services): Promise<RequestAccess | null> {
  const bearer = bearerToken(request);
  if (bearer !== undefined) return services.requestAuth.fromApiKey(bearer);
  const token = request.cookies[ACCESS_TOKEN_COOKIE];
  if (!token) return null;
  const access = await services.requestAuth.fromAccessToken(token);
  if (access.sessionId) checkXsrf(request, services.sessions.xsrfTokenFor(access.sessionId));
  return access;
}

/** Authenticates a request for its route's declared access, or throws the 401/403 the client acts on. */
export async function authenticate(
  request: FastifyRequest,
  access: RouteAccess,
  services: Services,
  platform: PlatformType,
): Promise<void> {
  if (access.kind === 'public') {
    // Public routes never fail on credentials; they just see who is calling when they can.
    request.access = await identify(request, services).catch(() => null);
    return;
  }
  const caller = await identify(request, services);
  if (!caller) throw unauthorized(AUTH_MESSAGES.invalidOrMissingToken);
  if (access.kind === 'signedIn') {
    if (caller.via !== 'session')
      throw forbidden('API keys cannot be used for account routes: sign in instead.');
    request.access = caller;
    return;
  }
  const alternatives = access.anyOf ?? [access.permission];
  if (caller.via === 'apiKey') {
    if (!access.apiKey) throw forbidden('API keys cannot be used for this route: sign in instead.');
    if (!alternatives.some((permission) => caller.permissions.includes(permission)))
      throw forbidden(AUTH_MESSAGES.forbidden);
  } else {
    if (!caller.workspaceId) throw forbidden(AUTH_MESSAGES.noWorkspaceAssigned);
    const subject = { platform, isGlobal: caller.isGlobal, permissions: caller.permissions, features: {} };
    if (!checkPermission(subject, alternatives.join(','))) throw forbidden(AUTH_MESSAGES.forbidden);
  }
  request.access = caller;
}

/** The caller's workspace, for routes that act inside one (always set once `authenticate` passed). */
export function workspaceOf(request: FastifyRequest): string {
  const workspaceId = request.access?.workspaceId;
  if (!workspaceId) throw forbidden(AUTH_MESSAGES.noWorkspaceAssigned);
  return workspaceId;
}

export function callerOf(request: FastifyRequest): RequestAccess {
  if (!request.access) throw unauthorized(AUTH_MESSAGES.invalidOrMissingToken);
  return request.access;
}
