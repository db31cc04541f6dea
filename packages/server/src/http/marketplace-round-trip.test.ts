import type { Chatflow, Tool } from '@loomflow/core';
import { marketplaceFlows, marketplaceTools, templateFlowData } from '@loomflow/testkit/fixtures';
import {
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const flows = marketplaceFlows();
const tools = marketplaceTools();

/**
 * Acceptance (issue 6): every Flowise marketplace flow is accepted as it is and read back unchanged — the same
 * JSON text, so also deep-equal — after a create and after an editor-style save of what was read.
 */
describe.each(TEST_DATABASE_KINDS)('Flowise marketplace round trip on %s', (database) => {
  let server: TestServer;
  let owner: HttpSession;

  beforeAll(async () => {
    server = await startTestServer({ database });
    owner = server.session();
    await registerAndLogin(owner);
  });
  afterAll(() => server.close());

  it.each(flows.map((flow) => [`${flow.folder}/${flow.name}`, flow] as const))('%s', async (_name, flow) => {
    const flowData = templateFlowData(flow);
    const created = await owner.post<Chatflow>('/api/v1/chatflows', {
      name: flow.name,
      flowData,
      type: flow.type,
      category: 'marketplace',
    });
    expect(created.status, JSON.stringify(created.body).slice(0, 500)).toBe(201);

    const read = await owner.get<Chatflow>(`/api/v1/chatflows/${created.body.id}`);
    expect(read.body.flowData).toBe(flowData);
    expect(JSON.parse(read.body.flowData)).toEqual({
      nodes: flow.template.nodes,
      edges: flow.template.edges,
    });
    expect(read.body.type).toBe(flow.type);

    const saved = await owner.put<Chatflow>(`/api/v1/chatflows/${created.body.id}`, {
      name: read.body.name,
      flowData: read.body.flowData,
      updatedDate: read.body.updatedDate,
    });
    expect(saved.status).toBe(200);
    const reread = await owner.get<Chatflow>(`/api/v1/chatflows/${created.body.id}`);
    expect(JSON.parse(reread.body.flowData)).toEqual(JSON.parse(flowData));

    const listed = await owner.get<Chatflow[]>(`/api/v1/chatflows?type=${flow.type}`);
    expect(listed.body.map((item) => item.id)).toContain(created.body.id);
  });

  it('keeps the whole template file too (description, use cases and all)', async () => {
    for (const flow of flows.slice(0, 3)) {
      const flowData = JSON.stringify(flow.template);
      const created = await owner.post<Chatflow>('/api/v1/chatflows', {
        name: `${flow.name} (file)`,
        flowData,
        type: flow.type,
      });
      expect(created.status).toBe(201);
      expect((await owner.get<Chatflow>(`/api/v1/chatflows/${created.body.id}`)).body.flowData).toBe(
        flowData,
      );
    }
  });

  it.each(tools.map((tool) => [tool.name, tool.tool] as const))('tool %s', async (_name, tool) => {
    const created = await owner.post<Tool>('/api/v1/tools', tool);
    expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBe(201);
    const read = (await owner.get<Tool>(`/api/v1/tools/${created.body.id}`)).body;
    // The tools API (issue 5) trims surrounding whitespace of a description; everything else comes back as sent.
    expect(read).toMatchObject({
      name: tool.name,
      description: String(tool.description).trim(),
      color: tool.color,
      iconSrc: tool.iconSrc,
      func: tool.func,
    });
    expect(JSON.parse(read.schema)).toMatchObject(JSON.parse(String(tool.schema)) as object[]);
  });
});
