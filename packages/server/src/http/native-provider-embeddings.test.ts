import {
  startFakeBedrock,
  startFakeHuggingFace,
  startFakeQianfan,
  startFakeVertex,
  startFakeVoyage,
  startFakeWatsonx,
  type FakeBedrock,
  type FakeHuggingFace,
  type FakeQianfan,
  type FakeVertex,
  type FakeVoyage,
  type FakeWatsonx,
} from '@loomflow/testkit/fake-providers';
import {
  registerAndLogin,
  startTestServer,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  queryStore,
  startDocumentStoreFixture,
  upsertTextWithEmbeddings,
  type DocumentStoreFixture,
} from '../test-support/document-store-test-support.ts';

interface Fakes {
  readonly bedrock: FakeBedrock;
  readonly voyage: FakeVoyage;
  readonly huggingFace: FakeHuggingFace;
  readonly watsonx: FakeWatsonx;
  readonly qianfan: FakeQianfan;
  readonly vertex: FakeVertex;
}

/** One embeddings request as the provider received it: the model named (if the route names one) and its texts. */
interface EmbedCall {
  readonly model: string | undefined;
  readonly texts: readonly string[];
}

/** An embeddings node with its own wire protocol, as a Flowise document store names it, pointed at its fake. */
interface EmbeddingsCase {
  readonly node: string;
  readonly credentialType: string;
  credentialData(fakes: Fakes): Record<string, string>;
  /** The node's inputs besides its credential: the model and the fake's address in the node's own field. */
  inputs(fakes: Fakes): Record<string, unknown>;
  /** The model each request names, undefined where a dedicated endpoint stands for it. */
  readonly model: string | undefined;
  calls(fakes: Fakes): readonly EmbedCall[];
}

const textsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.filter((text): text is string => typeof text === 'string')
      : [];

const HF_KEY = 'hf_embeddings_key';
const VOYAGE_KEY = 'pa-voyage-key';
const TITAN = 'amazon.titan-embed-text-v2:0';

/** Bedrock with a Titan model (one text per call) or a Cohere model (texts and their input type). */
const bedrockCase = (model: string, inputs: Record<string, unknown> = {}): EmbeddingsCase => ({
  node: 'AWSBedrockEmbeddings',
  credentialType: 'awsApi',
  credentialData: ({ bedrock }) => ({
    awsKey: bedrock.credentials.accessKeyId,
    awsSecret: bedrock.credentials.secretAccessKey,
  }),
  inputs: ({ bedrock }) => ({ region: 'us-east-1', model, endpointHost: bedrock.url, ...inputs }),
  model,
  // Signed with the credential's key: the fake refuses any other signature.
  calls: ({ bedrock }) =>
    bedrock
      .calls()
      .filter((call) => call.operation === 'invoke')
      .map((call) => ({ model: call.modelId, texts: textsOf(call.body.inputText ?? call.body.texts) })),
});

