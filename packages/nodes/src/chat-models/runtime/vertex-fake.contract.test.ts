import { HumanMessage, type AIMessageChunk } from '@langchain/core/messages';
import { ChatVertexAI, VertexAIEmbeddings } from '@langchain/google-vertexai';
import { startFakeVertex, type FakeVertex } from '@loomflow/testkit/fake-providers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { vertexRoutedFetch } from './vertex-routed-fetch.ts';

/**
 * The real LangChain Vertex client and google-auth-library against the testkit's Vertex fake: the library signs the
 * service account's JWT, the fake checks it against its public key and issues a token, the prediction calls carry
 * it, and the client parses the answers. Every request goes through the fetch handed to gaxios.
 */

let fake: FakeVertex;
let fetched: string[];

beforeAll(async () => {
  fake = await startFakeVertex();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  fetched = [];
});

const recordingFetch: typeof fetch = (input, init) => {
  fetched.push(input instanceof Request ? input.url : String(input));
  return fetch(input, init);
};

function authOptions(key: Record<string, unknown> = { ...fake.serviceAccount }) {
  const fetchImplementation = vertexRoutedFetch(recordingFetch, {
    tokenUri: fake.serviceAccount.token_uri,
    httpEndpoint: new URL(fake.url),
  });
  return {
    credentials: key,
    projectId: String(key.project_id),
    clientOptions: { transporterOptions: { fetchImplementation } },
  };
}

function chat(streaming: boolean, key?: Record<string, unknown>): ChatVertexAI {
  return new ChatVertexAI({
    model: 'gemini-2.5-flash',
    location: 'europe-west4',
    endpoint: new URL(fake.url).host,
    streaming,
    maxRetries: 0,
    authOptions: authOptions(key),
  });
}

describe('Vertex AI fake, against @langchain/google-vertexai and google-auth-library', () => {
  it('exchanges the signed JWT for a token, then answers generateContent with the text and usage', async () => {
    fake.script('Bonjour.');
    const answer = await chat(false).invoke([new HumanMessage('Say hello in French')]);
    expect(answer.content).toBe('Bonjour.');
    expect(answer.usage_metadata?.input_tokens).toBeGreaterThan(0);
    expect(answer.usage_metadata?.output_tokens).toBeGreaterThan(0);
    expect(fake.tokensIssued()).toHaveLength(1);
    expect(fake.tokensIssued()[0]?.scopes).toEqual(['https://www.googleapis.com/auth/cloud-platform']);
    expect(fake.calls()).toMatchObject([
      {
        method: 'generateContent',
        project: fake.serviceAccount.project_id,
        location: 'europe-west4',
        publisher: 'google',
        model: 'gemini-2.5-flash',
        email: fake.serviceAccount.client_email,
      },
    ]);
    // The token grant went to the key's token_uri, through the fetch the library was given.
    expect(fetched[0]).toBe(fake.serviceAccount.token_uri);
    expect(fetched[1]).toMatch(/\/v1\/projects\/.+:generateContent$/);
  });

  it('streams streamGenerateContent piece by piece with the usage on the last piece', async () => {
    fake.script('One two three four.');
    const chunks: AIMessageChunk[] = [];
    for await (const chunk of await chat(true).stream('Count')) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.map((chunk) => chunk.text).join('')).toBe('One two three four.');
    expect(chunks.some((chunk) => (chunk.usage_metadata?.output_tokens ?? 0) > 0)).toBe(true);
    expect(fake.calls()).toMatchObject([{ method: 'streamGenerateContent', stream: 'json-array' }]);
  });

  it('sends an uploaded image as inline data beside the question', async () => {
    const pixel =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const question = new HumanMessage({
      content: [
        { type: 'text', text: 'What is in this picture?' },
        { type: 'image_url', image_url: { url: `data:image/png;base64,${pixel}` } },
      ],
    });
    await chat(false).invoke([question]);
    const contents = fake.calls()[0]?.body.contents;
    expect(contents).toEqual([
      {
        role: 'user',
        parts: [{ text: 'What is in this picture?' }, { inlineData: { mimeType: 'image/png', data: pixel } }],
      },
    ]);
  });

  it('declares tools and parses the functionCall the model answers', async () => {
    fake.script({ type: 'toolCall', name: 'get_weather', args: { city: 'Paris' } });
    const tool = {
      name: 'get_weather',
      description: 'Weather of a city',
      schema: z.object({ city: z.string() }),
    };
    const answer = await chat(false).bindTools([tool]).invoke('Weather in Paris?');
    expect(answer.tool_calls).toMatchObject([{ name: 'get_weather', args: { city: 'Paris' } }]);
    const body = fake.calls()[0]?.body;
    expect(JSON.stringify(body?.tools)).toContain('"get_weather"');
  });

  it('asks for a structured output with responseSchema and parses the JSON answer', async () => {
    const schema = z.object({ score: z.number(), label: z.string() });
    const answer = await chat(false).withStructuredOutput(schema).invoke('Rate it');
    expect(schema.parse(answer)).toEqual(answer);
    expect(fake.calls()[0]?.body.generationConfig).toMatchObject({
      responseMimeType: 'application/json',
      responseSchema: expect.any(Object),
    });
  });

  it('embeds texts through predict, one vector per text', async () => {
    const embeddings = new VertexAIEmbeddings({
      model: 'text-embedding-005',
      location: 'us-central1',
      endpoint: new URL(fake.url).host,
      maxRetries: 0,
      authOptions: authOptions(),
    });
    const vectors = await embeddings.embedDocuments(['first text', 'second text']);
    expect(vectors).toHaveLength(2);
    expect(vectors[0]).toHaveLength(768);
    expect(vectors[0]).not.toEqual(vectors[1]);
    expect(fake.calls().map((call) => [call.method, call.model])).toEqual([
      ['predict', 'text-embedding-005'],
      ['predict', 'text-embedding-005'],
    ]);
  });

  it('refuses a JWT signed with another key (invalid_grant) and never answers the call', async () => {
    const { privateKey } = await import('node:crypto').then(({ generateKeyPairSync }) =>
      generateKeyPairSync('rsa', { modulusLength: 2048 }),
    );
    const forged = {
      ...fake.serviceAccount,
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    };
    await expect(chat(false, forged).invoke('hi')).rejects.toThrow(/Invalid JWT Signature/);
    expect(fake.tokensIssued()).toHaveLength(0);
    expect(fake.calls()).toEqual([]);
    expect(fake.refusedCount()).toBeGreaterThan(0);
  });

  it('refuses a call for another project (403) even with a valid token', async () => {
    const other = { ...fake.serviceAccount, project_id: 'someone-elses-project' };
    await expect(chat(false, other).invoke('hi')).rejects.toThrow(/403|PERMISSION_DENIED/);
    expect(fake.calls()).toEqual([]);
  });
});
