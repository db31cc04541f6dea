import { isRecord } from '@loomflow/core';
import {
  startFakeBedrock,
  startFakeHuggingFace,
  startFakeVertex,
  startFakeWatsonx,
  type FakeBedrock,
  type FakeHuggingFace,
  type FakeVertex,
  type FakeWatsonx,
  type VertexCall,
  type WatsonxCall,
} from '@loomflow/testkit/fake-providers';
import {
  registerAndLogin,
  startTestServer,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { saveFlow } from '../test-support/agentflow-test-flows.ts';
import {
  agentFlow,
  llmChainFlow,
  llmFlow,
  streamPrediction,
  STRUCTURED_SAMPLE,
  structuredOutputOf,
  type PredictionAnswer,
} from '../test-support/model-node-flows.ts';

interface Fakes {
  readonly bedrock: FakeBedrock;
  readonly huggingFace: FakeHuggingFace;
  readonly watsonx: FakeWatsonx;
  readonly vertex: FakeVertex;
}

/** One chat request as the provider received it, in the terms the tests check. */
interface ChatCall {
  readonly model: string;
  readonly streamed: boolean;
  /** The key or access key id the request was made with. */
  readonly key: string;
  readonly toolNames: readonly string[];
  /** The tool the request forces, if any. */
  readonly forcedTool: string | undefined;
  readonly jsonSchema: boolean;
  /** Whether the request carries a tool's result back to the model. */
  readonly sendsToolResult: boolean;
}

/** A chat model node with its own wire protocol, as a Flowise flow names it, pointed at its fake. */
interface NativeProviderCase {
  readonly node: string;
  readonly model: string;
  readonly credentialType: string;
  credentialData(fakes: Fakes): Record<string, string>;
  /** The node's inputs besides its name, model and credential: the fake's address in the node's own field. */
  addressInputs(fakes: Fakes): Record<string, unknown>;
  expectedKey(fakes: Fakes): string;
  scriptText(fakes: Fakes, text: string): void;
  scriptToolCall(fakes: Fakes, name: string, args: Record<string, unknown>): void;
  calls(fakes: Fakes): readonly ChatCall[];
  /**
   * How the provider is asked for a structured output: a forced tool, a JSON schema, or (a model that accepts no
   * forced tool) the tool offered and the model's JSON text parsed.
   */
  readonly structured: 'forced tool' | 'json schema' | 'offered tool';
}

const names = (list: unknown, pick: (item: Record<string, unknown>) => unknown): string[] =>
  (Array.isArray(list) ? list : []).flatMap((item) => {
    const name = isRecord(item) ? pick(item) : undefined;
    return typeof name === 'string' ? [name] : [];
  });

function bedrockCall(call: ReturnType<FakeBedrock['calls']>[number]): ChatCall {
  const toolConfig = isRecord(call.body.toolConfig) ? call.body.toolConfig : {};
  const choice = isRecord(toolConfig.toolChoice) ? toolConfig.toolChoice : {};
  const forced = isRecord(choice.tool) && typeof choice.tool.name === 'string' ? choice.tool.name : undefined;
  return {
    model: call.modelId,
    streamed: call.operation === 'converse-stream',
    key: call.accessKeyId,
    toolNames: names(toolConfig.tools, (tool) => (isRecord(tool.toolSpec) ? tool.toolSpec.name : undefined)),
    forcedTool: forced,
    jsonSchema: false,
    sendsToolResult: JSON.stringify(call.body.messages).includes('"toolResult"'),
  };
}

function openAiStyleCalls(huggingFace: FakeHuggingFace): ChatCall[] {
  const keys = huggingFace.chat.requests
    .filter((request) => request.path.endsWith('/chat/completions'))
    .map((request) => request.headers.authorization ?? '');
  return huggingFace.chat.chatRequests().map((request, index) => {
    const choice: unknown = request.tool_choice;
    const forced =
      isRecord(choice) && isRecord(choice.function) && typeof choice.function.name === 'string'
        ? choice.function.name
        : undefined;
    const format: unknown = request.response_format;
    return {
      model: request.model,
      streamed: request.stream === true,
      key: (keys[index] ?? '').replace(/^Bearer /, ''),
      toolNames: names(request.tools, (tool) => (isRecord(tool.function) ? tool.function.name : undefined)),
      forcedTool: forced,
      jsonSchema: isRecord(format) && format.type === 'json_schema',
      sendsToolResult: request.messages.some((message) => message.role === 'tool'),
    };
  });
}

/** A watsonx request's key: the IAM API key its bearer token was exchanged for (the fake issued it), or the token. */
function watsonxCall(watsonx: FakeWatsonx, call: WatsonxCall): ChatCall {
  const choice = call.body.tool_choice;
  const format = call.body.response_format;
  const messages: unknown[] = Array.isArray(call.body.messages) ? call.body.messages : [];
  return {
    model: typeof call.body.model_id === 'string' ? call.body.model_id : '',
    streamed: call.operation === 'chat_stream',
    key: watsonx.issuedTokens().includes(call.token) ? `IAM ${watsonx.apiKey}` : call.token,
    toolNames: names(call.body.tools, (tool) => (isRecord(tool.function) ? tool.function.name : undefined)),
    forcedTool:
      isRecord(choice) && isRecord(choice.function) && typeof choice.function.name === 'string'
        ? choice.function.name
        : undefined,
    jsonSchema: isRecord(format) && format.type === 'json_schema',
    sendsToolResult: messages.some((message) => isRecord(message) && message.role === 'tool'),
  };
}

/** A Vertex call's key: the service account its access token was issued to (the fake checked the JWT). */
function vertexCall(call: VertexCall): ChatCall {
  const tools = Array.isArray(call.body.tools) ? call.body.tools.filter(isRecord) : [];
  const declarations = tools.flatMap((tool) =>
    Array.isArray(tool.functionDeclarations) ? tool.functionDeclarations.filter(isRecord) : [],
  );
  const toolConfig = isRecord(call.body.toolConfig) ? call.body.toolConfig.functionCallingConfig : undefined;
  const allowed =
    isRecord(toolConfig) && Array.isArray(toolConfig.allowedFunctionNames)
      ? toolConfig.allowedFunctionNames
      : [];
  const generation = isRecord(call.body.generationConfig) ? call.body.generationConfig : {};
  return {
    model: call.model,
    streamed: call.method === 'streamGenerateContent',
    key: call.email,
    toolNames: names(declarations, (declaration) => declaration.name),
    forcedTool:
      isRecord(toolConfig) && toolConfig.mode === 'ANY' && typeof allowed[0] === 'string'
        ? allowed[0]
        : undefined,
    jsonSchema: generation.responseSchema !== undefined,
    sendsToolResult: JSON.stringify(call.body.contents).includes('"functionResponse"'),
  };
}

const BEDROCK_MODEL = 'anthropic.claude-3-haiku-20240307-v1:0';
const HF_KEY = 'hf_native_provider_key';

const bedrockCase = (model: string, structured: NativeProviderCase['structured']): NativeProviderCase => ({
  node: 'awsChatBedrock',
  model,
  credentialType: 'awsApi',
  credentialData: ({ bedrock }) => ({
    awsKey: bedrock.credentials.accessKeyId,
    awsSecret: bedrock.credentials.secretAccessKey,
  }),
  addressInputs: ({ bedrock }) => ({ region: 'us-east-1', endpointHost: bedrock.url }),
  expectedKey: ({ bedrock }) => bedrock.credentials.accessKeyId,
  scriptText: ({ bedrock }, text) => {
    bedrock.script(text);
  },
  scriptToolCall: ({ bedrock }, name, args) => {
    bedrock.script({ type: 'toolCall', name, args });
  },
  calls: ({ bedrock }) => bedrock.calls().map(bedrockCall),
  structured,
});

const PROVIDERS: readonly NativeProviderCase[] = [
  bedrockCase(BEDROCK_MODEL, 'forced tool'),
  // Llama on Converse takes tools but no forced tool choice.
  bedrockCase('meta.llama3-1-70b-instruct-v1:0', 'offered tool'),
  {
    node: 'chatHuggingFace',
    model: 'meta-llama/Llama-3.3-70B-Instruct',
    credentialType: 'huggingFaceApi',
    credentialData: () => ({ huggingFaceApiKey: HF_KEY }),
    // A dedicated endpoint (a model without a `:provider` suffix uses it).
    addressInputs: ({ huggingFace }) => ({ endpoint: huggingFace.url }),
    expectedKey: () => HF_KEY,
    scriptText: ({ huggingFace }, text) => {
      huggingFace.chat.script({ type: 'text', content: text });
    },
    scriptToolCall: ({ huggingFace }, name, args) => {
      huggingFace.chat.script({ type: 'tool_calls', toolCalls: [{ name, arguments: args }] });
    },
    calls: ({ huggingFace }) => openAiStyleCalls(huggingFace),
    structured: 'json schema',
  },
  {
    node: 'chatIBMWatsonx',
    model: 'ibm/granite-3-3-8b-instruct',
    credentialType: 'ibmWatsonx',
    // The service and IAM addresses are the credential's (Flowise's fields, and the IAM URL added here).
    credentialData: ({ watsonx }) => ({
      version: '2024-05-31',
      serviceUrl: watsonx.url,
      projectId: 'flowise-project',
      watsonxAIAuthType: 'iam',
      watsonxAIApikey: watsonx.apiKey,
      watsonxAIUrl: watsonx.url,
    }),
    // Flowise's node names its model input `modelName`.
    addressInputs: () => ({ modelName: 'ibm/granite-3-3-8b-instruct' }),
    expectedKey: ({ watsonx }) => `IAM ${watsonx.apiKey}`,
    scriptText: ({ watsonx }, text) => {
      watsonx.script(text);
    },
    scriptToolCall: ({ watsonx }, name, args) => {
      watsonx.script({ type: 'toolCall', name, args });
    },
    calls: ({ watsonx }) => watsonx.calls().map((call) => watsonxCall(watsonx, call)),
    // watsonx's chat API has no JSON schema response format.
    structured: 'forced tool',
  },
  {
    node: 'chatGoogleVertexAI',
    model: 'gemini-2.5-flash',
    credentialType: 'googleVertexAuth',
    // The service account key (its token_uri the fake's token endpoint), as Flowise's JSON object field holds it.
    credentialData: ({ vertex }) => ({ googleApplicationCredential: JSON.stringify(vertex.serviceAccount) }),
    // Flowise's node names its model input `modelName`; the API endpoint is ours (Flowise's node has none).
    addressInputs: ({ vertex }) => ({
      modelName: 'gemini-2.5-flash',
      region: 'us-central1',
      endpoint: vertex.url,
    }),
    expectedKey: ({ vertex }) => vertex.serviceAccount.client_email,
    scriptText: ({ vertex }, text) => {
      vertex.script(text);
    },
    scriptToolCall: ({ vertex }, name, args) => {
      vertex.script({ type: 'toolCall', name, args });
    },
    calls: ({ vertex }) => vertex.calls().map(vertexCall),
    structured: 'json schema',
  },
];

async function startFakes(): Promise<Fakes> {
  const [bedrock, huggingFace, watsonx, vertex] = await Promise.all([
    startFakeBedrock(),
    startFakeHuggingFace({ apiKey: HF_KEY }),
    startFakeWatsonx(),
    startFakeVertex(),
  ]);
  return { bedrock, huggingFace, watsonx, vertex };
}

function resetFakes(fakes: Fakes): void {
  fakes.bedrock.reset();
  fakes.huggingFace.reset();
  fakes.watsonx.reset();
  fakes.vertex.reset();
}

async function closeAll(server: TestServer, fakes: Fakes): Promise<void> {
  await server.close();
  await Promise.all([
    fakes.bedrock.close(),
    fakes.huggingFace.close(),
    fakes.watsonx.close(),
    fakes.vertex.close(),
  ]);
}

/** The providers' fakes, a SQLite server with `env`, its owner signed in, and one credential per provider node. */
async function startWithProviders(env: Record<string, string>): Promise<{
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
  for (const provider of PROVIDERS) {
    const credential = await owner.post<{ id: string }>('/api/v1/credentials', {
      name: `${provider.node} key`,
      credentialName: provider.credentialType,
      plainDataObj: provider.credentialData(fakes),
    });
    expect(credential.status).toBe(201);
    credentialIds.set(provider.node, credential.body.id);
  }
  return { server, owner, fakes, credentialIds };
}

/**
 * The chat models with their own wire protocols (AWS Bedrock Converse, HuggingFace Inference) named as a Flowise
 * flow names them, with their Flowise credentials, through the server and the engine against their fakes, at the
 * address typed in the node (admitted by HTTP_ALLOW_LIST=127.0.0.1): a streamed LLM answer, an Agent's tool call
 * and a structured output. Cohere is not here: its node, like Flowise's, has no
 * address input, so the server can only call api.cohere.com. SQLite only: no storage involved.
 */
describe('chat models with their own protocols, through the server', () => {
  let server: TestServer;
  let owner: HttpSession;
  let fakes: Fakes;
  let credentialIds: ReadonlyMap<string, string>;

  beforeAll(async () => {
    ({ server, owner, fakes, credentialIds } = await startWithProviders({ HTTP_ALLOW_LIST: '127.0.0.1' }));
  });
  beforeEach(() => {
    resetFakes(fakes);
  });
  afterAll(() => closeAll(server, fakes));

  describe.each(PROVIDERS)('$node $model', (provider) => {
    const config = (key: 'llmModel' | 'agentModel') => ({
      [key]: provider.node,
      model: provider.model,
      ...provider.addressInputs(fakes),
      streaming: true,
      FLOWISE_CREDENTIAL_ID: credentialIds.get(provider.node) ?? '',
    });
    /** Every chat request reached the fake with the credential's key and the model named. */
    const expectCalls = (count: number): readonly ChatCall[] => {
      const calls = provider.calls(fakes);
      expect(calls.map((call) => [call.model, call.key])).toEqual(
        Array(count).fill([provider.model, provider.expectedKey(fakes)]),
      );
      return calls;
    };

    it('streams an LLM node answer token by token with its usage', async () => {
      const flowId = await saveFlow(owner, llmFlow(config('llmModel'), false));
      provider.scriptText(fakes, 'Hello from the provider.');
      const { tokens, usage } = await streamPrediction(server.url, flowId, 'Hello?');
      expect(tokens.length).toBeGreaterThan(1);
      expect(tokens.join('')).toBe('Hello from the provider.');
      expect(usage).toMatchObject({ inputTokens: expect.any(Number), outputTokens: expect.any(Number) });
      expect(expectCalls(1)[0]?.streamed).toBe(true);
    });

    it('runs an Agent tool call and answers with the tool result', async () => {
      const flowId = await saveFlow(owner, agentFlow(config('agentModel')));
      provider.scriptToolCall(fakes, 'calculator', { input: '6 * 7' });
      provider.scriptText(fakes, 'It is 42.');
      const answer = await owner.post<PredictionAnswer>(`/api/v1/prediction/${flowId}`, {
        question: 'What is 6 times 7?',
      });
      expect(answer.status).toBe(200);
      expect(answer.body.text).toBe('It is 42.');
      expect(answer.body.usedTools).toEqual([
        expect.objectContaining({ tool: 'calculator', toolOutput: '42' }),
      ]);
      const [first, second] = expectCalls(2);
      expect(first?.toolNames).toContain('calculator');
      expect(second?.sendsToolResult).toBe(true);
    });

    it('answers in a chatflow LLM Chain naming the node', async () => {
      const inputs = { model: provider.model, ...provider.addressInputs(fakes) };
      const chain = llmChainFlow(provider.node, inputs, credentialIds.get(provider.node) ?? '');
      const flowId = await saveFlow(owner, chain, { type: 'CHATFLOW' });
      provider.scriptText(fakes, 'Paris.');
      const answer = await owner.post<PredictionAnswer>(`/api/v1/prediction/${flowId}`, {
        question: 'Capital of France?',
      });
      expect(answer.status).toBe(200);
      expect(answer.body.text).toBe('Paris.');
      expectCalls(1);
    });

    it(`answers with a structured output (${provider.structured})`, async () => {
      const flowId = await saveFlow(owner, llmFlow(config('llmModel'), true));
      if (provider.structured === 'offered tool')
        provider.scriptText(fakes, JSON.stringify(STRUCTURED_SAMPLE));
      const answer = await owner.post<PredictionAnswer>(`/api/v1/prediction/${flowId}`, {
        question: 'Rate this',
      });
      expect(answer.status).toBe(200);
      expect(structuredOutputOf(answer.body)).toEqual(STRUCTURED_SAMPLE);
      expect(JSON.parse(answer.body.text ?? '')).toEqual(STRUCTURED_SAMPLE);
      const [call] = expectCalls(1);
      if (provider.structured === 'json schema') {
        expect(call?.jsonSchema).toBe(true);
        expect(call?.toolNames).toEqual([]);
      } else {
        expect(call?.toolNames).toEqual(['extract']);
        expect(call?.forcedTool).toBe(provider.structured === 'forced tool' ? 'extract' : undefined);
        expect(call?.jsonSchema).toBe(false);
      }
    });
  });
});

/**
 * The same nodes on a server whose outbound policy refuses loopback addresses (an enterprise server without
 * HTTP_ALLOW_LIST): the run fails naming the setting, and the provider's fake is never reached — the SDKs' requests
 * go through the server's guarded fetch, not around it.
 */
describe('chat models with their own protocols, refused by the outbound policy', () => {
  let server: TestServer;
  let owner: HttpSession;
  let fakes: Fakes;
  let credentialIds: ReadonlyMap<string, string>;

  beforeAll(async () => {
    ({ server, owner, fakes, credentialIds } = await startWithProviders({ PLATFORM_TYPE: 'enterprise' }));
  });
  afterAll(() => closeAll(server, fakes));

  it.each(PROVIDERS)(
    '$node $model: the LLM run is refused and the provider never called',
    async (provider) => {
      const flowId = await saveFlow(
        owner,
        llmFlow(
          {
            llmModel: provider.node,
            model: provider.model,
            ...provider.addressInputs(fakes),
            FLOWISE_CREDENTIAL_ID: credentialIds.get(provider.node) ?? '',
          },
          false,
        ),
      );
      const answer = await owner.post<PredictionAnswer>(`/api/v1/prediction/${flowId}`, {
        question: 'Hello?',
      });
      expect(answer.status).toBe(500);
      expect(answer.body.message).toContain('add 127.0.0.1 to HTTP_ALLOW_LIST');
      expect(provider.calls(fakes)).toEqual([]);
    },
  );
});
