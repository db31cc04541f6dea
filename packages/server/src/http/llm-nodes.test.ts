import { isRecord } from '@loomflow/core';
import { startFakeOpenAI, type FakeOpenAI } from '@loomflow/testkit/fake-openai';
import {
  startFakeBedrock,
  startFakeHuggingFace,
  startFakeOllama,
  startFakeReplicate,
  startFakeVertex,
  type FakeBedrock,
  type FakeHuggingFace,
  type FakeOllama,
  type FakeReplicate,
  type FakeVertex,
  startFakeWatsonx,
  type FakeWatsonx,
} from '@loomflow/testkit/fake-providers';
import {
  registerAndLogin,
  startTestServer,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { saveFlow } from '../test-support/agentflow-test-flows.ts';
import { llmChainFlow, streamPrediction, type PredictionAnswer } from '../test-support/model-node-flows.ts';

const KEY = 'sk-llm-nodes';
const QUESTION = 'Capital of France?';
/** What every fake answers the LLM Chain's prompt ("Answer briefly: {input}") when nothing is scripted. */
const ECHO = `Echo: Answer briefly: ${QUESTION}`;

interface Fakes {
  readonly openAI: FakeOpenAI;
  readonly ollama: FakeOllama;
  readonly replicate: FakeReplicate;
  readonly huggingFace: FakeHuggingFace;
  readonly bedrock: FakeBedrock;
  readonly vertex: FakeVertex;
  readonly watsonx: FakeWatsonx;
}

/** One text-completion request as the provider received it. */
interface CompletionCall {
  readonly model: string;
  readonly key: string | undefined;
  readonly streamed: boolean;
  /** Request fields the test looks at (sampling, the model's inputs). */
  readonly fields: Readonly<Record<string, unknown>>;
}

/** An LLM node as a Flowise flow names it, pointed at its fake. */
interface LlmCase {
  readonly node: string;
  readonly model: string;
  readonly credential?: { readonly type: string; data(fakes: Fakes): Record<string, string> };
  /** The key the provider must receive (the credential's, by default). */
  expectedKey?(fakes: Fakes): string;
  inputs(fakes: Fakes): Record<string, unknown>;
  calls(fakes: Fakes): readonly CompletionCall[];
  /** The usage a streamed answer reports (its provider's counts of the prompt and the echo), if the API sends it. */
  readonly streamedUsage?: { readonly inputTokens: number; readonly outputTokens: number };
  /** Fields the provider must receive from the node's inputs. */
  readonly sentFields?: Readonly<Record<string, unknown>>;
}

const header = (value: string | string[] | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** `/v1/completions` requests of the fake OpenAI (Azure's deployment path too). */
function completionCalls(fakes: Fakes): CompletionCall[] {
  return fakes.openAI.requests
    .filter((request) => /\/completions$/.test(request.path) && !request.path.endsWith('/chat/completions'))
    .flatMap((request) => {
      const body = isRecord(request.body) ? request.body : undefined;
      if (!body) return [];
      const bearer = header(request.headers.authorization)?.replace(/^Bearer /, '');
      return [
        {
          model: String(body.model),
          key: header(request.headers['api-key']) ?? bearer,
          streamed: body.stream === true,
          fields: body,
        },
      ];
    });
}

/** The prompt's 5 words and the echo's 6, as the fakes count them. */
const COUNTED = { inputTokens: 5, outputTokens: 6 };

const keyCredential = (type: string, field: string) => ({ type, data: () => ({ [field]: KEY }) });

const LLMS: readonly LlmCase[] = [
  {
    node: 'openAI',
    model: 'gpt-3.5-turbo-instruct',
    credential: keyCredential('openAIApi', 'openAIApiKey'),
    inputs: (fakes) => ({ modelName: 'gpt-3.5-turbo-instruct', basepath: fakes.openAI.url, maxTokens: 40 }),
    calls: completionCalls,
    streamedUsage: COUNTED,
    sentFields: { max_tokens: 40 },
  },
  {
    node: 'azureOpenAI',
    model: 'gpt-35-turbo-instruct',
    credential: {
      type: 'azureOpenAIApi',
      data: () => ({
        azureOpenAIApiKey: KEY,
        azureOpenAIApiInstanceName: 'unused-instance',
        azureOpenAIApiDeploymentName: 'instruct',
        azureOpenAIApiVersion: '2024-02-01',
      }),
    },
    inputs: (fakes) => ({
      modelName: 'gpt-35-turbo-instruct',
      basepath: `${fakes.openAI.azureEndpoint}/openai/deployments`,
    }),
    calls: completionCalls,
    streamedUsage: COUNTED,
  },
  {
    node: 'fireworks',
    model: 'accounts/fireworks/models/llama-v3-70b-instruct-hf',
    credential: keyCredential('fireworksApi', 'fireworksApiKey'),
    inputs: (fakes) => ({
      modelName: 'accounts/fireworks/models/llama-v3-70b-instruct-hf',
      basepath: fakes.openAI.url,
    }),
    calls: completionCalls,
  },
  {
    node: 'togetherAI',
    model: 'meta-llama/Llama-3.3-70B-Instruct-Turbo',
    credential: keyCredential('togetherAIApi', 'togetherAIApiKey'),
    inputs: (fakes) => ({
      modelName: 'meta-llama/Llama-3.3-70B-Instruct-Turbo',
      basepath: fakes.openAI.url,
      topK: 50,
      repeatPenalty: 1.1,
      streaming: true,
    }),
    calls: completionCalls,
    sentFields: { top_k: 50, repetition_penalty: 1.1 },
  },
  {
    node: 'sambanova',
    model: 'Meta-Llama-3.3-70B-Instruct',
    credential: keyCredential('sambanovaApi', 'sambanovaApiKey'),
    inputs: (fakes) => ({ modelName: 'Meta-Llama-3.3-70B-Instruct', basepath: fakes.openAI.url }),
    calls: completionCalls,
  },
  {
    node: 'ollama',
    model: 'llama3',
    inputs: (fakes) => ({ modelName: 'llama3', baseUrl: fakes.ollama.url, temperature: 0.2, stop: 'Paris' }),
    calls: (fakes) =>
      fakes.ollama.generateRequests().map((body) => ({
        model: String(body.model),
        key: undefined,
        streamed: body.stream !== false,
        fields: isRecord(body.options) ? body.options : {},
      })),
    streamedUsage: COUNTED,
    sentFields: { temperature: 0.2, stop: ['Paris'] },
  },
  {
    node: 'replicate',
    model: 'meta/meta-llama-3-8b-instruct',
    credential: keyCredential('replicateApi', 'replicateApiKey'),
    inputs: (fakes) => ({
      model: 'meta/meta-llama-3-8b-instruct',
      basepath: fakes.replicate.apiBase,
      maxTokens: 64,
      additionalInputs: '{"top_k": 5}',
    }),
    calls: (fakes) =>
      fakes.replicate
        .calls()
        .filter((call) => call.kind === 'create')
        .map((call) => ({
          model: call.model ?? '',
          key: call.token,
          streamed: call.prefer === undefined,
          fields: call.input ?? {},
        })),
    streamedUsage: COUNTED,
    sentFields: { max_length: 64, top_k: 5, prompt: `Answer briefly: ${QUESTION}` },
  },
  {
    node: 'huggingFaceInference_LLMs',
    model: 'tgi',
    credential: keyCredential('huggingFaceApi', 'huggingFaceApiKey'),
    // A dedicated endpoint: the model is the one it serves.
    inputs: (fakes) => ({ endpoint: fakes.huggingFace.url, maxTokens: 30 }),
    calls: (fakes) =>
      fakes.huggingFace.chat.requests
        .filter((request) => request.path.endsWith('/chat/completions'))
        .flatMap((request) => (isRecord(request.body) ? [{ request, body: request.body }] : []))
        .map(({ request, body }) => ({
          model: String(body.model),
          key: header(request.headers.authorization)?.replace(/^Bearer /, ''),
          streamed: body.stream === true,
          fields: body,
        })),
    sentFields: { max_tokens: 30 },
    streamedUsage: COUNTED,
  },
  {
    node: 'awsBedrock',
    model: 'anthropic.claude-3-haiku-20240307-v1:0',
    credential: {
      type: 'awsApi',
      data: (fakes) => ({
        awsKey: fakes.bedrock.credentials.accessKeyId,
        awsSecret: fakes.bedrock.credentials.secretAccessKey,
      }),
    },
    expectedKey: (fakes) => fakes.bedrock.credentials.accessKeyId,
    inputs: (fakes) => ({
      region: 'us-east-1',
      model: 'anthropic.claude-3-haiku-20240307-v1:0',
      endpointHost: fakes.bedrock.url,
      max_tokens_to_sample: 300,
    }),
    calls: (fakes) =>
      fakes.bedrock.calls().map((call) => ({
        model: call.modelId,
        key: call.accessKeyId,
        streamed: call.operation === 'converse-stream',
        fields: isRecord(call.body.inferenceConfig) ? call.body.inferenceConfig : {},
      })),
    sentFields: { maxTokens: 300 },
    streamedUsage: COUNTED,
  },
  {
    node: 'googlevertexai',
    model: 'gemini-2.5-flash',
    // The service account key (its token_uri the fake's); each call's token was issued for it.
    credential: {
      type: 'googleVertexAuth',
      data: (fakes) => ({ googleApplicationCredential: JSON.stringify(fakes.vertex.serviceAccount) }),
    },
    expectedKey: (fakes) => fakes.vertex.serviceAccount.client_email,
    inputs: (fakes) => ({ modelName: 'gemini-2.5-flash', maxOutputTokens: 300, endpoint: fakes.vertex.url }),
    calls: (fakes) =>
      fakes.vertex.calls().map((call) => ({
        model: call.model,
        key: call.email,
        streamed: call.method === 'streamGenerateContent',
        fields: isRecord(call.body.generationConfig) ? call.body.generationConfig : {},
      })),
    sentFields: { maxOutputTokens: 300 },
    streamedUsage: COUNTED,
  },
  {
    node: 'ibmWatsonx',
    model: 'ibm/granite-3-3-8b-instruct',
    // The credential's API key is exchanged at its IAM URL; each call carries a token the fake issued for it.
    credential: {
      type: 'ibmWatsonx',
      data: (fakes) => ({
        version: '2024-05-31',
        serviceUrl: fakes.watsonx.url,
        projectId: 'flowise-project',
        watsonxAIAuthType: 'iam',
        watsonxAIApikey: KEY,
        watsonxAIUrl: fakes.watsonx.url,
      }),
    },
    inputs: () => ({
      modelId: 'ibm/granite-3-3-8b-instruct',
      decodingMethod: 'sample',
      temperature: 0.3,
      repetitionPenalty: 1.1,
      maxNewTokens: 50,
      stopSequence: 'AI assistant:, Human:',
      randomSeed: 62345,
    }),
    calls: (fakes) =>
      fakes.watsonx.calls().map((call) => ({
        model: String(call.body.model_id),
        key: fakes.watsonx.issuedTokens().includes(call.token) ? KEY : call.token,
        streamed: call.operation === 'chat_stream',
        fields: call.body,
      })),
    sentFields: {
      project_id: 'flowise-project',
      temperature: 0.3,
      repetition_penalty: 1.1,
      max_tokens: 50,
      stop: ['AI assistant:', 'Human:'],
      seed: 62345,
    },
    streamedUsage: COUNTED,
  },
];

async function startFakes(): Promise<Fakes> {
  const [openAI, ollama, replicate, huggingFace, bedrock, vertex, watsonx] = await Promise.all([
    startFakeOpenAI({ apiKey: KEY }),
    startFakeOllama(),
    startFakeReplicate({ token: KEY }),
    startFakeHuggingFace({ apiKey: KEY }),
    startFakeBedrock(),
    startFakeVertex(),
    startFakeWatsonx({ apiKey: KEY }),
  ]);
  return { openAI, ollama, replicate, huggingFace, bedrock, vertex, watsonx };
}

async function startWithLlms(env: Record<string, string>): Promise<{
  server: TestServer;
  owner: HttpSession;
  fakes: Fakes;
  credentialIds: ReadonlyMap<string, string>;
}> {
  const fakes = await startFakes();
  const server = await startTestServer({ database: 'sqlite', env });
  const owner = server.session();
  await registerAndLogin(owner);
  const credentialIds = new Map<string, string>();
  for (const llm of LLMS) {
    if (!llm.credential) continue;
    const credential = await owner.post<{ id: string }>('/api/v1/credentials', {
      name: `${llm.node} key`,
      credentialName: llm.credential.type,
      plainDataObj: llm.credential.data(fakes),
    });
    expect(credential.status, JSON.stringify(credential.body)).toBe(201);
    credentialIds.set(llm.node, credential.body.id);
  }
  return { server, owner, fakes, credentialIds };
}

async function closeAll(server: TestServer, fakes: Fakes): Promise<void> {
  await server.close();
  await Promise.all([
    fakes.openAI.close(),
    fakes.ollama.close(),
    fakes.replicate.close(),
    fakes.huggingFace.close(),
    fakes.bedrock.close(),
    fakes.vertex.close(),
    fakes.watsonx.close(),
  ]);
}

/**
 * Flowise's LLMs (text-completion models) answer in a chatflow LLM Chain through the server and the engine, each
 * named as a Flowise flow names it, with its Flowise credential, against its fake at the address typed in the node
 * (admitted by HTTP_ALLOW_LIST=127.0.0.1): OpenAI, Azure OpenAI, Fireworks, TogetherAI and SambaNova on the
 * completions API, Ollama on /api/generate, Replicate on its predictions API, HuggingFace Inference and AWS
 * Bedrock on their chat APIs (Converse signed with SigV4), Google Vertex AI on generateContent (service account). Cohere is not here: its node has no address input.
 */
describe('LLM nodes in a chatflow LLM Chain, through the server', () => {
  let server: TestServer;
  let owner: HttpSession;
  let fakes: Fakes;
  let credentialIds: ReadonlyMap<string, string>;

  beforeAll(async () => {
    ({ server, owner, fakes, credentialIds } = await startWithLlms({ HTTP_ALLOW_LIST: '127.0.0.1' }));
  });
  beforeEach(() => {
    fakes.openAI.reset();
    fakes.ollama.reset();
    fakes.replicate.reset();
    fakes.huggingFace.reset();
    fakes.bedrock.reset();
    fakes.vertex.reset();
    fakes.watsonx.reset();
  });
  afterAll(() => closeAll(server, fakes));

  describe.each(LLMS)('$node', (llm) => {
    const flow = () => llmChainFlow(llm.node, llm.inputs(fakes), credentialIds.get(llm.node) ?? '');

    it('answers the prompt in one request, with the model, key and inputs at the provider', async () => {
      const flowId = await saveFlow(owner, flow(), { type: 'CHATFLOW' });
      const answer = await owner.post<PredictionAnswer>(`/api/v1/prediction/${flowId}`, {
        question: QUESTION,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const calls = llm.calls(fakes);
      expect(calls.map((call) => [call.model, call.key, call.streamed])).toEqual([
        [llm.model, llm.expectedKey?.(fakes) ?? (llm.credential ? KEY : undefined), false],
      ]);
      expect(calls[0]?.fields).toMatchObject(llm.sentFields ?? {});
      expect(answer.body.text).toBe(ECHO);
    });

    it('streams the answer token by token, with its usage where the API reports it', async () => {
      const flowId = await saveFlow(owner, flow(), { type: 'CHATFLOW' });
      const { tokens, usage } = await streamPrediction(server.url, flowId, QUESTION);
      expect(tokens.length).toBeGreaterThan(2);
      expect(tokens.join('')).toBe(ECHO);
      expect(llm.calls(fakes).map((call) => call.streamed)).toEqual([true]);
      const counted = llm.streamedUsage;
      expect(usage).toEqual(
        counted ? { ...counted, totalTokens: counted.inputTokens + counted.outputTokens } : undefined,
      );
    });
  });
});

/**
 * The same nodes on a server whose outbound policy refuses loopback (enterprise without HTTP_ALLOW_LIST): the run
 * fails naming the setting, and no fake is reached — the typed address is checked, and the SDKs talk through the
 * server's guarded fetch.
 */
describe('LLM nodes refused by the outbound policy', () => {
  let server: TestServer;
  let owner: HttpSession;
  let fakes: Fakes;
  let credentialIds: ReadonlyMap<string, string>;

  beforeAll(async () => {
    ({ server, owner, fakes, credentialIds } = await startWithLlms({ PLATFORM_TYPE: 'enterprise' }));
  });
  afterAll(() => closeAll(server, fakes));

  it.each(LLMS)('$node: the run is refused and the provider never called', async (llm) => {
    const chain = llmChainFlow(llm.node, llm.inputs(fakes), credentialIds.get(llm.node) ?? '');
    const flowId = await saveFlow(owner, chain, { type: 'CHATFLOW' });
    const answer = await owner.post<PredictionAnswer>(`/api/v1/prediction/${flowId}`, { question: QUESTION });
    expect(answer.status).toBe(500);
    expect(answer.body.message).toContain('add 127.0.0.1 to HTTP_ALLOW_LIST');
    expect(llm.calls(fakes)).toEqual([]);
  });
});
