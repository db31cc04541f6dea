import {
  ssoConfigUpdateSchema,
  ssoProviderIdSchema,
  ssoTestRequestSchema,
  type LoginResponse,
  type SsoConfig,
  type SsoPublicProvider,
  type SsoTestResult,
} from '@loomflow/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SsoLoginError } from '../../sso/sso-login.service.ts';
import type { AppContext } from '../app-context.ts';
import { AppError, forbidden, notFound } from '../../errors/app-error.ts';
import { publicRoute, requires } from '../route-access.ts';
import { setSessionCookies } from '../session-cookies.ts';
import { parse } from '../../errors/validate.ts';
import { clientInfo } from './auth.routes.ts';

const providerParams = z.object({ provider: z.string() });
const ticketQuery = z.object({ token: z.string().min(1, 'token is required').max(200) });

/**
 * Single sign-on: the settings (`/sso-config`, sso:manage, never API keys), the public list of enabled providers,
 * the redirect to a provider and its callback, and `/auth/sso-success` which the /sso-success page calls.
 */
export function ssoRoutes(app: FastifyInstance, context: AppContext): void {
  const { config, services } = context;
  const baseUrl = (request: FastifyRequest) => config.publicUrl ?? `${request.protocol}://${request.host}`;
  const callerOf = (request: FastifyRequest) => {
    if (!request.access) throw forbidden();
    return request.access;
  };
  const providerOf = (request: FastifyRequest) => {
    const { provider } = parse(providerParams, request.params);
    const parsed = ssoProviderIdSchema.safeParse(provider);
    if (!parsed.success) throw notFound(`Unknown single sign-on provider "${provider}"`);
    return parsed.data;
  };
  // feat:sso-config is an enterprise feature (spec §2): other kinds neither configure nor offer it.
  const ssoAvailable = config.platform === 'enterprise';
  const ssoFeature = () => {
    if (!ssoAvailable) throw new AppError(403, 'Single sign-on is available on the enterprise edition only.');
  };

  app.get('/sso-config', { config: requires('sso:manage') }, async (request): Promise<SsoConfig[]> => {
    ssoFeature();
    return services.ssoConfig.list(callerOf(request), baseUrl(request));
  });

  app.put('/sso-config', { config: requires('sso:manage') }, async (request): Promise<SsoConfig> => {
    ssoFeature();
    const update = parse(ssoConfigUpdateSchema, request.body);
    return services.ssoConfig.save(callerOf(request), update, baseUrl(request));
  });

  app.post(
    '/sso-config/test',
    { config: requires('sso:manage') },
    async (request): Promise<SsoTestResult> => {
      ssoFeature();
      return services.ssoConfig.test(parse(ssoTestRequestSchema, request.body));
    },
  );

  app.get('/auth/sso-providers', { config: publicRoute() }, async (): Promise<SsoPublicProvider[]> =>
    ssoAvailable ? services.ssoConfig.publicProviders() : [],
  );

  const loginRateLimit = {
    max: config.auth.loginAttemptsPerAddress,
    timeWindow: config.auth.loginWindowSeconds * 1000,
  };

  app.get(
    '/auth/sso/:provider',
    { config: { ...publicRoute(), rateLimit: loginRateLimit } },
    async (request, reply) => {
      const provider = providerOf(request);
      if (!ssoAvailable) return reply.redirect('/login?error=sso_unavailable');
      try {
        return await reply.redirect(await services.ssoLogin.start(provider, baseUrl(request)));
      } catch (error) {
        request.log.warn({ err: error, provider }, 'single sign-on could not start');
        const code = error instanceof SsoLoginError ? error.code : 'sso_failed';
        return reply.redirect(`/login?error=${code}`);
      }
    },
  );

  app.get(
    '/auth/sso/:provider/callback',
    { config: { ...publicRoute(), rateLimit: loginRateLimit } },
    async (request, reply) => {
      const provider = providerOf(request);
      if (!ssoAvailable) return reply.redirect('/login?error=sso_unavailable');
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      try {
        const { session, ticket } = await services.ssoLogin.callback(
          provider,
          query,
          baseUrl(request),
          clientInfo(request),
        );
        setSessionCookies(reply, session, config);
        return await reply.redirect(`/sso-success?token=${encodeURIComponent(ticket)}`);
      } catch (error) {
        request.log.warn({ err: error, provider }, 'single sign-on failed');
        const code = error instanceof SsoLoginError ? error.code : 'sso_failed';
        return reply.redirect(`/login?error=${code}`);
      }
    },
  );

  app.get('/auth/sso-success', { config: publicRoute() }, async (request, reply): Promise<LoginResponse> => {
    const { token } = parse(ticketQuery, request.query);
    try {
      const { response, session } = await services.ssoLogin.success(token);
      setSessionCookies(reply, session, config);
      return response;
    } catch (error) {
      if (error instanceof SsoLoginError) throw new AppError(401, error.message);
      throw error;
    }
  });
}