const EMBEDDINGS: readonly EmbeddingsCase[] = [
  bedrockCase(TITAN),
  bedrockCase('cohere.embed-english-v3', { inputType: 'search_document' }),
  {
    node: 'voyageAIEmbeddings',
    credentialType: 'voyageAIApi',
    // The credential's endpoint is the embeddings URL (Flowise's field).
    credentialData: ({ voyage }) => ({ apiKey: VOYAGE_KEY, endpoint: `${voyage.url}/v1/embeddings` }),
    inputs: () => ({ modelName: 'voyage-3' }),
    model: 'voyage-3',
    calls: ({ voyage }) =>
      voyage.embeddingRequests().map((body) => ({
        model: typeof body.model === 'string' ? body.model : undefined,
        texts: textsOf(body.input),
      })),
  },
  {
    node: 'huggingFaceInferenceEmbeddings',
    credentialType: 'huggingFaceApi',
    credentialData: () => ({ huggingFaceApiKey: HF_KEY }),
    // A dedicated Inference Endpoint: the URL stands for the model.
    inputs: ({ huggingFace }) => ({
      modelName: 'sentence-transformers/all-MiniLM-L6-v2',
      endpoint: `${huggingFace.url}/endpoints/mine`,
    }),
    model: undefined,
    calls: ({ huggingFace }) =>
      huggingFace
        .featureExtractionRequests()
        .map((request) => ({ model: request.model, texts: textsOf(request.body.inputs) })),
  },
  {
    node: 'ibmEmbedding',
    credentialType: 'ibmWatsonx',
    // The service and IAM addresses are the credential's; each request's token was issued for its API key.
    credentialData: ({ watsonx }) => ({
      version: '2024-05-31',
      serviceUrl: watsonx.url,
      projectId: 'flowise-project',
      watsonxAIAuthType: 'iam',
      watsonxAIApikey: watsonx.apiKey,
      watsonxAIUrl: watsonx.url,
    }),
    inputs: () => ({ modelName: 'ibm/slate-125m-english-rtrvr' }),
    model: 'ibm/slate-125m-english-rtrvr',
    calls: ({ watsonx }) =>
      watsonx
        .calls()
        .filter((call) => call.operation === 'embeddings' && watsonx.issuedTokens().includes(call.token))
        .map((call) => ({
          model: typeof call.body.model_id === 'string' ? call.body.model_id : undefined,
          texts: textsOf(call.body.inputs),
        })),
  },
  {
    node: 'baiduQianfanEmbeddings',
    credentialType: 'baiduQianfanApi',
    credentialData: ({ qianfan }) => ({ qianfanApiKey: qianfan.apiKey }),
    // Flowise's model name, sent as Qianfan v2 names it; the address in the Base Path added here.
    inputs: ({ qianfan }) => ({ modelName: 'Embedding-V1', basePath: qianfan.url }),
    model: 'embedding-v1',
    calls: ({ qianfan }) =>
      qianfan.embeddingRequests().map((body) => ({
        model: typeof body.model === 'string' ? body.model : undefined,
        texts: textsOf(body.input),
      })),
  },
  {
    node: 'googlevertexaiEmbeddings',
    credentialType: 'googleVertexAuth',
    // The service account key (its token_uri the fake's token endpoint); each call's token was issued for it.
    credentialData: ({ vertex }) => ({ googleApplicationCredential: JSON.stringify(vertex.serviceAccount) }),
    // The API endpoint is ours (Flowise's node has none).
    inputs: ({ vertex }) => ({
      modelName: 'text-embedding-005',
      region: 'europe-west4',
      endpoint: vertex.url,
    }),
    model: 'text-embedding-005',
    calls: ({ vertex }) =>
      vertex
        .calls()
        .filter((call) => call.method === 'predict' && call.location === 'europe-west4')
        .map((call) => ({
          model: call.model,
          texts: (Array.isArray(call.body.instances) ? call.body.instances : []).flatMap(
            (instance: unknown) =>
              typeof instance === 'object' && instance !== null && 'content' in instance
                ? textsOf(instance.content)
                : [],
          ),
        })),
  },
];

const TEXT = 'Harbours shelter ships from storms.';
const QUERY = 'Where do ships shelter?';

async function startFakes(): Promise<Fakes> {
  const [bedrock, voyage, huggingFace, watsonx, qianfan, vertex] = await Promise.all([
    startFakeBedrock(),
    startFakeVoyage({ apiKey: VOYAGE_KEY }),
    startFakeHuggingFace({ apiKey: HF_KEY }),
    startFakeWatsonx(),
    startFakeQianfan(),
    startFakeVertex(),
  ]);
  return { bedrock, voyage, huggingFace, watsonx, qianfan, vertex };
}

function resetFakes(fakes: Fakes): void {
  fakes.bedrock.reset();
  fakes.voyage.reset();
  fakes.huggingFace.reset();
  fakes.watsonx.reset();
  fakes.qianfan.reset();
  fakes.vertex.reset();
}

async function closeFakes(fakes: Fakes): Promise<void> {
  await Promise.all([
    fakes.bedrock.close(),
    fakes.voyage.close(),
    fakes.huggingFace.close(),
    fakes.watsonx.close(),
    fakes.qianfan.close(),
    fakes.vertex.close(),
  ]);
}

