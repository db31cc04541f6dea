import type { Organization, WorkspaceContents } from '@loomflow/core';
import {
  createApiKey,
  inviteMember,
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(TEST_DATABASE_KINDS)(
  'organization name and workspace contents on %s (enterprise)',
  (database) => {
    let server: TestServer;
    let owner: HttpSession;
    beforeAll(async () => {
      server = await startTestServer({ database, env: { PLATFORM_TYPE: 'enterprise' } });
      owner = server.session();
      await registerAndLogin(owner);
    });
    afterAll(() => server.close());

    it('lets the owner rename the organization and nobody else', async () => {
      const read = await owner.get<Organization>('/api/v1/organization');
      expect(read.status).toBe(200);
      expect(read.body.callerIsOwner).toBe(true);

      const renamed = await owner.put<Organization>('/api/v1/organization', { name: '  Acme Labs ' });
      expect(renamed.status).toBe(200);
      expect(renamed.body.name).toBe('Acme Labs');
      expect((await owner.put('/api/v1/organization', { name: '' })).status).toBe(400);
      expect((await owner.put('/api/v1/organization', { id: 'someone-else', name: 'X' })).status).toBe(404);
      expect((await owner.get('/api/v1/organization?id=someone-else')).status).toBe(404);

      const member = await inviteMember(server, owner);
      const seen = await member.session.get<Organization>('/api/v1/organization');
      expect(seen.body).toMatchObject({ name: 'Acme Labs', callerIsOwner: false });
      const refused = await member.session.put<{ message: string }>('/api/v1/organization', { name: 'Mine' });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Only the owner of the organization can rename it.');
      expect((await owner.get<Organization>('/api/v1/organization')).body.name).toBe('Acme Labs');

      const key = await createApiKey(owner, 'org-key');
      const viaKey = await server.session().request('PUT', '/api/v1/organization', {
        body: { name: 'Key' },
        headers: { authorization: `Bearer ${key.apiKeySecret}` },
      });
      expect(viaKey.status).toBe(403);
    });

    it('counts what a workspace owns before it is deleted', async () => {
      const workspace = await owner.post<{ id: string }>('/api/v1/workspace', { name: 'To delete' });
      const before = await owner.get<WorkspaceContents>(`/api/v1/workspace/contents/${workspace.body.id}`);
      expect(before.body).toMatchObject({ chatflows: 0, credentials: 0, variables: 0, users: 1 });

      await server.server.services.variables.create(workspace.body.id, {
        name: 'region',
        value: 'eu',
        type: 'static',
      });
      await server.server.services.credentials.create(workspace.body.id, {
        name: 'openai',
        credentialName: 'openAIApi',
        plainDataObj: { openAIApiKey: 'sk-test' },
      });
      const after = await owner.get<WorkspaceContents>(`/api/v1/workspace/contents/${workspace.body.id}`);
      expect(after.body).toMatchObject({ variables: 1, credentials: 1, tools: 0, users: 1 });

      expect((await owner.delete(`/api/v1/workspace/${workspace.body.id}`)).status).toBe(204);
      expect((await owner.get(`/api/v1/workspace/contents/${workspace.body.id}`)).status).toBe(404);
      const left = await server.server.db
        .selectFrom('variable')
        .select('id')
        .where('workspaceId', '=', workspace.body.id)
        .execute();
      expect(left).toEqual([]);
    });
  },
);
