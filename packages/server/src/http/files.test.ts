import type { LoginResponse, UploadedFile, UploadedFilesPage } from '@loomflow/core';
import {
  createApiKey,
  registerAndLogin,
  startTestServer,
  TEST_DATABASE_KINDS,
  type HttpSession,
  type TestServer,
} from '@loomflow/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(TEST_DATABASE_KINDS)('uploaded files of a workspace (enterprise, %s)', (database) => {
  let server: TestServer;
  let owner: HttpSession;
  let ownerUser: LoginResponse;

  const store = (name: string, text: string, usedBy: UploadedFile['usedBy'] = []) =>
    server.server.services.files.store(ownerUser.activeWorkspaceId, {
      name,
      mime: 'text/plain',
      data: Buffer.from(text),
      usedBy,
    });

  beforeAll(async () => {
    server = await startTestServer({ database, env: { PLATFORM_TYPE: 'enterprise' } });
    owner = server.session();
    ownerUser = await registerAndLogin(owner);
  });
  afterAll(() => server.close());

  it('lists the files with size, type, where used and date, newest first, with search and paging', async () => {
    await store('notes.txt', 'hello world');
    await store('Quarterly Report.txt', 'x'.repeat(2048), [
      { type: 'chatflow', id: 'flow-1', name: 'Support bot' },
    ]);
    const listed = await owner.get<UploadedFilesPage>('/api/v1/files');
    expect(listed.status).toBe(200);
    expect(listed.body.total).toBe(2);
    expect(listed.body.data[0]).toMatchObject({
      name: 'Quarterly Report.txt',
      size: 2048,
      mimeType: 'text/plain',
      usedBy: [{ type: 'chatflow', id: 'flow-1', name: 'Support bot' }],
    });
    expect(Date.parse(listed.body.data[0]?.createdDate ?? '')).not.toBeNaN();
    const searched = await owner.get<UploadedFilesPage>('/api/v1/files?search=quarterly');
    expect(searched.body.data.map((file) => file.name)).toEqual(['Quarterly Report.txt']);
    const paged = await owner.get<UploadedFilesPage>('/api/v1/files?page=2&limit=1');
    expect(paged.body).toMatchObject({ total: 2, data: [{ name: 'notes.txt' }] });
    const wildcard = await owner.get<UploadedFilesPage>('/api/v1/files?search=%25');
    expect(wildcard.body.total).toBe(0);
    expect((await owner.get('/api/v1/files?page=0')).status).toBe(400);
  });

  it('downloads a file with its name and type', async () => {
    const file = await store('résumé "final".txt', 'the contents');
    const response = await fetch(`${server.url}/api/v1/files/${file.id}/download`, {
      headers: { cookie: [...owner.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('the contents');
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(response.headers.get('content-disposition')).toContain(`filename*=UTF-8''r%C3%A9sum%C3%A9`);
  });

  it('deletes an unused file at once, and asks first for one in use, saying what breaks', async () => {
    const unused = await store('unused.txt', 'bye');
    const deleted = await owner.delete(`/api/v1/files/${unused.id}`);
    expect(deleted.status).toBe(200);
    expect((await owner.get(`/api/v1/files/${unused.id}/download`)).status).toBe(404);

    const used = await store('used.txt', 'keep', [{ type: 'chatflow', id: 'flow-2', name: 'Sales bot' }]);
    const refused = await owner.delete<{ message: string; usedBy: unknown[] }>(`/api/v1/files/${used.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('chatflow "Sales bot"');
    expect(refused.body.usedBy).toHaveLength(1);
    expect((await owner.get(`/api/v1/files/${used.id}/download`)).status).toBe(200);
    const confirmed = await owner.delete(`/api/v1/files/${used.id}?confirm=true`);
    expect(confirmed.status).toBe(200);
    expect((await owner.get(`/api/v1/files/${used.id}/download`)).status).toBe(404);
  });

  it('shows a workspace only its own files', async () => {
    const now = new Date().toISOString();
    await server.server.services.repos.organizations.createWorkspace({
      id: 'workspace-elsewhere',
      name: 'Elsewhere',
      description: null,
      organizationId: ownerUser.activeOrganizationId,
      createdDate: now,
      updatedDate: now,
    });
    const theirs = await server.server.services.files.store('workspace-elsewhere', {
      name: 'theirs.txt',
      mime: 'text/plain',
      data: Buffer.from('not yours'),
    });
    const listed = await owner.get<UploadedFilesPage>('/api/v1/files?limit=200');
    expect(listed.body.data.some((file) => file.id === theirs.id)).toBe(false);
    expect((await owner.get(`/api/v1/files/${theirs.id}/download`)).status).toBe(404);
    expect((await owner.delete(`/api/v1/files/${theirs.id}?confirm=true`)).status).toBe(404);
    const stillThere = await server.server.services.files.download('workspace-elsewhere', theirs.id);
    expect(stillThere.data.toString()).toBe('not yours');
  });

  it('is not open to API keys', async () => {
    const key = await createApiKey(owner, 'files');
    const byKey = await server.session().get('/api/v1/files', {
      headers: { authorization: `Bearer ${key.apiKeySecret}` },
    });
    expect(byKey.status).toBe(403);
  });
});
