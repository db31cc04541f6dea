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

export function isBasicAuthFree(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '';
  if (pathname === `${API_BASE_PATH}/ping`) return true;
  if (OPEN_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return true;
  // API keys authenticate themselves (the Authorization header can carry only one scheme).
  return /^Bearer\s/i.test(request.headers.authorization ?? '');
}

/**
 * Root onRequest hook (open source): with basic authentication on, every other request — pages, assets and API
 * calls — needs the instance's credentials, else 401 with a `WWW-Authenticate` challenge the browser answers.
 */
export function basicAuthGuard(basicAuth: BasicAuthService) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (isBasicAuthFree(request) || !(await basicAuth.active())) return;
    if (await basicAuth.accepts(request.headers.authorization)) return;
    await reply.status(401).header('www-authenticate', 'Basic realm="Loomflow", charset="UTF-8"').send({
      statusCode: 401,
      success: false,
      message: 'This instance is protected by basic authentication: enter its username and password.',
    });
  };
}
