import { registerAndLogin, startTestServer, type TestServer } from '@loomflow/testkit/server';
import { afterEach, describe, expect, it } from 'vitest';
import { customFunctionFlow, directReplyFlow, saveFlow } from '../test-support/agentflow-test-flows.ts';

interface LogLine {
  readonly level: number;
  readonly msg?: string;
  readonly req?: { readonly url?: string };
}

const DEBUG = 20;
const INFO = 30;
const ERROR = 50;

/** The server's log lines written while `action` ran. */
async function linesDuring(server: TestServer, action: () => Promise<unknown>): Promise<LogLine[]> {
  const before = server.logs.length;
  await action();
  return server.logs
    .slice(before)
    .flatMap((chunk) => chunk.split('\n'))
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LogLine);
}

describe('prediction request logs', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function start(level: string): Promise<TestServer> {
    server = await startTestServer({ captureLogs: true, env: { LOG_LEVEL: level } });
    return server;
  }

  it('writes nothing per prediction at the default level (info), while other requests keep their lines', async () => {
    const running = await start('info');
    const owner = running.session();
    await registerAndLogin(owner);
    const flowId = await saveFlow(owner, directReplyFlow('Hello'));
    const anonymous = running.session();

    const predicting = await linesDuring(running, async () => {
      const answer = await anonymous.post(`/api/v1/prediction/${flowId}`, { question: 'Hi' });
      expect(answer.status).toBe(200);
      const internal = await owner.post(`/api/v1/internal-prediction/${flowId}`, { question: 'Hi' });
      expect(internal.status).toBe(200);
    });
    const pinging = await linesDuring(running, () => anonymous.get('/api/v1/ping'));

    expect(predicting).toEqual([]);
    expect(pinging.map((line) => [line.level, line.msg])).toEqual([
      [INFO, 'incoming request'],
      [INFO, 'request completed'],
    ]);
  });

  it('writes the prediction’s request lines at debug level', async () => {
    const running = await start('debug');
    const owner = running.session();
    await registerAndLogin(owner);
    const flowId = await saveFlow(owner, directReplyFlow('Hello'));

    const lines = await linesDuring(running, () =>
      running.session().post(`/api/v1/prediction/${flowId}`, { question: 'Hi' }),
    );

    const requestLines = lines.filter(
      (line) => line.msg === 'incoming request' || line.msg === 'request completed',
    );
    expect(requestLines.map((line) => [line.level, line.msg])).toEqual([
      [DEBUG, 'incoming request'],
      [DEBUG, 'request completed'],
    ]);
    expect(requestLines[0]?.req?.url).toBe(`/api/v1/prediction/${flowId}`);
  });

  it('still logs a failed prediction’s error at the default level', async () => {
    const running = await start('info');
    const owner = running.session();
    await registerAndLogin(owner);
    const flowId = await saveFlow(owner, customFunctionFlow("throw new Error('the widget is broken');"));

    const lines = await linesDuring(running, async () => {
      const failed = await running.session().post(`/api/v1/prediction/${flowId}`, { question: 'go' });
      expect(failed.status).toBe(500);
    });

    expect(lines.map((line) => line.level)).toEqual([ERROR]);
    expect(lines[0]?.msg).toContain('the widget is broken');
  });
});
