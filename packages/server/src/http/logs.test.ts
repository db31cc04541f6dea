import type { ServerLogEntry, ServerLogPage } from '@loomflow/core';
import {
  createApiKey,
  inviteMember,
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(TEST_DATABASE_KINDS)("the server's logs (enterprise, %s)", (database) => {
  let server: TestServer;
  let owner: HttpSession;
  let logDir: string;

  beforeAll(async () => {
    server = await startTestServer({ database, env: { PLATFORM_TYPE: 'enterprise', LOG_LEVEL: 'debug' } });
    owner = server.session();
    await registerAndLogin(owner);
    logDir = server.server.config.logFiles?.path ?? '';
  });
  afterAll(() => server.close());

  it('writes rolling JSON files under LOG_PATH with secrets redacted at write time', async () => {
    server.server.app.log.warn(
      { user: { password: 'hunter2-very-secret' }, apiKey: 'lf_secret' },
      'probe-redaction',
    );
    const files = await readdir(logDir);
    expect(files.some((name) => /^loomflow-.*\.log$/.test(name))).toBe(true);
    const text = (await Promise.all(files.map((name) => readFile(path.join(logDir, name), 'utf8')))).join('');
    expect(text).toContain('probe-redaction');
    expect(text).not.toContain('hunter2-very-secret');
    expect(text).toContain('[Redacted]');
  });

  it('reads lines newest first by level, search and time range, paged', async () => {
    server.server.app.log.info('probe-info-line');
    server.server.app.log.error('probe-error-line');
    const all = await owner.get<ServerLogPage>('/api/v1/logs?level=debug&search=PROBE-');
    expect(all.status).toBe(200);
    expect(all.body.data.map((entry) => entry.message).slice(0, 2)).toEqual([
      'probe-error-line',
      'probe-info-line',
    ]);
    const errors = await owner.get<ServerLogPage>('/api/v1/logs?level=error&search=probe-');
    expect(errors.body.data.map((entry) => entry.message)).toEqual(['probe-error-line']);
    expect(errors.body.data[0]).toMatchObject({ level: 'error' });
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const later = await owner.get<ServerLogPage>(
      `/api/v1/logs?level=debug&from=${encodeURIComponent(future)}`,
    );
    expect(later.body.data).toEqual([]);
    const firstPage = await owner.get<ServerLogPage>('/api/v1/logs?level=debug&search=probe-&limit=1');
    expect(firstPage.body).toMatchObject({ hasMore: true, data: [{ message: 'probe-error-line' }] });
    const secondPage = await owner.get<ServerLogPage>(
      '/api/v1/logs?level=debug&search=probe-&limit=1&page=2',
    );
    expect(secondPage.body.data[0]?.message).toBe('probe-info-line');
  });

  it('refuses a bad range or level with a clear message', async () => {
    const backwards = await owner.get<{ message: string }>(
      '/api/v1/logs?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z',
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toContain('from must not be after to');
    expect((await owner.get('/api/v1/logs?level=loud')).status).toBe(400);
  });

  it('streams new lines live (server-sent events), filtered', async () => {
    const controller = new AbortController();
    const response = await fetch(`${server.url}/api/v1/logs/stream?level=warn&search=tail-probe`, {
      headers: { cookie: [...owner.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no body');
    const decoder = new TextDecoder();
    let received = '';
    const first = await reader.read();
    received += decoder.decode(first.value);
    expect(received).toContain(':connected');
    server.server.app.log.info('tail-probe below the level');
    server.server.app.log.warn('tail-probe shown');
    while (!received.includes('tail-probe shown')) {
      const chunk = await reader.read();
      if (chunk.done) break;
      received += decoder.decode(chunk.value);
    }
    controller.abort();
    const frames = received
      .split('\n\n')
      .filter((frame) => frame.startsWith('data:'))
      .map((frame): ServerLogEntry => JSON.parse(frame.slice('data:'.length)) as ServerLogEntry);
    expect(frames.map((frame) => frame.message)).toEqual(['tail-probe shown']);
  });

  it('is for logs:view holders only, never API keys', async () => {
    const member = await inviteMember(server, owner);
    expect((await member.session.get('/api/v1/logs')).status).toBe(403);
    expect((await member.session.get('/api/v1/logs/stream')).status).toBe(403);
    const key = await createApiKey(owner, 'logs');
    const byKey = await server.session().get('/api/v1/logs', {
      headers: { authorization: `Bearer ${key.apiKeySecret}` },
    });
    expect(byKey.status).toBe(403);
  });
});
