import type { FlowData, FlowEdge, FlowNode } from '@loomflow/core';
import {
  findChatflowComponent,
  inMemoryVectorPort,
  type ChatflowComponent,
  type RuntimeServices,
} from '@loomflow/nodes/runtime';
import { SyntheticEmbeddings } from '@langchain/core/utils/testing';
import { describe, expect, it } from 'vitest';
import { UNUSED_SERVICES } from '../test-support/fake-executors.ts';
import { ChatflowRunError } from './chatflow.types.ts';
import { ChatflowUpsertRequestError, upsertChatflow, type ChatflowUpsertRequest } from './upsert-chatflow.ts';

const fakeEmbeddings: ChatflowComponent = {
  name: 'fakeEmbeddings',
  init: () => Promise.resolve(new SyntheticEmbeddings({ vectorSize: 8 })),
};

const components = (name: string): ChatflowComponent | undefined =>
  name === 'fakeEmbeddings' ? fakeEmbeddings : findChatflowComponent(name);

function node(id: string, name: string, label: string, inputs: Record<string, unknown> = {}): FlowNode {
  return { id, type: 'customNode', position: { x: 0, y: 0 }, data: { id, name, label, inputs } };
}

function edge(source: string, target: string, input: string, type: string): FlowEdge {
  return {
    id: `${source}-${target}`,
    source,
    target,
    sourceHandle: `${source}-output-${source}`,
    targetHandle: `${target}-input-${input}-${type}`,
  };
}

/** Plain text → (fake) embeddings → Embedded vector store nodes, one per id given. */
function flowWithStores(...storeIds: string[]): FlowData {
  return {
    nodes: [
      node('plainText_0', 'plainText', 'Plain Text', { text: 'Socks are warm.\n\nHats are red.' }),
      node('fakeEmbeddings_0', 'fakeEmbeddings', 'Fake Embeddings'),
      ...storeIds.map((id) =>
        node(id, 'embeddedVectorStore', `Store ${id}`, {
          document: ['{{plainText_0.data.instance}}'],
          embeddings: '{{fakeEmbeddings_0.data.instance}}',
        }),
      ),
    ],
    edges: storeIds.flatMap((id) => [
      edge('plainText_0', id, 'document', 'Document'),
      edge('fakeEmbeddings_0', id, 'embeddings', 'Embeddings'),
    ]),
  };
}

/** Turns File Upload on for the given store nodes. */
function withFileUpload(flow: FlowData, ...ids: string[]): FlowData {
  for (const store of flow.nodes)
    if (ids.includes(store.id)) store.data.inputs = { ...store.data.inputs, fileUpload: true };
  return flow;
}

function request(flowData: FlowData, extra: Partial<ChatflowUpsertRequest> = {}) {
  const port = inMemoryVectorPort();
  const services: RuntimeServices = { ...UNUSED_SERVICES, vectors: port };
  return {
    port,
    request: {
      flowData,
      identity: { chatflowId: 'flow-1', chatId: 'chat-1', sessionId: 'chat-1', workspaceId: 'ws-1' },
      vars: {},
      services,
      memory: { pastMessages: () => Promise.resolve([]) },
      components,
      ...extra,
    },
  };
}

