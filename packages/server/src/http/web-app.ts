import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_BASE_PATH, type ErrorResponse } from '@loomflow/core';
import type { FastifyInstance } from 'fastify';

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
    // Case-insensitive on purpose: /API/V1/... must never fall through to anything but a 404.
    // A missing file (an asset of an older build, a mistyped path) is a 404, not the app's HTML.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname);
    if (pathname.toLowerCase().startsWith('/api/') || request.method !== 'GET' || !root || looksLikeFile) {
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
