import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NodeDefinition, NodeOption } from '@loomflow/core';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import {
  registerAndLogin,
  startTestServer,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** A stand-in Ollama that lists two installed models. */
async function startFakeOllama(): Promise<{ url: string; requests: string[]; close: () => Promise<void> }> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(`${request.method ?? ''} ${request.url ?? ''} ${request.headers.authorization ?? ''}`);
    if (request.url === '/api/tags') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ models: [{ name: 'llama3.2:latest' }, { name: 'qwen3:8b' }] }));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  };
}

describe('chat model load methods (SQLite)', () => {
  let server: TestServer;
  let owner: HttpSession;
  let fake: FakeOpenAI;
  let ollama: Awaited<ReturnType<typeof startFakeOllama>>;
  let openAICredential: string;
  let ollamaCredential: string;

  beforeAll(async () => {
    fake = await startFakeOpenAI({ apiKey: 'sk-models', models: ['local-llama', 'local-qwen'] });
    ollama = await startFakeOllama();
    // The fakes listen on 127.0.0.1: private addresses are reached only when allow-listed.
    server = await startTestServer({ database: 'sqlite', env: { HTTP_ALLOW_LIST: '127.0.0.1' } });
    owner = server.session();
    await registerAndLogin(owner);
    const created = await owner.post<{ id: string }>('/api/v1/credentials', {
      name: 'Local OpenAI',
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: 'sk-models' },
    });
    openAICredential = created.body.id;
    const ollamaCreated = await owner.post<{ id: string }>('/api/v1/credentials', {
      name: 'Ollama',
      credentialName: 'ollamaApi',
      plainDataObj: { baseUrl: ollama.url, ollamaApiKey: 'ollama-key' },
    });
    ollamaCredential = ollamaCreated.body.id;
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
    await ollama.close();
  });

  const models = async (node: string, body: Record<string, unknown> = {}) => {
    const response = await owner.post<NodeOption[]>(`/api/v1/node-load-method/${node}`, {
      loadMethod: 'listModels',
      ...body,
    });
    expect(response.status).toBe(200);
    return response.body;
  };
  const names = (options: NodeOption[]) => options.map((option) => option.name);

  it('serves the chat model definitions the model config editor renders', async () => {
    const openAI = await owner.get<NodeDefinition>('/api/v1/nodes/chatOpenAI');
    expect(openAI.status).toBe(200);
    expect(openAI.body).toMatchObject({ name: 'chatOpenAI', label: 'OpenAI', category: 'Chat Models' });
    expect(openAI.body.credential).toMatchObject({ credentialNames: ['openAIApi'] });
    const chatModels = await owner.get<NodeDefinition[]>('/api/v1/nodes/category/Chat%20Models');
    expect(chatModels.body.map((node) => node.name)).toEqual(
      expect.arrayContaining(['chatAnthropic', 'chatOllama', 'groqChat', 'chatOpenAICustom']),
    );
  });

  it('answers the shipped list of each provider', async () => {
    expect(names(await models('chatOpenAI'))).toEqual(expect.arrayContaining(['gpt-4o-mini', 'gpt-4.1']));
    expect(await models('chatAnthropic')).toContainEqual({
      label: 'claude-haiku-4-5',
      name: 'claude-haiku-4-5',
      description: 'Claude Haiku 4.5',
    });
    expect(names(await models('chatGoogleGenerativeAI'))).toContain('gemini-2.5-flash');
    expect(names(await models('chatMistralAI'))).toContain('mistral-large-latest');
    expect(names(await models('groqChat'))).toContain('llama-3.3-70b-versatile');
    expect(names(await models('azureChatOpenAI'))).toContain('gpt-4o');
  });

  it("lists an OpenAI-compatible server's /models with the chosen credential's key", async () => {
    const custom = await models('chatOpenAICustom', {
      credential: openAICredential,
      inputs: { basepath: fake.url },
    });
    expect(custom).toEqual([
      { label: 'local-llama', name: 'local-llama' },
      { label: 'local-qwen', name: 'local-qwen' },
    ]);
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/v1/models',
      headers: { authorization: 'Bearer sk-models' },
    });
    // The agentflow model config keeps the credential under the credential-id marker.
    const openAI = await models('chatOpenAI', {
      inputs: { basepath: `${fake.url}/`, FLOWISE_CREDENTIAL_ID: openAICredential },
    });
    expect(names(openAI)).toEqual(['local-llama', 'local-qwen']);
  });

  it('falls back to the shipped list when the server refuses, is unreachable or is not allowed', async () => {
    const unauthorised = await models('chatOpenAI', { inputs: { basepath: fake.url } });
    expect(names(unauthorised)).toContain('gpt-4o-mini');
    const unreachable = await models('chatOpenAI', { inputs: { basepath: 'http://127.0.0.1:9/v1' } });
    expect(names(unreachable)).toContain('gpt-4o-mini');
    // A metadata address is refused by the model address policy before connecting, on every platform.
    const refused = await models('chatOpenAICustom', { inputs: { basepath: 'http://169.254.169.254/v1' } });
    expect(refused).toEqual([]);
    const badUrl = await models('chatOllama', { inputs: { baseUrl: 'not a url' } });
    expect(names(badUrl)).toContain('llama3.2');
  });

  it("lists Ollama's installed models from /api/tags (node URL or the credential's)", async () => {
    expect(names(await models('chatOllama', { inputs: { baseUrl: ollama.url } }))).toEqual([
      'llama3.2:latest',
      'qwen3:8b',
    ]);
    expect(names(await models('chatOllama', { credential: ollamaCredential }))).toEqual([
      'llama3.2:latest',
      'qwen3:8b',
    ]);
    expect(ollama.requests.at(-1)).toBe('GET /api/tags Bearer ollama-key');
  });

  it('answers an embeddings node with its embedding models, not the chat model components', async () => {
    const openAI = names(await models('openAIEmbeddings'));
    expect(openAI).toEqual(expect.arrayContaining(['text-embedding-3-small', 'text-embedding-3-large']));
    expect(openAI).not.toContain('chatOpenAI');
    expect(names(await models('AWSBedrockEmbeddings'))).toContain('amazon.titan-embed-text-v2:0');
  });

  it('keeps listing chat model components, with icons, for agentflow nodes', async () => {
    const components = await models('llmAgentflow');
    expect(components).toEqual(
      expect.arrayContaining([
        { label: 'OpenAI', name: 'chatOpenAI', imageSrc: '/api/v1/node-icon/chatOpenAI' },
        { label: 'Anthropic Claude', name: 'chatAnthropic', imageSrc: '/api/v1/node-icon/chatAnthropic' },
        {
          label: 'OpenAI Custom Model',
          name: 'chatOpenAICustom',
          imageSrc: '/api/v1/node-icon/chatOpenAICustom',
        },
      ]),
    );
    const icon = await server.session().get<string>('/api/v1/node-icon/chatAnthropic');
    expect(icon.status).toBe(200);
    // Anthropic's logo (from @lobehub/icons-static-svg), not a letter tile.
    expect(icon.body).toContain('<path');
    expect(icon.body).not.toContain('<text');
  });

  it("lists an OpenAI-compatible provider's /models with its credential's key, its shipped list otherwise", async () => {
    const deepseek = await owner.post<{ id: string }>('/api/v1/credentials', {
      name: 'DeepSeek',
      credentialName: 'deepseekApi',
      plainDataObj: { deepseekApiKey: 'sk-models' },
    });
    const live = await models('chatDeepseek', {
      inputs: { basepath: fake.url, FLOWISE_CREDENTIAL_ID: deepseek.body.id },
    });
    expect(names(live)).toEqual(['local-llama', 'local-qwen']);
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/v1/models',
      headers: { authorization: 'Bearer sk-models' },
    });
    // Without an answer (here: no key) the maintained list, each model with its context window and price.
    const shipped = await models('chatDeepseek', { inputs: { basepath: fake.url } });
    expect(shipped).toContainEqual({
      label: 'deepseek-chat',
      name: 'deepseek-chat',
      description: '128K context · $0.28 / $0.42 per 1M tokens · tools, structuredOutput',
    });
    expect(names(await models('chatCerebras'))).toContain('llama3.1-8b');
  });
});
