import { ACCESS_TOKEN_COOKIE, API_BASE_PATH, REFRESH_TOKEN_COOKIE, XSRF_COOKIE } from '@loomflow/core';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../config/config.ts';
import type { IssuedSession } from '../services/session.service.ts';

/** Sets the session cookies: httpOnly access and refresh tokens, and the readable XSRF token. */
export function setSessionCookies(reply: FastifyReply, session: IssuedSession, config: AppConfig): void {
  const base = { path: '/', sameSite: 'lax', secure: config.auth.secureCookies } as const;
  reply.setCookie(ACCESS_TOKEN_COOKIE, session.accessToken, {
    ...base,
    httpOnly: true,
    maxAge: config.auth.refreshTokenTtlSeconds,
  });
  if (session.refreshToken !== undefined) {
    reply.setCookie(REFRESH_TOKEN_COOKIE, session.refreshToken, {
      ...base,
      path: API_BASE_PATH,
      httpOnly: true,
      maxAge: config.auth.refreshTokenTtlSeconds,
    });
  }
  reply.setCookie(XSRF_COOKIE, session.xsrfToken, {
    ...base,
    httpOnly: false,
    maxAge: config.auth.refreshTokenTtlSeconds,
  });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(ACCESS_TOKEN_COOKIE, { path: '/' });
  reply.clearCookie(REFRESH_TOKEN_COOKIE, { path: API_BASE_PATH });
  reply.clearCookie(XSRF_COOKIE, { path: '/' });
}
