import type { LoginResponse } from '@loomflow/core';
import { login, newAccount, type TestAccount } from './accounts.ts';
import type { HttpSession } from './http-session.ts';
import type { TestServer } from './test-server.ts';

export interface InvitedMember {
  readonly account: TestAccount;
  readonly session: HttpSession;
  readonly user: LoginResponse;
}

/**
 * Invites a person through `POST /account/invite` (a server without mail answers with the link), registers
 * them with the invitation and logs them in on a fresh session.
 */
export async function inviteMember(
  server: TestServer,
  inviter: HttpSession,
  options: { roleId?: string; workspaceId?: string; prefix?: string } = {},
): Promise<InvitedMember> {
  const account = newAccount(options.prefix ?? 'member');
  const invite = await inviter.post<{ inviteLink?: string }>('/api/v1/account/invite', {
    user: { email: account.email },
    ...(options.roleId ? { roleId: options.roleId } : {}),
    ...(options.workspaceId ? { workspaceId: options.workspaceId } : {}),
  });
  const link = invite.body.inviteLink;
  if (invite.status !== 200 || !link)
    throw new Error(`invite failed: ${invite.status} ${JSON.stringify(invite.body)}`);
  const tempToken = new URL(link).searchParams.get('token');
  const registered = await server.session().post('/api/v1/account/register', {
    user: { name: account.name, email: account.email, credential: account.password, tempToken },
  });
  if (registered.status !== 201)
    throw new Error(`register failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  const session = server.session();
  return { account, session, user: await login(session, account) };
}

/**
 * A member of the owner's organization holding exactly `permissions`: a custom role `roleId` is written straight
 * into the database, then a person is invited with it and logged in.
 */
export async function memberWithPermissions(
  server: TestServer,
  owner: HttpSession,
  organizationId: string,
  roleId: string,
  permissions: readonly string[],
): Promise<HttpSession> {
  const now = new Date().toISOString();
  await server.server.db
    .insertInto('role')
    .values({
      id: roleId,
      organizationId,
      name: roleId,
      description: null,
      permissions: JSON.stringify(permissions),
      createdDate: now,
      updatedDate: now,
    })
    .execute();
  return (await inviteMember(server, owner, { roleId, prefix: roleId })).session;
}