describe('upsertChatflow', () => {
  it('embeds the connected documents into the only vector store node and counts them', async () => {
    const { port, request: upsert } = request(flowWithStores('embeddedVectorStore_0'));
    const outcome = await upsertChatflow(upsert);
    expect(outcome).toMatchObject({ nodeId: 'embeddedVectorStore_0', numAdded: 1, numSkipped: 0 });
    expect(outcome.addedDocs[0]?.pageContent).toContain('Socks are warm.');
    const collection = port.opened.get('embeddedVectorStore:cf_flow-1_embeddedVectorStore_0');
    expect(await collection?.count()).toBe(1);
  });

  it('writes the same documents once when upserted twice', async () => {
    const { port, request: upsert } = request(flowWithStores('embeddedVectorStore_0'));
    await upsertChatflow(upsert);
    await upsertChatflow(upsert);
    expect(await port.opened.get('embeddedVectorStore:cf_flow-1_embeddedVectorStore_0')?.count()).toBe(1);
  });

  it('upserts the node stopNodeId names when there are several', async () => {
    const { port, request: upsert } = request(flowWithStores('storeA', 'storeB'), { stopNodeId: 'storeB' });
    const outcome = await upsertChatflow(upsert);
    expect(outcome.nodeLabel).toBe('Store storeB');
    expect([...port.opened.keys()]).toEqual(['embeddedVectorStore:cf_flow-1_storeB']);
  });

  it('refuses several vector store nodes without stopNodeId, listing them', async () => {
    const { request: upsert } = request(flowWithStores('storeA', 'storeB'));
    const failure = upsertChatflow(upsert);
    await expect(failure).rejects.toBeInstanceOf(ChatflowUpsertRequestError);
    await expect(failure).rejects.toThrow(
      /several vector store nodes \("Store storeA" \(storeA\), "Store storeB" \(storeB\)\): send stopNodeId/,
    );
  });

  it('upserts the store with File Upload on when there are several, marking a chat’s file as that chat’s', async () => {
    const flow = withFileUpload(flowWithStores('storeA', 'storeB'), 'storeB');
    const { port, request: upsert } = request(flow, { uploadChatId: 'chat-A' });
    const outcome = await upsertChatflow(upsert);
    expect(outcome.nodeId).toBe('storeB');
    expect(outcome.addedDocs[0]?.metadata).toMatchObject({ flowise_chatId: 'chat-A' });
    expect([...port.opened.keys()]).toEqual(['embeddedVectorStore:cf_flow-1_storeB']);
  });

  it('refuses to guess between two stores with File Upload on', async () => {
    const flow = withFileUpload(flowWithStores('storeA', 'storeB'), 'storeA', 'storeB');
    const { request: upsert } = request(flow);
    await expect(upsertChatflow(upsert)).rejects.toThrow(
      'Several vector store nodes have File Upload on ("Store storeA" (storeA), "Store storeB" (storeB)): turn it ' +
        'off on all but one, or send stopNodeId to choose one',
    );
    const chosen = await upsertChatflow({ ...request(flow).request, stopNodeId: 'storeA' });
    expect(chosen.nodeId).toBe('storeA');
  });

  it('refuses a stopNodeId that is not one of its vector stores', async () => {
    const { request: upsert } = request(flowWithStores('storeA'), { stopNodeId: 'plainText_0' });
    await expect(upsertChatflow(upsert)).rejects.toThrow(
      /Node plainText_0 is not a vector store that can be upserted: choose one of "Store storeA" \(storeA\)/,
    );
  });

  it('refuses a flow without vector store nodes', async () => {
    const flow = flowWithStores();
    const { request: upsert } = request(flow);
    await expect(upsertChatflow(upsert)).rejects.toThrow(/has no vector store node to upsert/);
  });

  it('names the vector store node whose embeddings are not connected', async () => {
    const flow = flowWithStores('embeddedVectorStore_0');
    const store = flow.nodes.find((candidate) => candidate.id === 'embeddedVectorStore_0');
    if (store) store.data.inputs = { document: ['{{plainText_0.data.instance}}'] };
    flow.edges = flow.edges.filter((candidate) => candidate.source !== 'fakeEmbeddings_0');
    const { request: upsert } = request(flow);
    const failure = upsertChatflow(upsert);
    await expect(failure).rejects.toBeInstanceOf(ChatflowUpsertRequestError);
    await expect(failure).rejects.toThrow(
      'Flow is missing a required input on node "Store embeddedVectorStore_0" (embeddedVectorStore_0): Embeddings is not connected',
    );
  });

  it('names the node when the store cannot be reached', async () => {
    const { request: upsert } = request(flowWithStores('embeddedVectorStore_0'));
    const failing: RuntimeServices = {
      ...upsert.services,
      vectors: { open: () => Promise.reject(new Error('connection refused')) },
    };
    const failure = upsertChatflow({ ...upsert, services: failing });
    await expect(failure).rejects.toBeInstanceOf(ChatflowRunError);
    await expect(failure).rejects.toThrow(
      'Node "Store embeddedVectorStore_0" (embeddedVectorStore_0) failed to upsert: connection refused',
    );
  });

  it('initialises only the store’s dependencies, not the rest of the flow', async () => {
    const flow = flowWithStores('embeddedVectorStore_0');
    flow.nodes.push(node('broken_0', 'fakeEmbeddings', 'Unrelated'));
    const inits: string[] = [];
    const { request: upsert } = request(flow, {
      components: (name) => {
        const found = components(name);
        if (!found) return undefined;
        return {
          ...found,
          init: (context) => {
            inits.push(context.nodeId);
            return found.init(context);
          },
        };
      },
    });
    await upsertChatflow(upsert);
    expect(inits).toEqual(['plainText_0', 'fakeEmbeddings_0']);
  });
});
