import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_BASE_PATH, type ErrorResponse } from '@loomflow/core';
import type { FastifyInstance } from 'fastify';

/**
 * The path as a browser or proxy might read it: percent-decoding undone (a few rounds), `\` as `/`, empty and
 * `.` segments dropped, lower case.
 */
function normalisedPath(pathname: string): string {
  let decoded = pathname;
  for (let round = 0; round < 3; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      break;
    }
    if (next === decoded) break;
    decoded = next;
  }
  const segments = decoded
    .replace(/\\/g, '/')
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.');
  return `/${segments.join('/')}`.toLowerCase();
}

/** True for `/api` and anything under it however spelled (`//api/…`, `/api%2fv1/…`, `/API/…`): never the app. */
function isApiPath(pathname: string): boolean {
  const normalised = normalisedPath(pathname);
  return normalised === '/api' || normalised.startsWith('/api/');
}

/** Serves the built web app with a single-page fallback; unknown API paths answer a JSON 404. */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const root = distDir && existsSync(path.join(distDir, 'index.html')) ? distDir : undefined;
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      maxAge: '1h',
      immutable: false,
    });
  } else {
    app.log.warn('The web app is not built (run `npm run build`): only the API is served');
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // However spelled (/API/V1/…, //api/…, /api%2fv1/…), an API path never falls through to anything but a 404.
    // A missing file (an asset of an older build, a mistyped path) is a 404, not the app's HTML.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname);
    if (isApiPath(pathname) || request.method !== 'GET' || !root || looksLikeFile) {
      const body: ErrorResponse = {
        statusCode: 404,
        success: false,
        message: pathname.startsWith(`${API_BASE_PATH}/`)
          ? `No API route ${request.method} ${pathname}`
          : `Not found: ${request.method} ${pathname}`,
      };
      return reply.status(404).send(body);
    }
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html', root);
  });
}
