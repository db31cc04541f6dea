import type { FlowValidationResponse, PredictionResponse } from '@loomflow/core';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import {
  registerAndLogin,
  startTestServer,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowData, saveFlow, START } from '../test-support/agentflow-test-flows.ts';

/** Start → LLM on an OpenAI-compatible server at `basepath` (a local model server, as Ollama or vLLM). */
const localModelFlow = (basepath: string) =>
  flowData(
    [
      START,
      {
        id: 'llmAgentflow_0',
        name: 'llmAgentflow',
        label: 'Local model',
        inputs: {
          llmModel: 'chatOpenAICustom',
          llmModelConfig: { llmModel: 'chatOpenAICustom', modelName: 'local-llama', basepath },
        },
      },
    ],
    [{ from: 'startAgentflow_0', to: 'llmAgentflow_0' }],
  );

describe('model servers on this machine', () => {
  let fake: FakeOpenAI;
  const servers: TestServer[] = [];

  beforeAll(async () => {
    fake = await startFakeOpenAI({ models: ['local-llama'] });
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await fake.close();
  });

  async function signedIn(env: Record<string, string>): Promise<HttpSession> {
    const server = await startTestServer({ database: 'sqlite', env });
    servers.push(server);
    const owner = server.session();
    await registerAndLogin(owner);
    return owner;
  }

  const predict = (session: HttpSession, id: string) =>
    session.post<PredictionResponse & { message?: string }>(`/api/v1/internal-prediction/${id}`, {
      question: 'hello',
    });

  it('are reached out of the box on open source (no HTTP_ALLOW_LIST), and the node check is clean', async () => {
    const owner = await signedIn({});
    fake.script('Hi from the local model');
    const flowId = await saveFlow(owner, localModelFlow(fake.url));
    const answer = await predict(owner, flowId);
    expect(answer.status).toBe(200);
    expect(answer.body.text).toBe('Hi from the local model');
    const check = await owner.get<FlowValidationResponse>(`/api/v1/validation/${flowId}`);
    expect(check.body.flatMap((node) => node.issues).join(' ')).not.toContain('Base URL');
  });

  it('are refused on enterprise until HTTP_ALLOW_LIST admits them, and both the chat and the node check say so', async () => {
    const owner = await signedIn({ PLATFORM_TYPE: 'enterprise' });
    const flowId = await saveFlow(owner, localModelFlow(fake.url));
    const before = fake.requests.length;
    const answer = await predict(owner, flowId);
    expect(answer.status).toBe(500);
    expect(answer.body.message).toContain(
      '127.0.0.1 is a private or loopback address: add 127.0.0.1 to HTTP_ALLOW_LIST',
    );
    expect(answer.body.message).toContain('restart the server');
    expect(fake.requests.length).toBe(before);

    const check = await owner.get<FlowValidationResponse>(`/api/v1/validation/${flowId}`);
    const node = check.body.find((problem) => problem.id === 'llmAgentflow_0');
    expect(node?.label).toBe('Local model');
    expect(node?.issues).toContainEqual(
      expect.stringMatching(
        /^Base URL http:\/\/127\.0\.0\.1:\d+\/v1 cannot be used: .*add 127\.0\.0\.1 to HTTP_ALLOW_LIST/,
      ),
    );
  });

  it('never reach a metadata address, even allow-listed', async () => {
    const owner = await signedIn({ HTTP_ALLOW_LIST: '169.254.0.0/16' });
    const flowId = await saveFlow(owner, localModelFlow('http://169.254.169.254/v1'));
    const check = await owner.get<FlowValidationResponse>(`/api/v1/validation/${flowId}`);
    expect(check.body.flatMap((node) => node.issues)).toContainEqual(
      expect.stringContaining(
        '169.254.169.254 is a link-local or cloud metadata address, which flows never reach',
      ),
    );
  });
});
