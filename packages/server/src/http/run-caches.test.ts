import type { PredictionResponse } from '@loomflow/core';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import {
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openAiLlmFlow, saveFlow } from '../test-support/agentflow-test-flows.ts';

/**
 * Predictions reuse the parsed flow, the decrypted credential and the built model client between runs: what a
 * person changes (a credential's key, a flow's model) must still reach the very next answer.
 */
describe.each(TEST_DATABASE_KINDS)('run caches on %s', (database) => {
  let server: TestServer;
  let owner: HttpSession;
  let fake: FakeOpenAI;

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    server = await startTestServer({ database, env: { HTTP_ALLOW_LIST: '127.0.0.1' } });
    owner = server.session();
    await registerAndLogin(owner);
  });
  beforeEach(() => {
    fake.reset();
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  const newCredential = async (key: string): Promise<string> => {
    const created = await owner.post<{ id: string }>('/api/v1/credentials', {
      name: `openai ${key}`,
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: key },
    });
    expect(created.status).toBe(201);
    return created.body.id;
  };

  const ask = async (flowId: string, question: string) => {
    const result = await owner.post<PredictionResponse>(`/api/v1/prediction/${flowId}`, { question });
    return result;
  };

  /** The API keys the fake model server was called with, oldest first. */
  const keysSeen = (): (string | undefined)[] =>
    fake.requests
      .filter((request) => request.path.endsWith('/chat/completions'))
      .map((request) => request.headers.authorization);

  it('sends the new key on the next prediction after the credential is edited', async () => {
    const credentialId = await newCredential('sk-key-A');
    const flowId = await saveFlow(owner, openAiLlmFlow(credentialId, fake.url));
    expect((await ask(flowId, 'first')).body.text).toBe('Echo: first');
    expect((await ask(flowId, 'second')).body.text).toBe('Echo: second');
    const edited = await owner.put(`/api/v1/credentials/${credentialId}`, {
      plainDataObj: { openAIApiKey: 'sk-key-B' },
    });
    expect(edited.status).toBe(200);
    expect((await ask(flowId, 'third')).body.text).toBe('Echo: third');
    expect(keysSeen()).toEqual(['Bearer sk-key-A', 'Bearer sk-key-A', 'Bearer sk-key-B']);
  });

  it('edits the same credential twice in one moment and still sends the last key', async () => {
    const credentialId = await newCredential('sk-key-1');
    const flowId = await saveFlow(owner, openAiLlmFlow(credentialId, fake.url));
    await ask(flowId, 'warm');
    await owner.put(`/api/v1/credentials/${credentialId}`, { plainDataObj: { openAIApiKey: 'sk-key-2' } });
    await owner.put(`/api/v1/credentials/${credentialId}`, { plainDataObj: { openAIApiKey: 'sk-key-3' } });
    await ask(flowId, 'after');
    expect(keysSeen()).toEqual(['Bearer sk-key-1', 'Bearer sk-key-3']);
  });

  it('fails the next prediction once the credential is deleted', async () => {
    const credentialId = await newCredential('sk-soon-gone');
    const flowId = await saveFlow(owner, openAiLlmFlow(credentialId, fake.url));
    expect((await ask(flowId, 'before')).body.text).toBe('Echo: before');
    expect((await owner.delete(`/api/v1/credentials/${credentialId}`)).status).toBeLessThan(300);
    const after = await ask(flowId, 'after');
    expect(JSON.stringify(after.body)).toContain(`Credential ${credentialId} is missing`);
    expect(keysSeen()).toEqual(['Bearer sk-soon-gone']);
  });

  it('sends the key edited on another server sharing the database', async () => {
    const credentialId = await newCredential('sk-here');
    const flowId = await saveFlow(owner, openAiLlmFlow(credentialId, fake.url));
    const other = await startTestServer({
      existingDatabase: server.database,
      env: { HTTP_ALLOW_LIST: '127.0.0.1' },
    });
    try {
      const askOther = (question: string) =>
        other.session().post<PredictionResponse>(`/api/v1/prediction/${flowId}`, { question });
      expect((await askOther('warm')).body.text).toBe('Echo: warm');
      await owner.put(`/api/v1/credentials/${credentialId}`, { plainDataObj: { openAIApiKey: 'sk-there' } });
      expect((await askOther('after')).body.text).toBe('Echo: after');
    } finally {
      await other.close();
    }
    expect(keysSeen()).toEqual(['Bearer sk-here', 'Bearer sk-there']);
  });

  it('uses the model and system prompt of the flow as saved last', async () => {
    const credentialId = await newCredential('sk-flow-edit');
    const flowId = await saveFlow(owner, openAiLlmFlow(credentialId, fake.url));
    await ask(flowId, 'one');
    const flow = JSON.parse(openAiLlmFlow(credentialId, fake.url)) as {
      nodes: { data: { name: string; inputs: Record<string, unknown> } }[];
    };
    const llm = flow.nodes.find((node) => node.data.name === 'llmAgentflow');
    if (!llm) throw new Error('the test flow has no LLM node');
    const config = llm.data.inputs.llmModelConfig as Record<string, unknown>;
    llm.data.inputs.llmModelConfig = { ...config, modelName: 'gpt-4.1-nano' };
    llm.data.inputs.llmMessages = [{ role: 'system', content: 'You are the edited prompt.' }];
    const saved = await owner.put(`/api/v1/chatflows/${flowId}`, { flowData: JSON.stringify(flow) });
    expect(saved.status).toBe(200);
    await ask(flowId, 'two');
    const [first, second] = fake.chatRequests();
    expect(first?.model).toBe('gpt-4o-mini');
    expect(second?.model).toBe('gpt-4.1-nano');
    expect(JSON.stringify(second?.messages)).toContain('You are the edited prompt.');
    expect(JSON.stringify(first?.messages)).not.toContain('You are the edited prompt.');
  });
});
