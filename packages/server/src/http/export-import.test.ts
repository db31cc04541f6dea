import type { ExportResponse, ImportResult, LoginResponse } from '@loomflow/core';
import {
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cloudAccount,
  countRows,
  EXPORT_EVERYTHING,
  PLANTED_PASSWORD,
  seedWorkspace,
  type SeededWorkspace,
} from '../test-support/export-import-test-data.ts';

/** The natural key of an entry of a bundle key (what pairs A's entry with B's). */
function naturalKey(key: string, entry: Record<string, unknown>): string {
  if (key.startsWith('Assistant') && key !== 'AssistantFlow') return String(entry.details);
  if (key === 'ChatMessage') return String(entry.content);
  if (key === 'ChatMessageFeedback') return String(entry.content);
  if (key === 'DocumentStoreFileChunk') return String(entry.pageContent);
  if (key === 'Execution') return String(entry.sessionId);
  return String(entry.name);
}

/**
 * Both bundles sorted by natural key, and A's text with each of A's ids replaced by its B counterpart (entries and
 * loaders paired by natural key): equal bundles then compare equal.
 */
function alignBundles(
  a: ExportResponse,
  b: ExportResponse,
): { a: ExportResponse; b: ExportResponse; pairs: number } {
  const sort = (bundle: ExportResponse): ExportResponse => {
    const copy = structuredClone(bundle);
    for (const [key, list] of Object.entries(copy))
      if (Array.isArray(list)) list.sort((x, y) => naturalKey(key, x).localeCompare(naturalKey(key, y)));
    return copy;
  };
  const sortedA = sort(a);
  const sortedB = sort(b);
  const ids = new Map<string, string>();
  for (const [key, list] of Object.entries(sortedA)) {
    if (!Array.isArray(list)) continue;
    const other = sortedB[key as keyof ExportResponse];
    list.forEach((entry, index) => {
      const counterpart = Array.isArray(other) ? other[index] : undefined;
      if (counterpart && typeof entry.id === 'string') ids.set(entry.id, String(counterpart.id));
    });
  }
  sortedA.DocumentStore.forEach((store, index) => {
    const loadersA = JSON.parse(String(store.loaders)) as { id: string }[];
    const loadersB = JSON.parse((sortedB.DocumentStore[index]?.loaders as string | undefined) ?? '[]') as {
      id: string;
    }[];
    loadersA.forEach((loader, position) => ids.set(loader.id, loadersB[position]?.id ?? 'missing'));
  });
  let text = JSON.stringify(sortedA);
  for (const [idA, idB] of ids) text = text.replaceAll(idA, idB);
  // flowData is compared as the JSON it holds (the order of keys in its text is not part of a flow).
  const parsedFlows = (bundle: ExportResponse): ExportResponse => {
    for (const list of Object.values(bundle))
      if (Array.isArray(list))
        for (const entry of list)
          if (typeof entry.flowData === 'string') entry.flowData = JSON.parse(entry.flowData) as unknown;
    return bundle;
  };
  return { a: parsedFlows(JSON.parse(text) as ExportResponse), b: parsedFlows(sortedB), pairs: ids.size };
}

