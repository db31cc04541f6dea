import { startTestServer, type TestServer } from '@loomflow/testkit/server';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface RawAnswer {
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
}

/** A GET with the path sent exactly as written (fetch would normalise it). */
function rawGet(base: string, rawPath: string): Promise<RawAnswer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: url.hostname, port: url.port, path: rawPath }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({
          status: response.statusCode ?? 0,
          contentType: response.headers['content-type'] ?? '',
          body: Buffer.concat(chunks).toString('utf8'),
        });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

describe('the web app beside the API', () => {
  let server: TestServer;
  let distDir: string;

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'loomflow-web-'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Loomflow</title>');
    server = await startTestServer({ env: { WEB_DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('serves the app for its own pages', async () => {
    const page = await rawGet(server.url, '/chatflows');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Loomflow</title>');
  });

  it('answers a JSON 404, never the app, for API paths spelled another way', async () => {
    const paths = [
      '//api/v1/chatflows',
      '///api/v1/apikey',
      '/api%2fv1/chatflows',
      '/api%2Fv1/settings',
      '/%61pi/v1/no-such-route',
      '/api%252fv1/chatflows',
      '/.//api/v1/chatflows',
      '/api',
      '/API',
    ];
    for (const rawPath of paths) {
      const answer = await rawGet(server.url, rawPath);
      expect(answer.status, rawPath).toBe(404);
      expect(answer.contentType, rawPath).toContain('application/json');
      expect(JSON.parse(answer.body), rawPath).toMatchObject({ statusCode: 404, success: false });
    }
  });
});
