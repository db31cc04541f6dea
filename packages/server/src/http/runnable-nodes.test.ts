import type { CredentialType, NodeDefinition, NodeOption } from '@loomflow/core';
import { ENGINE_RUN_NODE_NAMES } from '@loomflow/engine';
import { FLOWISE_NODES, findFlowiseNode, findNodeDefinition } from '@loomflow/nodes';
import { AGENTFLOW_TOOL_NAMES, credentialNamesAskedBy } from '@loomflow/nodes/runnable';
import {
  CHATFLOW_COMPONENTS,
  DOCUMENT_LOADER_NAMES,
  EMBEDDINGS_NAMES,
  NODE_EXECUTORS,
  SUPPORTED_CHAT_MODELS,
  TEXT_SPLITTER_NAMES,
  runnableToolNames,
} from '@loomflow/nodes/runtime';
import {
  registerAndLogin,
  startTestServer,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Every node type something here runs, read from the runtime registries themselves (LangChain loaded). */
const RUNS: ReadonlySet<string> = new Set<string>([
  ...NODE_EXECUTORS.keys(),
  ...CHATFLOW_COMPONENTS.keys(),
  ...SUPPORTED_CHAT_MODELS,
  ...EMBEDDINGS_NAMES,
  ...DOCUMENT_LOADER_NAMES,
  ...TEXT_SPLITTER_NAMES,
  ...runnableToolNames(),
  ...ENGINE_RUN_NODE_NAMES,
]);

/** What a picker's chosen component must be runnable as, by load method. */
const PICKER_REGISTRIES: Readonly<Record<string, ReadonlySet<string>>> = {
  listModels: new Set<string>(SUPPORTED_CHAT_MODELS),
  listEmbeddings: new Set<string>(EMBEDDINGS_NAMES),
  listVectorStores: new Set<string>(CHATFLOW_COMPONENTS.keys()),
  listTools: new Set<string>(runnableToolNames()),
};

/** Node categories whose own `listModels` lists the provider's model ids. */
const MODEL_NODE_CATEGORIES: ReadonlySet<string> = new Set(['Chat Models', 'Embeddings', 'LLMs']);

const FLOWISE_CHAT_MODELS = 36;
const FLOWISE_EMBEDDINGS = 18;
const FLOWISE_RERANKERS = 5;

const agentflowTools: ReadonlySet<string> = new Set(AGENTFLOW_TOOL_NAMES);

const isReranker = (name: string) => /rerank/i.test(name);

function namesNodeType(name: string): boolean {
  return findNodeDefinition(name) !== undefined || findFlowiseNode(name) !== undefined;
}

describe('what the server offers runs here', () => {
  let server: TestServer;
  let owner: HttpSession;
  let served: NodeDefinition[];

  beforeAll(async () => {
    server = await startTestServer({ database: 'sqlite' });
    owner = server.session();
    await registerAndLogin(owner);
    served = (await owner.get<NodeDefinition[]>('/api/v1/nodes')).body;
  });
  afterAll(() => server.close());

  it('the data-only list of agentflow tools is the tool registry', () => {
    expect([...AGENTFLOW_TOOL_NAMES].sort()).toEqual(runnableToolNames().sort());
  });

  it('every node type of the palette has an executor', () => {
    expect(served.length).toBeGreaterThan(100);
    expect(served.map((definition) => definition.name).filter((name) => !RUNS.has(name))).toEqual([]);
  });

  it('every component a picker of any node offers has an executor', async () => {
    const withoutExecutor: string[] = [];
    for (const definition of served) {
      for (const loadMethod of definition.loadMethods ?? []) {
        // A model node's own model list answers model ids (live from the provider where it has an endpoint).
        if (loadMethod === 'listModels' && MODEL_NODE_CATEGORIES.has(definition.category)) continue;
        const answer = await owner.post<NodeOption[]>(
          `/api/v1/node-load-method/${encodeURIComponent(definition.name)}`,
          { loadMethod },
        );
        // A picker that needs more input (an MCP server's config) refuses clearly and offers nothing.
        expect(answer.status, `${definition.name} ${loadMethod}`).toBeLessThan(500);
        if (answer.status !== 200) continue;
        const registry = PICKER_REGISTRIES[loadMethod];
        // Options naming a node type pick a component; the others are data (flows, stores, state keys…).
        for (const option of answer.body.filter((candidate) => namesNodeType(candidate.name))) {
          const runs = (registry ?? RUNS).has(option.name);
          if (!runs) withoutExecutor.push(`${definition.name} ${loadMethod}: ${option.name}`);
        }
      }
    }
    expect(withoutExecutor).toEqual([]);
    const models = await owner.post<NodeOption[]>('/api/v1/node-load-method/llmAgentflow', {
      loadMethod: 'listModels',
    });
    expect(models.body.map((option) => option.name).sort()).toEqual([...SUPPORTED_CHAT_MODELS].sort());
  });

  it("the assistant's and the document store's component lists offer only what runs", async () => {
    const lists = [
      '/api/v1/assistants/components/chatmodels',
      '/api/v1/assistants/components/tools',
      '/api/v1/document-store/components/loaders',
      '/api/v1/document-store/components/splitters',
      '/api/v1/document-store/components/embeddings',
      '/api/v1/document-store/components/vectorstore',
    ];
    for (const path of lists) {
      const answer = await owner.get<NodeDefinition[]>(path);
      expect(answer.status, path).toBe(200);
      expect(answer.body.length, path).toBeGreaterThan(0);
      expect(
        answer.body.map((definition) => definition.name).filter((name) => !RUNS.has(name)),
        path,
      ).toEqual([]);
    }
    const tools = (await owner.get<NodeDefinition[]>('/api/v1/assistants/components/tools')).body;
    expect(tools.map((tool) => tool.name).filter((name) => !agentflowTools.has(name))).toEqual([]);
  });

  it('every credential type a node asks for can be created, and every one offered is asked for', async () => {
    const offered = new Set(
      (await owner.get<CredentialType[]>('/api/v1/components-credentials')).body.map((type) => type.name),
    );
    const asked = credentialNamesAskedBy(served);
    expect([...asked].filter((name) => !offered.has(name))).toEqual([]);
    expect([...offered].filter((name) => !asked.has(name))).toEqual([]);
    const created = await owner.post('/api/v1/credentials', {
      name: 'Calls my chatflow',
      credentialName: 'chatflowApi',
      plainDataObj: { chatflowApiKey: 'key-of-the-called-flow' },
    });
    expect(created.status).toBe(201);
  });

  it('counts the chat models, embeddings and rerankers that run (against Flowise 3.x)', () => {
    const inCategory = (category: string) => served.filter((definition) => definition.category === category);
    const chatModels = inCategory('Chat Models').length;
    const embeddings = inCategory('Embeddings').length;
    const rerankers = served.filter((definition) => isReranker(definition.name)).length;
    const catalog = (category: string) => FLOWISE_NODES.filter((node) => node.category === category).length;
    const counts =
      `running here: ${chatModels} chat models, ${embeddings} embeddings, ${rerankers} rerankers ` +
      `(Flowise 3.x: ${FLOWISE_CHAT_MODELS} / ${FLOWISE_EMBEDDINGS} / ${FLOWISE_RERANKERS}; ` +
      `its catalog here: ${catalog('Chat Models')} chat models, ${catalog('Embeddings')} embeddings, ` +
      `${FLOWISE_NODES.filter((node) => isReranker(node.name)).length} rerank retrievers); ` +
      `LLMs: ${inCategory('LLMs').length} of Flowise's ${catalog('LLMs')}`;
    console.info(counts);
    expect(chatModels).toBe(SUPPORTED_CHAT_MODELS.length);
    expect(embeddings).toBe(EMBEDDINGS_NAMES.length);
  });
});
