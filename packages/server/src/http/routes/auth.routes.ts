import { loginRequestSchema, REFRESH_TOKEN_COOKIE, type AuthUser, type LoginResponse } from '@loomflow/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ClientInfo } from '../../services/session.service.ts';
import type { AppContext } from '../app-context.ts';
import { publicRoute } from '../route-access.ts';
import { clearSessionCookies, setSessionCookies } from '../session-cookies.ts';
import { parse } from '../../errors/validate.ts';

export function clientInfo(request: FastifyRequest): ClientInfo {
  const userAgent = request.headers['user-agent'];
  return { ipAddress: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : null };
}

export function authRoutes(app: FastifyInstance, context: AppContext): void {
  const { config, services } = context;
  const loginRateLimit = {
    max: config.auth.loginAttemptsPerAddress,
    timeWindow: config.auth.loginWindowSeconds * 1000,
  };

  app.post(
    '/auth/login',
    { config: { ...publicRoute(), rateLimit: loginRateLimit } },
    async (request, reply): Promise<LoginResponse> => {
      const { email, password } = parse(loginRequestSchema, request.body);
      const { response, session } = await services.sessions.login(email, password, clientInfo(request));
      setSessionCookies(reply, session, config);
      return response;
    },
  );

  app.post('/auth/refreshToken', { config: publicRoute() }, async (request, reply): Promise<AuthUser> => {
    try {
      const { user, session } = await services.sessions.refresh(request.cookies[REFRESH_TOKEN_COOKIE]);
      setSessionCookies(reply, session, config);
      return user;
    } catch (error) {
      clearSessionCookies(reply);
      throw error;
    }
  });
}
