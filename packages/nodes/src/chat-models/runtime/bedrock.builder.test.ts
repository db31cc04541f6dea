import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { HumanMessage, ToolMessage } from '@langchain/core/messages';
import { startFakeBedrock, type FakeBedrock } from '@loomflow/testkit/fake-providers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { llmExecutor } from '../../agentflow/llm/execute.ts';
import { fakeContext } from '../../agentflow/test-support/fake-context.ts';
import { createBedrockEmbeddings } from '../../embeddings/runtime/bedrock-embeddings.builder.ts';
import { createChatModelProvider } from '../../runtime/chat-model-provider.ts';
import type { CredentialReader } from '../../runtime/node-executor.ts';

/** AWS Bedrock (`awsChatBedrock`, `AWSBedrockEmbeddings`) built as a flow names them, against the Bedrock fake. */

const MODEL = 'anthropic.claude-haiku-4-5-20251001-v1:0';
let fake: FakeBedrock;
beforeAll(async () => {
  fake = await startFakeBedrock();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
});

function awsCredential(secret = fake.credentials.secretAccessKey): CredentialReader {
  return {
    read: () => Promise.resolve({ awsKey: fake.credentials.accessKeyId, awsSecret: secret }),
  };
}

const fetched: string[] = [];
/** The guarded fetch stand-in: records every address the SDK reaches through it. */
const policyFetch: typeof fetch = (input, init) => {
  fetched.push(input instanceof Request ? input.url : String(input));
  return fetch(input, init);
};

async function bedrockModel(config: Record<string, unknown> = {}, secret?: string): Promise<BaseChatModel> {
  return createChatModelProvider({ fetch: policyFetch }).create(
    {
      modelName: 'awsChatBedrock',
      config: {
        credential: 'cred-aws',
        region: 'us-west-2',
        model: MODEL,
        endpointHost: fake.url,
        streaming: true,
        max_tokens_to_sample: '300',
        temperature: '0.2',
        ...config,
      },
    },
    awsCredential(secret),
  );
}