describe.each(TEST_DATABASE_KINDS)('workspace export and import on %s', (database) => {
  let server: TestServer;
  let ownerA: HttpSession;
  let userA: LoginResponse;
  let ownerB: HttpSession;
  let userB: LoginResponse;
  let seeded: SeededWorkspace;
  let bundleA: ExportResponse;

  const exportAll = async (session: HttpSession) => {
    const result = await session.post<ExportResponse>('/api/v1/export-import/export', EXPORT_EVERYTHING);
    expect(result.status, JSON.stringify(result.body).slice(0, 400)).toBe(200);
    return result.body;
  };
  const importInto = (session: HttpSession, bundle: unknown) =>
    session.post<ImportResult & { message?: string }>('/api/v1/export-import/import', bundle);

  beforeAll(async () => {
    // Cloud: every account has its own organization and workspace.
    server = await startTestServer({ database, env: { PLATFORM_TYPE: 'cloud' } });
    ({ session: ownerA, user: userA } = await cloudAccount(server));
    ({ session: ownerB, user: userB } = await cloudAccount(server));
    seeded = await seedWorkspace(server.server.db, ownerA, userA.activeWorkspaceId);
    bundleA = await exportAll(ownerA);
  });
  afterAll(() => server.close());

  it('exports every key, with the default file name, and [] for what was not chosen', async () => {
    expect(bundleA.FileDefaultName).toBe('ExportData.json');
    for (const key of [
      'AgentFlow',
      'AgentFlowV2',
      'AssistantFlow',
      'AssistantCustom',
      'AssistantOpenAI',
      'AssistantAzure',
      'ChatFlow',
      'ChatMessage',
      'ChatMessageFeedback',
      'CustomTemplate',
      'DocumentStore',
      'DocumentStoreFileChunk',
      'Execution',
      'Tool',
      'Variable',
    ] as const)
      expect(bundleA[key].length, key).toBeGreaterThan(0);
    const onlyTools = await ownerA.post<ExportResponse>('/api/v1/export-import/export', { tool: true });
    expect(onlyTools.body.Tool).toHaveLength(1);
    expect(onlyTools.body.ChatFlow).toEqual([]);
    expect(onlyTools.body.Variable).toEqual([]);
    expect(bundleA.AssistantFlow[0]?.id).toBe(bundleA.AssistantCustom[0]?.id);
    expect(bundleA.CustomTemplate[0]?.usecases).toBe('["Customer Support"]');
    for (const key of ['CustomTemplate', 'DocumentStore', 'Execution', 'ChatFlow'] as const)
      expect(bundleA[key][0]).not.toHaveProperty('workspaceId');
    expect(typeof bundleA.DocumentStore[0]?.loaders).toBe('string');
  });

  it('never lets a credential id or a password value out', () => {
    const text = JSON.stringify(bundleA);
    expect(text).not.toContain(seeded.credentialId);
    expect(text).not.toContain(PLANTED_PASSWORD);
    expect(text).not.toContain('sk-planted-key');
    const flowData = JSON.parse(String(bundleA.ChatFlow[0]?.flowData)) as {
      viewport: unknown;
      credentialBindings: unknown[];
    };
    expect(flowData.viewport).toEqual({ x: 1, y: 2, zoom: 1 });
    // Where a credential was, by name and type: an import can bind a same-named credential again.
    expect(flowData.credentialBindings).toEqual([
      {
        nodeId: 'chatOpenAI_0',
        path: ['data'],
        property: 'credential',
        credentialName: seeded.credentialName,
        credentialType: 'openAIApi',
      },
      {
        nodeId: 'llmAgentflow_0',
        path: ['data', 'inputs', 'llmModelConfig'],
        property: 'FLOWISE_CREDENTIAL_ID',
        credentialName: seeded.credentialName,
        credentialType: 'openAIApi',
      },
    ]);
  });

  it('round trip: import into a fresh workspace of another account, export again: the same bundle but ids', async () => {
    // B has a credential of the same name and type: the flow's credential places are bound to it.
    const credentialB = await ownerB.post<{ id: string }>('/api/v1/credentials', {
      name: seeded.credentialName,
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: 'sk-other' },
    });
    const imported = await importInto(ownerB, bundleA);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.imported).toMatchObject({
      ChatFlow: 1,
      AgentFlow: 1,
      AgentFlowV2: 1,
      AssistantFlow: 1,
      AssistantCustom: 1,
      AssistantOpenAI: 1,
      AssistantAzure: 1,
      ChatMessage: 3,
      ChatMessageFeedback: 1,
      CustomTemplate: 1,
      DocumentStore: 1,
      DocumentStoreFileChunk: 2,
      Execution: 1,
      Tool: 1,
      Variable: 1,
    });
    const bundleB = await exportAll(ownerB);
    const aligned = alignBundles(bundleA, bundleB);
    expect(aligned.pairs).toBeGreaterThan(15);
    expect(aligned.b).toEqual(aligned.a);
    // New ids (A's are another workspace's), the assistant and its flow still share theirs.
    expect(bundleB.ChatFlow[0]?.id).not.toBe(bundleA.ChatFlow[0]?.id);
    expect(bundleB.AssistantFlow[0]?.id).toBe(bundleB.AssistantCustom[0]?.id);

    const flow = await ownerB.get<{ flowData: string }>(
      `/api/v1/chatflows/${String(bundleB.ChatFlow[0]?.id)}`,
    );
    const nodes = (JSON.parse(flow.body.flowData) as { nodes: { data: Record<string, unknown> }[] }).nodes;
    expect(nodes[0]?.data.credential).toBe(credentialB.body.id);
    expect(JSON.stringify(nodes[1]?.data)).toContain(credentialB.body.id);
    const chunks = await ownerB.get<{ chunks?: unknown[] }>(
      `/api/v1/document-store/store/${String(bundleB.DocumentStore[0]?.id)}`,
    );
    expect(chunks.status).toBe(200);
  });

  it('importing into the same workspace replaces, and a second import into B adds nothing', async () => {
    const beforeA = await countRows(server.server.db, userA.activeWorkspaceId);
    const again = await importInto(ownerA, bundleA);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await countRows(server.server.db, userA.activeWorkspaceId)).toEqual(beforeA);
    // What A had is still A's, ids unchanged.
    expect((await exportAll(ownerA)).ChatFlow.map((flow) => flow.id)).toEqual(
      bundleA.ChatFlow.map((flow) => flow.id),
    );

    const beforeB = await countRows(server.server.db, userB.activeWorkspaceId);
    expect((await importInto(ownerB, bundleA)).status).toBe(200);
    expect(await countRows(server.server.db, userB.activeWorkspaceId)).toEqual(beforeB);
  });

  it('a bundle with one broken entry imports nothing and names the entry', async () => {
    const before = await countRows(server.server.db, userB.activeWorkspaceId);
    const broken = structuredClone(bundleA);
    broken.ChatFlow = [
      { ...broken.ChatFlow[0], id: crypto.randomUUID(), name: 'Fine bot' },
      { ...broken.ChatFlow[0], id: crypto.randomUUID(), name: 'Support bot 2', flowData: '{"nodes": [' },
    ];
    broken.Tool = [{ ...broken.Tool[0], id: crypto.randomUUID(), name: 'fresh_tool' }];
    const result = await importInto(ownerB, broken);
    expect(result.status).toBe(400);
    expect(result.body.message).toMatch(/^ChatFlow\[1\] "Support bot 2": flowData is not valid JSON/);
    expect(result.body.message).toContain('Nothing was imported');
    expect(await countRows(server.server.db, userB.activeWorkspaceId)).toEqual(before);

    const orphan = {
      ChatMessage: [{ ...bundleA.ChatMessage[0], id: crypto.randomUUID(), chatflowid: crypto.randomUUID() }],
    };
    const orphanResult = await importInto(ownerB, orphan);
    expect(orphanResult.status).toBe(400);
    expect(orphanResult.body.message).toContain('is neither a flow of the file nor of this workspace');
  });

  it('a failure while writing leaves nothing half-written', async () => {
    const before = await countRows(server.server.db, userB.activeWorkspaceId);
    // Feedback on a message that A's feedback already rates (message ids are unique across the instance) fails at
    // the database after the flow was written: the transaction takes the flow back.
    const flowId = crypto.randomUUID();
    const bundle = {
      ChatFlow: [{ ...bundleA.ChatFlow[0], id: flowId, name: 'Written then undone' }],
      ChatMessageFeedback: [
        { ...bundleA.ChatMessageFeedback[0], id: crypto.randomUUID(), chatflowid: flowId },
      ],
    };
    const result = await importInto(ownerB, bundle);
    expect(result.status).toBe(409);
    expect(result.body.message).toContain('nothing was imported');
    expect(await countRows(server.server.db, userB.activeWorkspaceId)).toEqual(before);
  });

  it('accepts a Flowise file as it is: missing keys are empty, extra keys ignored', async () => {
    const result = await importInto(ownerB, {
      FileDefaultName: 'ExportData.json',
      Variable: [
        { id: crypto.randomUUID(), name: 'only_var', value: '1', type: 'static', workspaceId: 'elsewhere' },
      ],
      SomethingNew: [{ x: 1 }],
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.imported.Variable).toBe(1);
    expect(result.body.imported.ChatFlow).toBe(0);
  });
});
