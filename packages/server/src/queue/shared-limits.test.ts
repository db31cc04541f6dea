import { randomBytes } from 'node:crypto';
import type { PredictionResponse } from '@loomflow/core';
import {
  newAccount,
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directReplyFlow, saveFlow } from '../test-support/agentflow-test-flows.ts';
import { PredictionWorker } from './prediction-worker.ts';
import { queueConfig } from '../config/queue-config.ts';
import { freePort, localRedisForTests } from '../test-support/queue-test-support.ts';

const redisUp = await localRedisForTests();

/** Two queue-mode servers (A and B) on one database and the local Redis, and a worker, as one installation. */
describe.skipIf(!redisUp).each(TEST_DATABASE_KINDS)(
  'queue mode shares limits through Redis (%s)',
  (database) => {
    const env = {
      MODE: 'queue',
      QUEUE_NAME: `loomflow-test-${randomBytes(5).toString('hex')}`,
      HTTP_ALLOW_LIST: '127.0.0.1',
      LOGIN_RATE_LIMIT_PER_ACCOUNT: '4',
      LOGIN_RATE_LIMIT_PER_ADDRESS: '25',
    };
    let a: TestServer;
    let b: TestServer;
    let worker: PredictionWorker;
    let owner: HttpSession;
    const account = newAccount('limits');

    beforeAll(async () => {
      a = await startTestServer({ database, env });
      b = await startTestServer({ existingDatabase: a.database, env });
      worker = await PredictionWorker.start(queueConfig(env), a.server.services, pino({ level: 'silent' }));
      owner = a.session();
      await registerAndLogin(owner, account);
    }, 120_000);

    afterAll(async () => {
      await worker.close();
      await b.close();
      await a.close();
    }, 60_000);

    const login = (server: TestServer, email: string, password: string) =>
      server.session().post<{ message?: string }>('/api/v1/auth/login', { email, password });

    it('locks an account after failures split across both servers, as one server would', async () => {
      for (const server of [a, b, a, b]) {
        const failed = await login(server, account.email, 'wrong password');
        expect(failed.status).toBe(401);
      }
      // The right password, on either server, is refused now: the 4 failures counted as one account's.
      const locked = await login(b, account.email, account.password);
      expect(locked.status).toBe(429);
      expect(locked.body.message).toMatch(/Too many failed login attempts for this account/);
      expect((await login(a, account.email, account.password)).status).toBe(429);
    });

    it("counts an address's sign-in attempts on both servers together", async () => {
      const first = await login(a, `nobody-${randomBytes(3).toString('hex')}@example.com`, 'x');
      const remaining = Number(first.headers.get('x-ratelimit-remaining'));
      expect(remaining).toBeGreaterThan(0);
      const onB = await login(b, `nobody-${randomBytes(3).toString('hex')}@example.com`, 'x');
      expect(Number(onB.headers.get('x-ratelimit-remaining'))).toBe(remaining - 1);
      let last = onB;
      for (let sent = 0; sent < remaining && last.status !== 429; sent += 1)
        last = await login(
          sent % 2 === 0 ? a : b,
          `nobody-${randomBytes(3).toString('hex')}@example.com`,
          'x',
        );
      expect(last.status).toBe(429);
      expect(last.body.message).toMatch(/Too many requests from this address/);
    });

    it("counts a flow's prediction rate limit on both servers", async () => {
      const flowId = await saveFlow(owner, directReplyFlow('Hello from the worker'), {
        apiConfig: {
          rateLimit: { status: true, limitMax: 3, limitDuration: 60, limitMsg: 'Slow down, please' },
        },
      });
      const predict = (server: TestServer) =>
        server.session().post<PredictionResponse & { message?: string }>(`/api/v1/prediction/${flowId}`, {
          question: 'hi',
        });
      for (const server of [a, b, a]) {
        const answered = await predict(server);
        expect(answered.status).toBe(200);
        expect(answered.body.text).toBe('Hello from the worker');
      }
      const refused = await predict(b);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe('Slow down, please');
      expect((await predict(a)).status).toBe(429);
    });
  },
);

describe('queue mode with Redis unreachable', () => {
  let server: TestServer;
  let owner: HttpSession;

  beforeAll(async () => {
    const redisPort = String(await freePort());
    // Queue mode pointed at a port where no Redis listens.
    server = await startTestServer({
      env: {
        MODE: 'queue',
        REDIS_PORT: redisPort,
        QUEUE_REDIS_TIMEOUT_MS: '1000',
        HTTP_ALLOW_LIST: '127.0.0.1',
      },
      captureLogs: true,
    });
    owner = server.session();
    await registerAndLogin(owner);
  }, 60_000);

  afterAll(async () => {
    await server.close();
  }, 30_000);

  it('lets sign-ins through (limits fail open) within a bounded time', async () => {
    const startedAt = Date.now();
    const wrong = await server
      .session()
      .post<{ message?: string }>('/api/v1/auth/login', { email: 'someone@example.com', password: 'x' });
    expect(wrong.status).toBe(401);
    expect(Date.now() - startedAt).toBeLessThan(3000);
  });

  it('checks a flow rate limit on this server alone, and the prediction answers 503 without the queue', async () => {
    const flowId = await saveFlow(owner, directReplyFlow('unused'), {
      apiConfig: { rateLimit: { status: true, limitMax: 1, limitDuration: 60, limitMsg: 'Slow down' } },
    });
    const predict = () =>
      server.session().post<{ message?: string }>(`/api/v1/prediction/${flowId}`, { question: 'hi' });
    const startedAt = Date.now();
    const first = await predict();
    expect(first.status).toBe(503);
    expect(first.body.message).toMatch(/^Queue unavailable/);
    const second = await predict();
    expect(second.status).toBe(429);
    expect(second.body.message).toBe('Slow down');
    expect(Date.now() - startedAt).toBeLessThan(5000);
    expect(server.logs.some((line) => line.includes('Shared rate limits: Redis is unavailable'))).toBe(true);
  });
});
