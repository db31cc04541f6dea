import {
  emailOnlyRequestSchema,
  inviteRequestSchema,
  LOGGED_OUT_MESSAGE,
  REFRESH_TOKEN_COOKIE,
  registerRequestSchema,
  resetPasswordRequestSchema,
  verifyRequestSchema,
  type LogoutResponse,
  type MessageResponse,
  type RegisterResponse,
} from '@loomflow/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { refuseRoleFieldOnOpenSource } from '../open-source-roles.ts';
import { callerOf } from '../authenticate.ts';
import { clientInfo } from './auth.routes.ts';
import { publicRoute, requires } from '../route-access.ts';
import { clearSessionCookies } from '../session-cookies.ts';
import { parse } from '../../errors/validate.ts';

export function accountRoutes(app: FastifyInstance, context: AppContext): void {
  const { config, services } = context;
  const limited = {
    max: config.auth.loginAttemptsPerAddress,
    timeWindow: config.auth.loginWindowSeconds * 1000,
  };

  app.post(
    '/account/register',
    { config: { ...publicRoute(), rateLimit: limited } },
    async (request, reply): Promise<RegisterResponse> => {
      const result = await services.accounts.register(parse(registerRequestSchema, request.body));
      // Cloud: the new organization's billing account and Starter subscription; a failure is logged only.
      await services.billing
        .provisionOwner(result.id, { email: result.email, name: result.name })
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'Could not create the billing account of a new organization');
        });
      return reply.status(201).send(result);
    },
  );

  app.post('/account/verify', { config: publicRoute() }, async (request): Promise<MessageResponse> => {
    await services.accounts.verifyEmail(parse(verifyRequestSchema, request.body).user.tempToken);
    return { message: 'Email address confirmed: you can log in now.' };
  });

  app.post(
    '/account/resend-verification',
    { config: { ...publicRoute(), rateLimit: limited } },
    async (request): Promise<MessageResponse> => {
      await services.accounts.resendVerification(parse(emailOnlyRequestSchema, request.body).user.email);
      return { message: 'If that account is waiting for confirmation, a new link is on its way.' };
    },
  );

  app.post(
    '/account/forgot-password',
    { config: { ...publicRoute(), rateLimit: limited } },
    async (request): Promise<MessageResponse> => {
      await services.accounts.forgotPassword(parse(emailOnlyRequestSchema, request.body).user.email);
      return { message: 'If an account exists for that email, a password reset link is on its way.' };
    },
  );

  app.post(
    '/account/reset-password',
    { config: { ...publicRoute(), rateLimit: limited } },
    async (request): Promise<MessageResponse> => {
      const { email, tempToken, password } = parse(resetPasswordRequestSchema, request.body).user;
      await services.accounts.resetPassword(email, tempToken, password, clientInfo(request));
      return { message: 'Password changed: log in with your new password.' };
    },
  );

  app.post('/account/invite', { config: requires('users:manage') }, async (request) => {
    const caller = callerOf(request);
    const invitation = parse(inviteRequestSchema, request.body);
    refuseRoleFieldOnOpenSource(config.platform, invitation.roleId, 'Send the invitation without a roleId.');
    // Enterprise: a new member needs a free seat of the license.
    if (caller.organizationId) await services.license.assertSeatAvailable(caller.organizationId);
    return services.invitations.invite(caller, invitation);
  });

  // Public so that a logout always succeeds, even with an expired or already-revoked session.
  app.post('/account/logout', { config: publicRoute() }, async (request, reply): Promise<LogoutResponse> => {
    const sessionId =
      request.access?.sessionId ??
      services.sessions.sessionIdOfRefreshToken(request.cookies[REFRESH_TOKEN_COOKIE]);
    await services.sessions.logout(sessionId, clientInfo(request));
    clearSessionCookies(reply);
    return { message: LOGGED_OUT_MESSAGE, redirectTo: '/login' };
  });
}
