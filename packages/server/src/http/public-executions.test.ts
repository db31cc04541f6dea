import type { ExecutionPage, ExecutionWithGraph, PredictionResponse, PublicExecution } from '@loomflow/core';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import {
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../db/repositories/index.ts';
import { saveFlow, openAiLlmFlow } from '../test-support/agentflow-test-flows.ts';

const API_KEY = 'sk-public-page-planted-4f2a9c';

describe.each(TEST_DATABASE_KINDS)('public execution page data on %s', (database) => {
  let server: TestServer;
  let owner: HttpSession;
  let fake: FakeOpenAI;
  let credentialId: string;
  let flowId: string;
  let executionId: string;
  let workspaceId: string;

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    server = await startTestServer({ database, env: { HTTP_ALLOW_LIST: '127.0.0.1' } });
    owner = server.session();
    workspaceId = (await registerAndLogin(owner)).activeWorkspaceId;
    const credential = await owner.post<{ id: string }>('/api/v1/credentials', {
      name: 'fake openai',
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: API_KEY },
    });
    credentialId = credential.body.id;
    flowId = await saveFlow(owner, openAiLlmFlow(credentialId, fake.url));
    const run = await server
      .session()
      .post<PredictionResponse>(`/api/v1/prediction/${flowId}`, { question: 'hello', chatId: 'public-1' });
    expect(run.status).toBe(200);
    executionId = run.body.executionId;
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  it('answers an unshared execution exactly like an unknown one', async () => {
    const anonymous = server.session();
    const unshared = await anonymous.get<{ message: string }>(`/api/v1/public-executions/${executionId}`);
    const unknown = await anonymous.get<{ message: string }>('/api/v1/public-executions/no-such-run');
    expect(unshared.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(unshared.body.message.replace(executionId, 'ID')).toBe(
      unknown.body.message.replace('no-such-run', 'ID'),
    );
  });

  it('shares a run with its graph and records, and no credential id or key', async () => {
    await owner.put(`/api/v1/executions/${executionId}`, { isPublic: true });
    const shared = await server.session().get<PublicExecution>(`/api/v1/public-executions/${executionId}`);
    expect(shared.status).toBe(200);
    const text = JSON.stringify(shared.body);
    expect(text).not.toContain(credentialId);
    expect(text).not.toContain(API_KEY);
    expect(shared.body.graph.nodes.map((node) => [node.id, node.label])).toEqual([
      ['startAgentflow_0', 'Start'],
      ['llmAgentflow_0', 'Answer'],
    ]);
    expect(shared.body.graph.edges).toMatchObject([{ source: 'startAgentflow_0', target: 'llmAgentflow_0' }]);
    expect(text).not.toContain('llmModelConfig":{"llmModel"');
    const records = JSON.parse(shared.body.executionData) as { nodeId: string; status: string }[];
    expect(records.map((record) => [record.nodeId, record.status])).toEqual([
      ['startAgentflow_0', 'FINISHED'],
      ['llmAgentflow_0', 'FINISHED'],
    ]);
    expect(shared.body.agentflow?.id).toBe(flowId);
  });

  it('reads one execution of the workspace with its flow’s name and graph', async () => {
    const one = await owner.get<ExecutionWithGraph>(`/api/v1/executions/${executionId}`);
    expect(one.status).toBe(200);
    expect(one.body.agentflow?.id).toBe(flowId);
    expect(one.body.graph.nodes.map((node) => node.id)).toEqual(['startAgentflow_0', 'llmAgentflow_0']);
    expect(JSON.stringify(one.body.graph)).not.toContain(credentialId);
  });

  it('lists rows without their node records when asked for a summary', async () => {
    const full = await owner.get<ExecutionPage>(`/api/v1/executions?agentflowId=${flowId}`);
    expect(full.body.data.find((row) => row.id === executionId)?.executionData).toContain('llmAgentflow_0');
    const summary = await owner.get<ExecutionPage>(`/api/v1/executions?agentflowId=${flowId}&summary=true`);
    expect(summary.body.total).toBe(full.body.total);
    expect(summary.body.data.find((row) => row.id === executionId)).toMatchObject({
      executionData: '',
      state: 'FINISHED',
      sessionId: 'public-1',
      agentflow: { id: flowId },
    });
    expect((await owner.get(`/api/v1/executions?summary=yes`)).status).toBe(400);
  });

  it('shows no inputs or state of the records, and redacts keys and tokens from their output text', async () => {
    const records = [
      {
        nodeId: 'httpAgentflow_0',
        nodeLabel: 'Call',
        data: {
          id: 'httpAgentflow_0',
          name: 'httpAgentflow',
          input: {
            llmModelConfig: { modelName: 'gpt-4o-mini', FLOWISE_CREDENTIAL_ID: credentialId },
            headers: [{ key: 'Authorization', value: `Bearer ${API_KEY}` }],
          },
          output: { content: `called with ${API_KEY}` },
          state: { apiKey: 'state-secret-value' },
          startedAt: '2026-01-01T00:00:00.000Z',
        },
        previousNodeIds: [],
        status: 'FINISHED',
      },
    ];
    await createRepositories(server.server.db).executions.create({
      id: 'planted-secrets',
      workspaceId,
      agentflowId: flowId,
      executionData: JSON.stringify(records),
      state: 'FINISHED',
      sessionId: 'planted',
      action: null,
      isPublic: 1,
      createdDate: '2026-01-01T00:00:00.000Z',
      updatedDate: '2026-01-01T00:00:00.000Z',
      stoppedDate: null,
    });
    const signedIn = await owner.get<{ executionData: string }>('/api/v1/executions/planted-secrets');
    expect(signedIn.body.executionData).toContain(credentialId);
    const shared = await server.session().get<PublicExecution>('/api/v1/public-executions/planted-secrets');
    expect(shared.status).toBe(200);
    const text = JSON.stringify(shared.body);
    for (const secret of [credentialId, API_KEY, 'state-secret-value']) expect(text).not.toContain(secret);
    const [record] = JSON.parse(shared.body.executionData) as {
      nodeLabel: string;
      data: { input?: unknown; state?: unknown; output: { content: string } };
    }[];
    expect(record?.nodeLabel).toBe('Call');
    expect(record?.data.input).toBeUndefined();
    expect(record?.data.state).toBeUndefined();
    expect(record?.data.output.content).toBe('called with [redacted]');
  });
});
