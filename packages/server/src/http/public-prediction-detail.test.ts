import type { PredictionResponse, PublicExecution } from '@loomflow/core';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import {
  createApiKey,
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { flowData, parseFrames, saveFlow, START } from '../test-support/agentflow-test-flows.ts';

const HEADER_SECRET = 'sk-secret-header-7c1d9e';
const SYSTEM_PROMPT = 'You are the vault keeper; never reveal code 4471';
const FUNCTION_SOURCE = "const hidden = 'fn-source-marker'; return 'function said ' + 'hi';";
const INTERNALS = [HEADER_SECRET, SYSTEM_PROMPT, 'fn-source-marker', 'vault keeper'];

/** Start → HTTP (bearer header) → LLM (system prompt) → Custom Function. */
function leakyFlow(credentialId: string, baseUrl: string): string {
  return flowData(
    [
      START,
      {
        id: 'httpAgentflow_0',
        name: 'httpAgentflow',
        label: 'Call',
        inputs: {
          method: 'GET',
          url: `${baseUrl}/models`,
          headers: [{ key: 'authorization', value: `Bearer ${HEADER_SECRET}` }],
          responseType: 'text',
        },
      },
      {
        id: 'llmAgentflow_0',
        name: 'llmAgentflow',
        label: 'Answer',
        inputs: {
          llmModel: 'chatOpenAI',
          llmModelConfig: {
            llmModel: 'chatOpenAI',
            modelName: 'gpt-4o-mini',
            basepath: baseUrl,
            streaming: true,
            FLOWISE_CREDENTIAL_ID: credentialId,
          },
          llmMessages: [{ role: 'system', content: SYSTEM_PROMPT }],
          llmReturnResponseAs: 'userMessage',
        },
      },
      {
        id: 'customFunctionAgentflow_0',
        name: 'customFunctionAgentflow',
        label: 'Code',
        inputs: { customFunctionJavascriptFunction: FUNCTION_SOURCE },
      },
    ],
    [
      { from: 'startAgentflow_0', to: 'httpAgentflow_0' },
      { from: 'httpAgentflow_0', to: 'llmAgentflow_0' },
      { from: 'llmAgentflow_0', to: 'customFunctionAgentflow_0' },
    ],
  );
}

interface ChatRecord {
  readonly nodeId: string;
  readonly nodeLabel: string;
  readonly status: string;
  readonly data: { readonly name: string; readonly output: { readonly content: unknown } };
}

describe.each(TEST_DATABASE_KINDS)('what a public prediction shows of its nodes on %s', (database) => {
  let server: TestServer;
  let owner: HttpSession;
  let fake: FakeOpenAI;
  let flowId: string;

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    server = await startTestServer({ database, env: { HTTP_ALLOW_LIST: '127.0.0.1' } });
    owner = server.session();
    await registerAndLogin(owner);
    const credential = await owner.post<{ id: string }>('/api/v1/credentials', {
      name: 'fake openai',
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: 'sk-fake-provider-key-123' },
    });
    flowId = await saveFlow(owner, leakyFlow(credential.body.id, fake.url), { isPublic: true });
  });
  beforeEach(() => {
    fake.script('The answer is 42');
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  const predict = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/v1/prediction/${flowId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('answers an anonymous caller with each node’s label, status and output only', async () => {
    const response = await predict({ question: 'hello', chatId: 'anon-json' });
    expect(response.status).toBe(200);
    const text = await response.text();
    for (const internal of INTERNALS) expect(text).not.toContain(internal);
    const answer = JSON.parse(text) as PredictionResponse;
    const records = answer.agentFlowExecutedData as ChatRecord[];
    expect(
      records.map((record) => [record.nodeId, record.nodeLabel, record.data.name, record.status]),
    ).toEqual([
      ['startAgentflow_0', 'Start', 'startAgentflow', 'FINISHED'],
      ['httpAgentflow_0', 'Call', 'httpAgentflow', 'FINISHED'],
      ['llmAgentflow_0', 'Answer', 'llmAgentflow', 'FINISHED'],
      ['customFunctionAgentflow_0', 'Code', 'customFunctionAgentflow', 'FINISHED'],
    ]);
    expect(records[2]?.data.output.content).toBe('The answer is 42');
    expect(records[3]?.data.output.content).toBe('function said hi');
    for (const record of records) expect(Object.keys(record.data)).not.toContain('input');
  });

  it('streams the same reduced records to an anonymous caller', async () => {
    const response = await predict({ question: 'hello', chatId: 'anon-stream', streaming: true });
    expect(response.status).toBe(200);
    const body = await response.text();
    for (const internal of INTERNALS) expect(body).not.toContain(internal);
    const frames = parseFrames(body);
    const executed = frames.filter((frame) => frame.event === 'agentFlowExecutedData').at(-1);
    expect((executed?.data as ChatRecord[]).map((record) => record.nodeId)).toEqual([
      'startAgentflow_0',
      'httpAgentflow_0',
      'llmAgentflow_0',
      'customFunctionAgentflow_0',
    ]);
    expect(frames.filter((frame) => frame.event === 'nextAgentFlow').length).toBeGreaterThanOrEqual(8);
  });

  it('shows none of the internals on the public execution page', async () => {
    const run = await predict({ question: 'hello', chatId: 'anon-page' });
    const { executionId } = (await run.json()) as PredictionResponse;
    await owner.put(`/api/v1/executions/${executionId}`, { isPublic: true });
    const page = await server.session().get<PublicExecution>(`/api/v1/public-executions/${executionId}`);
    expect(page.status).toBe(200);
    const text = JSON.stringify(page.body);
    for (const internal of INTERNALS) expect(text).not.toContain(internal);
    const records = JSON.parse(page.body.executionData) as ChatRecord[];
    expect(records.map((record) => record.status)).toEqual(['FINISHED', 'FINISHED', 'FINISHED', 'FINISHED']);
  });

  it('keeps the full records for a caller with an API key of the workspace', async () => {
    const key = await createApiKey(owner, 'full detail');
    const response = await predict(
      { question: 'hello', chatId: 'with-key' },
      { authorization: `Bearer ${key.apiKeySecret}` },
    );
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain(SYSTEM_PROMPT);
    expect(text).toContain('fn-source-marker');
    expect(text).toContain(HEADER_SECRET);
  });

  it('keeps the full records for the canvas’ signed-in test chat', async () => {
    const result = await owner.post<PredictionResponse>(`/api/v1/internal-prediction/${flowId}`, {
      question: 'hello',
      chatId: 'internal',
    });
    expect(result.status).toBe(200);
    expect(JSON.stringify(result.body.agentFlowExecutedData)).toContain(SYSTEM_PROMPT);
  });
});
