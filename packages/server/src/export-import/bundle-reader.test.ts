import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.ts';
import { readBundle } from './bundle-reader.ts';
import { exportedFlowData, rebindCredentials } from './flow-credentials.ts';

function problemOf(body: unknown): AppError {
  try {
    readBundle(body);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the bundle to be refused');
}

const flowiseStore = {
  id: '0b0c5a1e-8a8e-4f43-9a53-1f3c7e0f6a11',
  name: 'Docs',
  description: 'Product docs',
  loaders:
    '[{"id":"6f0e1a3c-1111-4c4c-8888-222233334444","loaderId":"plainText","loaderName":"Plain Text","loaderConfig":{"text":"hi"},"splitterId":"characterTextSplitter","splitterName":"Character Text Splitter","splitterConfig":{"chunkSize":100},"totalChunks":1,"totalChars":2,"status":"SYNC","files":[],"source":"text","credential":"abc"}]',
  whereUsed: '[]',
  status: 'SYNC',
  vectorStoreConfig: null,
  embeddingConfig: '{"name":"openAIEmbeddings","config":{"modelName":"text-embedding-3-small"}}',
  recordManagerConfig: null,
  createdDate: '2025-01-02T03:04:05.000Z',
  updatedDate: '2025-01-02T03:04:05.000Z',
  workspaceId: 'elsewhere',
};

describe('reading an export bundle', () => {
  it('reads Flowise rows as they are: loaders as JSON text, booleans, ISO dates; unknown keys ignored', () => {
    const entries = readBundle({
      DocumentStore: [flowiseStore],
      ChatFlow: [
        { id: 'f1', name: 'Bot', flowData: '{"nodes":[],"edges":[]}', deployed: true, isPublic: false },
      ],
      Unknown: 'ignored',
    });
    expect(entries.stores[0]?.loaders[0]).toMatchObject({
      id: '6f0e1a3c-1111-4c4c-8888-222233334444',
      storeId: flowiseStore.id,
      loaderConfig: '{"text":"hi"}',
      splitterConfig: '{"chunkSize":100}',
      status: 'SYNC',
      credential: 'abc',
    });
    expect(entries.flows[0]).toMatchObject({ type: 'CHATFLOW', deployed: 1, isPublic: 0 });
    expect(entries.stores[0]?.store.createdDate).toBe('2025-01-02T03:04:05.000Z');
  });

  it('names every broken entry, the first in the message', () => {
    const error = problemOf({
      ChatFlow: [
        { id: 'a', name: 'Fine', flowData: '{"nodes":[],"edges":[]}' },
        { id: 'b', name: 'Support bot', flowData: 'not json' },
      ],
      DocumentStore: [{ ...flowiseStore, loaders: '[{"loaderId":"x"}]' }],
      Variable: [{ name: '1bad', value: 'x' }],
      Execution: [{ id: 'e', executionData: '[]', state: 'DONE', agentflowId: 'a' }],
    });
    expect(error.statusCode).toBe(400);
    expect(error.message).toMatch(/^ChatFlow\[1\] "Support bot": flowData is not valid JSON/);
    expect(error.message).toContain('(and 3 more problems)');
    expect(error.extras.issues?.map((issue) => issue.message)).toEqual([
      expect.stringMatching(/^ChatFlow\[1\] "Support bot": flowData is not valid JSON/),
      'DocumentStore[0] "Docs": loaders[0]: id is missing',
      expect.stringMatching(/^Execution\[0\]: state must be one of INPROGRESS/),
      expect.stringMatching(/^Variable\[0\] "1bad": Use letters, digits and underscores/),
    ]);
  });

  it('refuses a key that is not a list and a file that is not an object', () => {
    expect(problemOf({ Tool: { name: 'x' } }).message).toContain('Tool must be a list of entries');
    expect(problemOf([1, 2]).message).toContain('must hold a JSON object of lists');
  });
});

describe('credential bindings', () => {
  const flow = JSON.stringify({
    nodes: [
      {
        id: 'chatOpenAI_0',
        position: { x: 0, y: 0 },
        data: {
          id: 'chatOpenAI_0',
          name: 'chatOpenAI',
          credential: 'cred-1',
          inputParams: [{ name: 'apiKey', type: 'password' }],
          inputs: { apiKey: 'sk-secret', modelName: 'gpt-4o' },
        },
      },
    ],
    edges: [],
  });

  it('exports names and types where credential ids were, and binds them again by name and type', () => {
    const exported = exportedFlowData(
      flow,
      new Map([['cred-1', { name: 'Team key', credentialName: 'openAIApi' }]]),
    );
    expect(exported).not.toContain('cred-1');
    expect(exported).not.toContain('sk-secret');
    const rebound = JSON.parse(
      rebindCredentials(exported, (name, type) =>
        name === 'Team key' && type === 'openAIApi' ? 'cred-9' : undefined,
      ),
    ) as { nodes: { data: { credential?: string } }[]; credentialBindings?: unknown };
    expect(rebound.nodes[0]?.data.credential).toBe('cred-9');
    expect(rebound.credentialBindings).toBeUndefined();
    const unbound = JSON.parse(rebindCredentials(exported, () => undefined)) as typeof rebound;
    expect(unbound.nodes[0]?.data.credential).toBeUndefined();
  });
});
