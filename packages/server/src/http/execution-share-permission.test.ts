import type { Execution, LoginResponse } from '@loomflow/core';
import {
  memberWithPermissions,
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../db/repositories/index.ts';
import { directReplyFlow, saveFlow } from '../test-support/agentflow-test-flows.ts';

describe.each(TEST_DATABASE_KINDS)('sharing an execution publicly (enterprise, %s)', (database) => {
  let server: TestServer;
  let owner: HttpSession;
  let ownerUser: LoginResponse;

  beforeAll(async () => {
    server = await startTestServer({ database, env: { PLATFORM_TYPE: 'enterprise' } });
    owner = server.session();
    ownerUser = await registerAndLogin(owner);
    const flowId = await saveFlow(owner, directReplyFlow('hi'));
    const now = new Date().toISOString();
    await createRepositories(server.server.db).executions.create({
      id: 'shared-exec',
      workspaceId: ownerUser.activeWorkspaceId,
      agentflowId: flowId,
      executionData: '[]',
      state: 'FINISHED',
      sessionId: 's',
      action: null,
      isPublic: 0,
      createdDate: now,
      updatedDate: now,
      stoppedDate: null,
    });
  });
  afterAll(() => server.close());

  const memberWith = (roleId: string, permissions: string[]) =>
    memberWithPermissions(server, owner, ownerUser.activeOrganizationId, roleId, permissions);

  it('needs executions:update: a viewer reads executions but cannot publish one', async () => {
    const viewer = await memberWith('exec-viewer', ['executions:view']);
    expect((await viewer.get('/api/v1/executions/shared-exec')).status).toBe(200);
    const refused = await viewer.put<{ message: string }>('/api/v1/executions/shared-exec', {
      isPublic: true,
    });
    expect(refused.status).toBe(403);
    expect((await server.session().get('/api/v1/public-executions/shared-exec')).status).toBe(404);

    const editor = await memberWith('exec-editor', ['executions:view', 'executions:update']);
    const shared = await editor.put<Execution>('/api/v1/executions/shared-exec', { isPublic: true });
    expect(shared.status).toBe(200);
    expect(shared.body.isPublic).toBe(true);
    expect((await server.session().get('/api/v1/public-executions/shared-exec')).status).toBe(200);
  });
});