/**
 * The embeddings with their own wire protocols (AWS Bedrock InvokeModel with SigV4, Voyage, HuggingFace feature
 * extraction, IBM watsonx with its IAM exchange, Baidu Qianfan v2, Google Vertex AI with its service account token exchange) in a document store through the server: an upsert embeds the chunk at the provider's fake (the
 * address typed in the node or its credential, admitted by HTTP_ALLOW_LIST=127.0.0.1) with the credential's key
 * and the model named, and a query embeds the question there and finds the chunk. Cohere and Jina are not here:
 * their nodes, like Flowise's, have no address input, so the server can only call api.cohere.com / api.jina.ai.
 * SQLite only.
 */
describe('embeddings with their own protocols in a document store', () => {
  let fixture: DocumentStoreFixture;
  let fakes: Fakes;
  const credentialIds = new Map<string, string>();

  beforeAll(async () => {
    fakes = await startFakes();
    fixture = await startDocumentStoreFixture('sqlite');
    for (const embeddings of EMBEDDINGS) {
      const credential = await fixture.owner.post<{ id: string }>('/api/v1/credentials', {
        name: embeddings.node,
        credentialName: embeddings.credentialType,
        plainDataObj: embeddings.credentialData(fakes),
      });
      expect(credential.status).toBe(201);
      credentialIds.set(embeddings.node, credential.body.id);
    }
  });
  beforeEach(() => {
    resetFakes(fakes);
  });
  afterAll(async () => {
    await fixture.close();
    await closeFakes(fakes);
  });

  it.each(EMBEDDINGS)(
    '$node $model: upserts at the provider and a query finds the text',
    async (embeddings) => {
      const { owner } = fixture;
      const { storeId, status } = await upsertTextWithEmbeddings(
        owner,
        `${embeddings.node} store`,
        TEXT,
        embeddings.node,
        {
          credential: credentialIds.get(embeddings.node),
          ...embeddings.inputs(fakes),
        },
      );
      expect(status).toBe('SUCCEEDED');
      expect(embeddings.calls(fakes)).toEqual([{ model: embeddings.model, texts: [TEXT] }]);

      expect(await queryStore(owner, storeId, QUERY)).toEqual([TEXT]);
      expect(embeddings.calls(fakes).map((call) => call.texts)).toEqual([[TEXT], [QUERY]]);
      expect(fixture.fake.embeddingRequests()).toEqual([]);
      if (embeddings.node === 'AWSBedrockEmbeddings') expect(fakes.bedrock.refusedCount()).toBe(0);
    },
  );
});

/**
 * The same nodes on a server whose outbound policy refuses loopback addresses (an enterprise server without
 * HTTP_ALLOW_LIST): the upsert fails and the provider's fake is never reached — the SDKs' requests go through the
 * server's guarded fetch (Bedrock's endpoint host is judged there only), not around it.
 */
describe('embeddings with their own protocols, refused by the outbound policy', () => {
  let server: TestServer;
  let owner: HttpSession;
  let fakes: Fakes;

  beforeAll(async () => {
    fakes = await startFakes();
    server = await startTestServer({ database: 'sqlite', env: { PLATFORM_TYPE: 'enterprise' } });
    owner = server.session();
    await registerAndLogin(owner);
  });
  afterAll(async () => {
    await server.close();
    await closeFakes(fakes);
  });

  it.each(EMBEDDINGS)(
    '$node $model: the upsert fails and the provider is never called',
    async (embeddings) => {
      const credential = await owner.post<{ id: string }>('/api/v1/credentials', {
        name: embeddings.node,
        credentialName: embeddings.credentialType,
        plainDataObj: embeddings.credentialData(fakes),
      });
      const { status, error } = await upsertTextWithEmbeddings(
        owner,
        `${embeddings.node} store`,
        TEXT,
        embeddings.node,
        {
          credential: credential.body.id,
          ...embeddings.inputs(fakes),
        },
      );
      expect(status).toBe('FAILED');
      expect(error).toContain('add 127.0.0.1 to HTTP_ALLOW_LIST');
      expect(embeddings.calls(fakes)).toEqual([]);
    },
  );
});
