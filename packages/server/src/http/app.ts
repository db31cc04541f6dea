import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import { API_BASE_PATH } from '@loomflow/core';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import type { QueueDashboardPort } from '../queue/queue-dashboard.port.ts';
import type { RateLimitStoreOptions } from '../queue/shared-limits.ts';
import type { Services } from '../services/services.ts';
import type { AppContext } from './app-context.ts';
import { AppError } from '../errors/app-error.ts';
import { authenticate } from './authenticate.ts';
import { corsHook } from './cors.ts';
import { registerErrorHandler } from './error-handler.ts';
import { licenseGuard } from './license-guard.ts';
import { loggerOptions } from './logger.ts';
import { RequestLogController } from './request-log-controller.ts';
import type { RouteAccess } from './route-access.ts';
import { accountRoutes } from './routes/account.routes.ts';
import { apiKeyRoutes } from './routes/apikey.routes.ts';
import { authRoutes } from './routes/auth.routes.ts';
import { credentialRoutes } from './routes/credentials.routes.ts';
import { billingRoutes } from './routes/billing.routes.ts';
import { chatflowRoutes } from './routes/chatflows.routes.ts';
import { chatMessageRoutes } from './routes/chat-message.routes.ts';
import { executionRoutes } from './routes/executions.routes.ts';
import { predictionRoutes } from './routes/prediction.routes.ts';
import { validationRoutes } from './routes/validation.routes.ts';
import { licenseRoutes } from './routes/license.routes.ts';
import { nodeRoutes } from './routes/nodes.routes.ts';
import { organizationUserRoutes } from './routes/organization-user.routes.ts';
import { roleRoutes } from './routes/role.routes.ts';
import { systemRoutes } from './routes/system.routes.ts';
import { toolRoutes } from './routes/tools.routes.ts';
import { variableRoutes } from './routes/variables.routes.ts';
import { userRoutes } from './routes/user.routes.ts';
import { workspaceUserRoutes } from './routes/workspace-user.routes.ts';
import { workspaceRoutes } from './routes/workspace.routes.ts';
import { loginActivityRoutes } from './routes/login-activity.routes.ts';
import { organizationSettingsRoutes } from './routes/organization-settings.routes.ts';
import { basicAuthRoutes } from './routes/basic-auth.routes.ts';
import { basicAuthGuard } from './basic-auth-guard.ts';
import { refuseNulCharacters } from './refuse-nul.ts';
import { workspaceContentsRoutes } from './routes/workspace-contents.routes.ts';
import { fileRoutes } from './routes/files.routes.ts';
import { logRoutes } from './routes/logs.routes.ts';
import { ssoRoutes } from './routes/sso.routes.ts';
import { teeLogDestination } from '../logging/log-destination.ts';
import { registerWebApp } from './web-app.ts';
import { chatWidgetRoutes } from './routes/chat-widget.routes.ts';
import { feedbackLeadRoutes } from './routes/feedback-leads.routes.ts';
import { documentStoreRoutes } from './routes/document-store.routes.ts';
import { documentStoreVectorRoutes } from './routes/document-store-vectors.routes.ts';
import { datasetRoutes } from './routes/datasets.routes.ts';
import { evaluatorRoutes } from './routes/evaluators.routes.ts';
import { evaluationRoutes } from './routes/evaluations.routes.ts';
import { marketplaceRoutes } from './routes/marketplace.routes.ts';
import { exportImportRoutes } from './routes/export-import.routes.ts';
import { assistantRoutes } from './routes/assistants.routes.ts';
import { openAiAssistantRoutes } from './routes/openai-assistants.routes.ts';
import { queueDashboardRoutes } from './routes/queue-dashboard.routes.ts';
import { outboundAccessRoutes } from './routes/outbound-access.routes.ts';

export interface RegisteredRoute {
  readonly method: string;
  readonly url: string;
  readonly access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with its declared access, for tests and the OpenAPI document. */
    routeTable: RegisteredRoute[];
  }
}

export interface HttpAppOptions {
  readonly config: AppConfig;
  readonly db: Db;
  readonly services: Services;
  /** A pino destination for tests that read the logs. */
  readonly logStream?: NodeJS.WritableStream;
  /** Queue mode: rate limits counted in Redis (shared by every server) and the queue dashboard. */
  readonly queue?: {
    readonly rateLimitStore: RateLimitStoreOptions;
    readonly dashboard: QueueDashboardPort;
  };
}

