import { API_BASE_PATH } from '@loomflow/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Repositories } from '../db/repositories/index.ts';

/**
 * Cross-origin requests (CORS), as Flowise answers them:
 * - `CORS_ORIGINS` (comma-separated origins, or `*`) admits origins to the whole API; unset admits none.
 * - The public widget routes (what `flowise-embed` calls from the page it is embedded in) admit any origin the
 *   flow's `chatbotConfig.allowedOrigins` permits (an empty list permits every origin; hosts are compared).
 *   Routes whose URL names no flow (`PUT /feedback/{feedbackId}`, `POST /leads`) admit any origin: they check
 *   the flow named in their body themselves.
 * Credentials (cookies) are never allowed cross-origin unless `CORS_ALLOW_CREDENTIALS=true` for the origins of
 * `CORS_ORIGINS`: the widget sends none, and signed-in routes must not be reachable from other sites.
 * Headers go on the raw response so that hijacked (streamed) replies carry them too.
 */
export interface CorsOptions {
  /** `CORS_ORIGINS`. */
  readonly origins: string | undefined;
  /** `CORS_ALLOW_CREDENTIALS === 'true'`. */
  readonly allowCredentials: boolean;
}

const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
const ALLOWED_HEADERS = 'Content-Type, Authorization';
const PREFLIGHT_MAX_AGE_SECONDS = '600';

/** The widget's routes under the API base path, with where the flow id sits (path segment or query). */
const WIDGET_ROUTES: readonly { readonly pattern: RegExp; readonly flowId: 'path' | 'query' }[] = [
  { pattern: /^\/prediction\/([^/?]+)$/, flowId: 'path' },
  { pattern: /^\/public-chatbotConfig\/([^/?]+)$/, flowId: 'path' },
  { pattern: /^\/chatflows-streaming\/([^/?]+)$/, flowId: 'path' },
  { pattern: /^\/chatflows-uploads\/([^/?]+)$/, flowId: 'path' },
  { pattern: /^\/attachments\/([^/?]+)\/[^/?]+$/, flowId: 'path' },
  { pattern: /^\/vector\/upsert\/([^/?]+)$/, flowId: 'path' },
  { pattern: /^\/chatmessage\/abort\/([^/?]+)\/[^/?]+$/, flowId: 'path' },
  { pattern: /^\/get-upload-file$/, flowId: 'query' },
];

function parseOrigins(value: string | undefined): readonly string[] | '*' {
  if (value === undefined) return [];
  if (value.trim() === '*') return '*';
  return value
    .split(',')
    .map((origin) => origin.trim().toLowerCase().replace(/\/+$/, ''))
    .filter((origin) => origin !== '');
}

function hostOf(value: string): string | undefined {
  try {
    return new URL(value).host.toLowerCase();
  } catch {
    return undefined;
  }
}

/** Flowise's per-flow check: no list (or an empty first entry) permits all; else the hosts must match. */
export function flowPermitsOrigin(chatbotConfig: string | null, origin: string): boolean {
  if (!chatbotConfig) return true;
  let config: unknown;
  try {
    config = JSON.parse(chatbotConfig);
  } catch {
    return true;
  }
  if (typeof config !== 'object' || config === null || !('allowedOrigins' in config)) return true;
  const list = Array.isArray(config.allowedOrigins)
    ? config.allowedOrigins.filter(
        (entry): entry is string => typeof entry === 'string' && entry.trim() !== '',
      )
    : [];
  if (list.length === 0) return true;
  const requestHost = hostOf(origin);
  return requestHost !== undefined && list.some((entry) => hostOf(entry) === requestHost);
}

/** A path segment decoded; a malformed escape names no flow (the empty id admits nobody). */
function segment(value: string | undefined): string {
  try {
    return decodeURIComponent(value ?? '');
  } catch {
    return '';
  }
}

type WidgetTarget = { readonly flowId: string | undefined } | undefined;

/** Which widget route a request (or a preflight for `method`) is for, and the flow it names. */
function widgetTarget(url: string, method: string): WidgetTarget {
  if (!url.startsWith(API_BASE_PATH)) return undefined;
  const parsed = new URL(url, 'http://localhost');
  const path = parsed.pathname.slice(API_BASE_PATH.length).replace(/\/+$/, '');
  // The widget posts feedback to `/feedback/{flowId}`, updates it at `/feedback/{feedbackId}` and posts leads to
  // `/leads`; the signed-in lists (`GET /feedback/{flowId}`, `GET /leads/{flowId}`) are no widget routes.
  const feedback = /^\/feedback\/([^/?]+)$/.exec(path);
  if (feedback && method === 'POST') return { flowId: segment(feedback[1]) };
  if (feedback && method === 'PUT') return { flowId: undefined };
  if ((path === '/feedback' || path === '/leads') && method === 'POST') return { flowId: undefined };
  for (const route of WIDGET_ROUTES) {
    const match = route.pattern.exec(path);
    if (!match) continue;
    if (route.flowId === 'path') return { flowId: segment(match[1]) };
    return { flowId: parsed.searchParams.get('chatflowId') ?? '' };
  }
  return undefined;
}

/** The `onRequest` hook answering CORS for the API, preflights (`OPTIONS`) included. */
export function corsHook(repos: Repositories, options: CorsOptions) {
  const globalOrigins = parseOrigins(options.origins);

  const globallyAllowed = (origin: string): boolean =>
    globalOrigins === '*' || globalOrigins.includes(origin.toLowerCase().replace(/\/+$/, ''));

  async function widgetAllows(target: NonNullable<WidgetTarget>, origin: string): Promise<boolean> {
    if (target.flowId === undefined) return true;
    if (target.flowId === '') return false;
    const flow = await repos.runFlows.findById(target.flowId).catch(() => undefined);
    return flow !== undefined && flowPermitsOrigin(flow.chatbotConfig, origin);
  }

  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || origin === '' || !request.url.startsWith(API_BASE_PATH))
      return undefined;
    const preflight =
      request.method === 'OPTIONS' && typeof request.headers['access-control-request-method'] === 'string';
    const method = preflight ? String(request.headers['access-control-request-method']).toUpperCase() : '';
    const global = globallyAllowed(origin);
    const target = widgetTarget(request.url, preflight ? method : request.method);
    const allowed = global || (target !== undefined && (await widgetAllows(target, origin)));

    reply.raw.setHeader('Vary', 'Origin');
    if (allowed) {
      reply.raw.setHeader('Access-Control-Allow-Origin', origin);
      if (global && options.allowCredentials) reply.raw.setHeader('Access-Control-Allow-Credentials', 'true');
    }
    if (!preflight) return undefined;
    if (allowed) {
      reply.raw.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
      reply.raw.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      reply.raw.setHeader('Access-Control-Max-Age', PREFLIGHT_MAX_AGE_SECONDS);
    }
    // A refused preflight gets no Allow-* headers: the browser then blocks the request it was asking about.
    await reply.code(204).send();
    return reply;
  };
}
