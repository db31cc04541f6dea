import { API_BASE_PATH } from '@loomflow/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BasicAuthService } from '../services/basic-auth.service.ts';

/**
 * What stays reachable without the instance's basic credentials: embedded chatbots (every route the widget calls —
 * each still applies its own checks: the flow's API key, allowed origins, a session where one is needed), API
 * clients, probes.
 */
const OPEN_PREFIXES = [
  '/prediction/',
  '/public-',
  '/chatflows-streaming/',
  '/chatflows-uploads/',
  '/attachments/',
  '/get-upload-file',
  '/feedback',
  '/leads',
  '/chatmessage/abort/',
].map((prefix) => `${API_BASE_PATH}${prefix}`);

/** Paths open without the instance's credentials: ping, the embedded chatbot's routes. */
export function isBasicAuthFree(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '';
  if (pathname === `${API_BASE_PATH}/ping`) return true;
  return OPEN_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** Tells whether a Bearer value is a valid API key (services.apiKeys.verify). */
export type ApiKeyCheck = (key: string) => Promise<boolean>;

/** True for `Authorization: Bearer <a valid API key>`: API keys authenticate themselves (one scheme per header). */
async function carriesValidApiKey(request: FastifyRequest, isApiKey: ApiKeyCheck): Promise<boolean> {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] !== undefined && (await isApiKey(match[1]));
}

/**
 * Root onRequest hook (open source): with basic authentication on, every other request — pages, assets and API
 * calls — needs the instance's credentials or a valid API key, else 401 with a `WWW-Authenticate` challenge the
 * browser answers.
 */
export function basicAuthGuard(basicAuth: BasicAuthService, isApiKey: ApiKeyCheck) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (isBasicAuthFree(request) || !(await basicAuth.active())) return;
    if (await basicAuth.accepts(request.headers.authorization)) return;
    if (await carriesValidApiKey(request, isApiKey)) return;
    await reply.status(401).header('www-authenticate', 'Basic realm="Loomflow", charset="UTF-8"').send({
      statusCode: 401,
      success: false,
      message: 'This instance is protected by basic authentication: enter its username and password.',
    });
  };
}