describe('AWS Bedrock chat model (Converse) against the Bedrock fake', () => {
  it('streams an agentflow LLM answer token by token, signed, with usage, through the server fetch', async () => {
    fetched.length = 0;
    const model = await bedrockModel();
    const context = fakeContext({
      model,
      streamsToClient: true,
      inputs: { llmModel: 'awsChatBedrock', llmMessages: [] },
      question: 'What is Bedrock',
    });
    const result = await llmExecutor.execute(context);
    const tokens = context.emissions.flatMap((emission) =>
      emission.type === 'token' ? [emission.text] : [],
    );
    expect(tokens.length).toBeGreaterThan(1);
    expect(tokens.join('')).toBe('Echo: What is Bedrock');
    expect(result.usage?.outputTokens).toBe(4);
    const [call] = fake.calls();
    expect(call).toMatchObject({ operation: 'converse-stream', modelId: MODEL });
    expect(call?.body.inferenceConfig).toEqual({ maxTokens: 300, temperature: 0.2 });
    expect(fetched).toEqual([`${fake.url}/model/${encodeURIComponent(MODEL)}/converse-stream`]);
  });

  it('answers with one Converse request when the caller does not stream', async () => {
    const model = await bedrockModel({ streaming: false });
    const answer = await model.invoke('hi');
    expect(answer.content).toBe('Echo: hi');
    expect(fake.calls().map((call) => call.operation)).toEqual(['converse']);
  });

  it('calls a tool and takes its result back (toolUse / toolResult blocks)', async () => {
    fake.script({ type: 'toolCall', name: 'get_weather', args: { city: 'Lyon' } }, 'Sunny in Lyon.');
    const model = await bedrockModel();
    const tool = {
      type: 'function',
      function: {
        name: 'get_weather',
        description: 'Weather of a city',
        parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
      },
    };
    const withTools = model.bindTools?.([tool]);
    if (!withTools) throw new Error('Bedrock model cannot bind tools');
    const question = new HumanMessage('Weather in Lyon?');
    const first = await withTools.invoke([question]);
    expect(first.tool_calls).toMatchObject([{ name: 'get_weather', args: { city: 'Lyon' } }]);
    const callId = first.tool_calls?.[0]?.id ?? '';
    const second = await withTools.invoke([
      question,
      first,
      new ToolMessage({ tool_call_id: callId, content: 'sunny' }),
    ]);
    expect(second.content).toBe('Sunny in Lyon.');
    const body = fake.calls()[1]?.body;
    expect(JSON.stringify(body?.messages)).toContain('"toolResult"');
  });

  it('gives a structured output through a forced tool (Claude on Bedrock), the tool input is the object', async () => {
    const model = await bedrockModel();
    const context = fakeContext({
      model,
      streamsToClient: true,
      inputs: {
        llmModel: 'awsChatBedrock',
        llmMessages: [],
        llmStructuredOutput: [{ key: 'answer', type: 'string', description: 'The answer' }],
      },
      question: 'Rate this',
    });
    const result = await llmExecutor.execute(context);
    expect(result.output.structuredOutput).toEqual({ answer: 'sample answer' });
    expect(fake.calls()[0]?.body.toolConfig).toMatchObject({ toolChoice: { tool: { name: 'extract' } } });
  });

  it('fails at once, naming AWS’s refusal, when the secret is wrong (no LangChain retries)', async () => {
    const model = await bedrockModel({ streaming: false }, 'wrong-secret');
    await expect(model.invoke('hi')).rejects.toThrow(/signature/i);
    expect(fake.refusedCount()).toBe(1);
  });

  it('refuses a region that is not one and a Role ARN it cannot assume, before any request', async () => {
    await expect(bedrockModel({ region: 'evil.example.com#' })).rejects.toThrow(/not an AWS region/);
    const provider = createChatModelProvider();
    await expect(
      provider.create(
        { modelName: 'awsChatBedrock', config: { credential: 'c', model: MODEL } },
        { read: () => Promise.resolve({ roleArn: 'arn:aws:iam::123456789012:role/x' }) },
      ),
    ).rejects.toThrow(/Role ARN/);
  });
});

describe('AWS Bedrock embeddings (InvokeModel) against the Bedrock fake', () => {
  const guarded = (url: string, init?: RequestInit) => fetch(url, init);
  it.each([
    ['Titan, one text per call', { model: 'amazon.titan-embed-text-v2:0' }, 3, 1024],
    [
      'Cohere, one batch with its input type',
      { model: 'cohere.embed-english-v3', inputType: 'search_document' },
      1,
      1024,
    ],
  ])('%s', async (_name, inputs, calls, dimensions) => {
    const embeddings = await createBedrockEmbeddings(
      {
        inputs: { region: 'us-east-1', endpointHost: fake.url, ...inputs },
        credentialId: 'cred-aws',
        credentials: awsCredential(),
        fetch: guarded,
      },
      'AWS Bedrock Embedding',
    );
    const vectors = await embeddings.embedDocuments(['red apples', 'green apples', 'blue sky']);
    expect(vectors.map((vector) => vector.length)).toEqual([dimensions, dimensions, dimensions]);
    expect(fake.calls().filter((call) => call.operation === 'invoke')).toHaveLength(calls);
    const query = await embeddings.embedQuery('red apples');
    expect(query).toEqual(vectors[0]);
  });

  it('asks for the Cohere input type', async () => {
    await expect(
      createBedrockEmbeddings(
        {
          inputs: { model: 'cohere.embed-english-v3', endpointHost: fake.url },
          credentialId: undefined,
          credentials: awsCredential(),
          fetch: guarded,
        },
        'AWS Bedrock Embedding',
      ),
    ).rejects.toThrow(/Cohere Input Type/);
  });
});