function methodsOf(method: string | string[]): string[] {
  return Array.isArray(method) ? method : [method];
}

export async function buildHttpApp({
  config,
  db,
  services,
  logStream,
  queue,
}: HttpAppOptions): Promise<FastifyInstance> {
  const logger = loggerOptions(config.logLevel);
  // Log lines also go to the rolling files under LOG_PATH (read back by the Logs screen) when configured.
  const logDestination = services.logFile
    ? teeLogDestination(logStream ?? process.stdout, services.logFile)
    : logStream;
  const app = Fastify({
    logger:
      logDestination && logger && typeof logger === 'object' ? { ...logger, stream: logDestination } : logger,
    // Hot routes (predictions) write their request lines at debug level: see request-log-controller.ts.
    logController: new RequestLogController(),
    bodyLimit: config.bodyLimitBytes,
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: true },
    trustProxy: process.env.TRUST_PROXY === 'true',
  });
  app.decorate('routeTable', []);
  app.decorateRequest('access', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_BASE_PATH)) return;
    const access = route.config?.access;
    if (!access)
      throw new Error(`Route ${methodsOf(route.method).join(',')} ${route.url} declares no access`);
    for (const method of methodsOf(route.method)) {
      if (method !== 'HEAD') app.routeTable.push({ method, url: route.url, access });
    }
  });

  registerErrorHandler(app, config.bodyLimitBytes);
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    ...queue?.rateLimitStore,
    errorResponseBuilder: (_request, context) =>
      new AppError(context.statusCode, `Too many requests from this address: try again in ${context.after}.`),
  });

  // Cross-origin callers (the embedded widget, CORS_ORIGINS): headers and preflights, see cors.ts.
  app.addHook(
    'onRequest',
    corsHook(services.repos, config.cors ?? { origins: undefined, allowCredentials: false }),
  );

  // Open source with basic authentication on: the whole instance sits behind it (see basic-auth-guard.ts).
  app.addHook(
    'onRequest',
    basicAuthGuard(services.basicAuth, async (key) => (await services.apiKeys.verify(key)) !== undefined),
  );

  // NUL characters never reach a route: PostgreSQL cannot store them in text (see refuse-nul.ts).
  app.addHook('preValidation', refuseNulCharacters);

  let hasUsers = false;
  const context: AppContext = {
    config,
    db,
    services,
    hasUsers: async () => (hasUsers ||= (await services.repos.users.count()) > 0),
    ...(queue ? { queueDashboard: queue.dashboard } : {}),
  };

  await app.register(
    (api, _options, done) => {
      api.addHook('onRequest', async (request) => {
        const access = request.routeOptions.config.access;
        if (access) await authenticate(request, access, services, config.platform);
      });
      api.addHook('onRequest', licenseGuard(services.license));
      systemRoutes(api, context);
      authRoutes(api, context);
      accountRoutes(api, context);
      apiKeyRoutes(api, context);
      credentialRoutes(api, context);
      variableRoutes(api, context);
      toolRoutes(api, context);
      billingRoutes(api, context);
      userRoutes(api, context);
      organizationUserRoutes(api, context);
      roleRoutes(api, context);
      workspaceRoutes(api, context);
      workspaceUserRoutes(api, context);
      workspaceContentsRoutes(api, context);
      loginActivityRoutes(api, context);
      organizationSettingsRoutes(api, context);
      basicAuthRoutes(api, context);
      licenseRoutes(api, context);
      chatflowRoutes(api, context);
      nodeRoutes(api, context);
      predictionRoutes(api, context);
      validationRoutes(api, context);
      executionRoutes(api, context);
      chatMessageRoutes(api, context);
      ssoRoutes(api, context);
      outboundAccessRoutes(api, context);
      fileRoutes(api, context);
      logRoutes(api, context);
      chatWidgetRoutes(api, context);
      feedbackLeadRoutes(api, context);
      documentStoreRoutes(api, context);
      documentStoreVectorRoutes(api, context);
      datasetRoutes(api, context);
      evaluatorRoutes(api, context);
      evaluationRoutes(api, context);
      marketplaceRoutes(api, context);
      exportImportRoutes(api, context);
      assistantRoutes(api, context);
      openAiAssistantRoutes(api, context);
      queueDashboardRoutes(api, context);
      done();
    },
    { prefix: API_BASE_PATH },
  );

  await registerWebApp(app, config.webDistDir);
  return app;
}
