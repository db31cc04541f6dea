import type { ExportResponse, LoginResponse } from '@loomflow/core';
import {
  inviteMember,
  memberWithPermissions,
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(TEST_DATABASE_KINDS)(
  'export and import permissions and failures (enterprise, %s)',
  (database) => {
    let server: TestServer;
    let owner: HttpSession;
    let ownerUser: LoginResponse;

    function memberWith(roleId: string, permissions: string[]): Promise<HttpSession> {
      return memberWithPermissions(server, owner, ownerUser.activeOrganizationId, roleId, permissions);
    }

    beforeAll(async () => {
      server = await startTestServer({ database, env: { PLATFORM_TYPE: 'enterprise' } });
      owner = server.session();
      ownerUser = await registerAndLogin(owner);
    });
    afterAll(() => server.close());

    it('refuses export without workspace:export and import without workspace:import', async () => {
      const viewer = await memberWith('flows-viewer', ['chatflows:view', 'workspace:import']);
      const exported = await viewer.post('/api/v1/export-import/export', { chatflow: true });
      expect(exported.status).toBe(403);
      const importer = await memberWith('exporter', ['chatflows:view', 'workspace:export']);
      expect((await importer.post('/api/v1/export-import/export', { chatflow: true })).status).toBe(200);
      expect((await importer.post('/api/v1/export-import/import', { Variable: [] })).status).toBe(403);
      // The built-in viewer role has neither.
      const builtInViewer = (
        await inviteMember(server, owner, { roleId: 'builtin-viewer', prefix: 'viewer' })
      ).session;
      expect((await builtInViewer.post('/api/v1/export-import/export', { tool: true })).status).toBe(403);
    });

    it('refuses an unknown selection key with a 400', async () => {
      const result = await owner.post<{ message: string }>('/api/v1/export-import/export', {
        chatflows: true,
      });
      expect(result.status).toBe(400);
    });

    it('a flow that cannot be read fails the export with its stage named', async () => {
      const now = new Date().toISOString();
      await server.server.db
        .insertInto('chat_flow')
        .values({
          id: randomUUID(),
          workspaceId: ownerUser.activeWorkspaceId,
          name: 'Broken flow',
          flowData: '{"nodes": [',
          type: 'CHATFLOW',
          deployed: null,
          isPublic: null,
          apikeyid: null,
          chatbotConfig: null,
          apiConfig: null,
          analytic: null,
          speechToText: null,
          followUpPrompts: null,
          category: null,
          createdDate: now,
          updatedDate: now,
        })
        .execute();
      const result = await owner.post<{ message: string }>('/api/v1/export-import/export', {
        chatflow: true,
      });
      expect(result.status).toBe(500);
      expect(result.body.message).toMatch(/^chatflows stage: flow "Broken flow" \(.+\) cannot be read/);
      // Other parts still export.
      const tools = await owner.post<ExportResponse>('/api/v1/export-import/export', { tool: true });
      expect(tools.status).toBe(200);
    });
  },
);
