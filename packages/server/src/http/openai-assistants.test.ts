import {
  REQUEST_ORIGIN_HEADER,
  REQUEST_ORIGIN_INTERNAL,
  XSRF_COOKIE,
  XSRF_HEADER,
  type Assistant,
} from '@loomflow/core';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import {
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFrames } from '../test-support/agentflow-test-flows.ts';

const GOOD_KEY = 'sk-good';

interface ProviderObject {
  readonly id: string;
  readonly [key: string]: unknown;
}

interface ChatAnswer {
  readonly text: string;
  readonly chatId: string;
  readonly sessionId: string;
}

describe.each(TEST_DATABASE_KINDS)('OpenAI and Azure assistants on %s', (database) => {
  let fake: FakeOpenAI;
  let server: TestServer;
  let owner: HttpSession;
  let openAiCredential: string;
  let azureCredential: string;
  let badCredential: string;

  async function credential(credentialName: string, plainDataObj: Record<string, string>): Promise<string> {
    const created = await owner.post<{ id: string }>('/api/v1/credentials', {
      name: `${credentialName} ${Math.random().toString(36).slice(2, 6)}`,
      credentialName,
      plainDataObj,
    });
    expect(created.status).toBe(201);
    return created.body.id;
  }

  beforeAll(async () => {
    fake = await startFakeOpenAI({ apiKey: GOOD_KEY });
    server = await startTestServer({
      database,
      env: { OPENAI_BASE_URL: fake.url, AZURE_OPENAI_ENDPOINT: fake.azureEndpoint },
    });
    owner = server.session();
    await registerAndLogin(owner);
    openAiCredential = await credential('openAIApi', { openAIApiKey: GOOD_KEY });
    azureCredential = await credential('azureOpenAIApi', {
      azureOpenAIApiKey: GOOD_KEY,
      azureOpenAIApiInstanceName: 'loomflow-test',
      azureOpenAIApiDeploymentName: 'gpt-4o-mini',
      azureOpenAIApiVersion: '2024-05-01-preview',
    });
    badCredential = await credential('openAIApi', { openAIApiKey: 'sk-wrong' });
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  const details = (name: string, extra: Record<string, unknown> = {}) =>
    JSON.stringify({
      name,
      description: 'Answers about invoices',
      model: 'gpt-4o-mini',
      instructions: 'You answer questions about invoices.',
      tools: ['code_interpreter'],
      ...extra,
    });

  for (const provider of ['OPENAI', 'AZURE'] as const) {
    it(`${provider}: creates at the provider, updates, chats (streamed and not) and deletes both`, async () => {
      const credentialId = provider === 'OPENAI' ? openAiCredential : azureCredential;
      const created = await owner.post<Assistant>('/api/v1/assistants', {
        details: details(`${provider} invoices`),
        credential: credentialId,
        type: provider,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const providerId = (JSON.parse(created.body.details) as { id: string }).id;
      expect(providerId).toMatch(/^asst_/);
      expect(fake.assistantsApi.assistants()).toContainEqual(
        expect.objectContaining({ id: providerId, name: `${provider} invoices`, model: 'gpt-4o-mini' }),
      );

      // The provider's own listing ("load existing") and one assistant, with the credential.
      const listed = await owner.get<ProviderObject[]>(
        `/api/v1/openai-assistants?credential=${credentialId}`,
      );
      expect(listed.status, JSON.stringify(listed.body)).toBe(200);
      expect(listed.body.map((item) => item.id)).toContain(providerId);
      const one = await owner.get<ProviderObject>(
        `/api/v1/openai-assistants/${providerId}?credential=${credentialId}`,
      );
      expect(one.body).toMatchObject({
        id: providerId,
        instructions: 'You answer questions about invoices.',
      });

      const updated = await owner.put<Assistant>(`/api/v1/assistants/${created.body.id}`, {
        details: details(`${provider} invoices v2`, { instructions: 'Be brief.' }),
        credential: credentialId,
      });
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      expect(JSON.parse(updated.body.details)).toMatchObject({
        id: providerId,
        name: `${provider} invoices v2`,
      });
      expect(fake.assistantsApi.assistants().find((item) => item.id === providerId)).toMatchObject({
        name: `${provider} invoices v2`,
        instructions: 'Be brief.',
      });

      fake.script('Invoice 42 is paid.');
      const streamed = await owner.post<string>(`/api/v1/assistants/${created.body.id}/chat`, {
        question: 'Is invoice 42 paid?',
        chatId: `chat-${provider}`,
      });
      expect(streamed.status).toBe(200);
      const frames = parseFrames(streamed.body);
      expect(frames[0]?.event).toBe('start');
      const tokens = frames.filter((frame) => frame.event === 'token').map((frame) => frame.data);
      expect(tokens.length).toBeGreaterThan(1);
      expect(tokens.join('')).toBe('Invoice 42 is paid.');
      const metadata = frames.find((frame) => frame.event === 'metadata')?.data as { sessionId: string };
      expect(metadata.sessionId).toMatch(/^thread_/);
      expect(frames.at(-1)?.event).toBe('end');

      // The same chat goes on in the same provider thread.
      fake.script('Yes, on 3 March.');
      const second = await owner.post<ChatAnswer>(`/api/v1/assistants/${created.body.id}/chat`, {
        question: 'When?',
        chatId: `chat-${provider}`,
        streaming: false,
      });
      expect(second.status, JSON.stringify(second.body)).toBe(200);
      expect(second.body).toMatchObject({ text: 'Yes, on 3 March.', sessionId: metadata.sessionId });
      expect(fake.assistantsApi.threadMessages(metadata.sessionId).map((message) => message.role)).toEqual([
        'user',
        'assistant',
        'user',
        'assistant',
      ]);
      const stored = await server.server.db
        .selectFrom('chat_message')
        .select(['role', 'content', 'sessionId'])
        .where('chatflowid', '=', created.body.id)
        .orderBy('createdDate')
        .execute();
      expect(stored.map((row) => row.content)).toEqual([
        'Is invoice 42 paid?',
        'Invoice 42 is paid.',
        'When?',
        'Yes, on 3 March.',
      ]);

      const removed = await owner.delete(`/api/v1/assistants/${created.body.id}?isDeleteBoth=true`);
      expect(removed.status).toBe(204);
      expect((await owner.get(`/api/v1/assistants/${created.body.id}`)).status).toBe(404);
      expect(fake.assistantsApi.assistants().map((item) => item.id)).not.toContain(providerId);
    });
  }

  it('keeps the provider assistant when only the row is deleted', async () => {
    const created = await owner.post<Assistant>('/api/v1/assistants', {
      details: details('kept at OpenAI'),
      credential: openAiCredential,
      type: 'OPENAI',
    });
    const providerId = (JSON.parse(created.body.details) as { id: string }).id;
    expect((await owner.delete(`/api/v1/assistants/${created.body.id}`)).status).toBe(204);
    expect(fake.assistantsApi.assistants().map((item) => item.id)).toContain(providerId);
  });

  it('reports provider failures and leaves the row as it was', async () => {
    const refused = await owner.post<{ message: string }>('/api/v1/assistants', {
      details: details('never made'),
      credential: badCredential,
      type: 'OPENAI',
    });
    expect(refused.status).toBe(502);
    expect(refused.body.message).toMatch(/401/);

    const created = await owner.post<Assistant>('/api/v1/assistants', {
      details: details('stays'),
      credential: openAiCredential,
      type: 'OPENAI',
    });
    const before = await owner.get<Assistant>(`/api/v1/assistants/${created.body.id}`);
    const failed = await owner.put<{ message: string }>(`/api/v1/assistants/${created.body.id}`, {
      details: details('renamed'),
      credential: badCredential,
    });
    expect(failed.status).toBe(502);
    expect(failed.body.message).toMatch(/401/);
    expect((await owner.get<Assistant>(`/api/v1/assistants/${created.body.id}`)).body).toEqual(before.body);

    // An assistant the provider no longer has: 400 with the provider's word, the row unchanged.
    const providerId = (JSON.parse(created.body.details) as { id: string }).id;
    await fetch(`${fake.url}/assistants/${providerId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${GOOD_KEY}` },
    });
    const gone = await owner.put<{ message: string }>(`/api/v1/assistants/${created.body.id}`, {
      details: details('renamed'),
    });
    expect(gone.status).toBe(400);
    expect(gone.body.message).toMatch(/404/);
    expect((await owner.get<Assistant>(`/api/v1/assistants/${created.body.id}`)).body).toEqual(before.body);

    const wrongKind = await owner.post<{ message: string }>('/api/v1/assistants', {
      details: details('wrong kind'),
      credential: azureCredential,
      type: 'OPENAI',
    });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.message).toMatch(/needs openAIApi/);
    const noCredential = await owner.post<{ message: string }>('/api/v1/assistants', {
      details: details('no credential'),
      type: 'AZURE',
    });
    expect(noCredential.status).toBe(400);
    expect(noCredential.body.message).toMatch(/Choose a credential \(azureOpenAIApi\)/);
  });

  it('uploads files and makes, lists and deletes vector stores at the provider', async () => {
    const form = new FormData();
    form.append('files', new Blob(['Invoice 42: paid on 3 March.'], { type: 'text/plain' }), 'invoices.txt');
    const cookie = [...owner.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const xsrf = owner.cookies.get(XSRF_COOKIE) ?? '';
    const uploadResponse = await fetch(
      `${server.url}/api/v1/openai-assistants-file/upload?credential=${openAiCredential}`,
      {
        method: 'POST',
        headers: { cookie, [XSRF_HEADER]: xsrf, [REQUEST_ORIGIN_HEADER]: REQUEST_ORIGIN_INTERNAL },
        body: form,
      },
    );
    const uploaded = (await uploadResponse.json()) as ProviderObject[];
    expect(uploadResponse.status, JSON.stringify(uploaded)).toBe(200);
    expect(uploaded).toEqual([expect.objectContaining({ filename: 'invoices.txt' })]);
    expect(fake.assistantsApi.files()).toContainEqual(
      expect.objectContaining({ id: uploaded[0]?.id, content: 'Invoice 42: paid on 3 March.' }),
    );

    const store = await owner.post<ProviderObject>(
      `/api/v1/openai-assistants-vector-store?credential=${openAiCredential}`,
      { name: 'Invoices', file_ids: [uploaded[0]?.id] },
    );
    expect(store.status, JSON.stringify(store.body)).toBe(200);
    expect(store.body).toMatchObject({ name: 'Invoices' });
    const stores = await owner.get<ProviderObject[]>(
      `/api/v1/openai-assistants-vector-store?credential=${openAiCredential}`,
    );
    expect(stores.body.map((item) => item.id)).toContain(store.body.id);
    const removed = await owner.delete(
      `/api/v1/openai-assistants-vector-store/${store.body.id}?credential=${openAiCredential}`,
    );
    expect(removed.status).toBe(204);
    expect(fake.assistantsApi.vectorStores().map((item) => item.id)).not.toContain(store.body.id);

    const unknown = await owner.get<{ message: string }>('/api/v1/openai-assistants?credential=no-such');
    expect(unknown.status).toBe(404);
  });
});
