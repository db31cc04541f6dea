import type { LoginResponse } from '@loomflow/core';
import { HttpSession, login, newAccount, type TestAccount } from '@loomflow/testkit/server';

export interface SignedInAccount {
  readonly account: TestAccount;
  readonly session: HttpSession;
  readonly user: LoginResponse;
}

function check(status: number, what: string, body: unknown): void {
  if (status < 200 || status > 299) throw new Error(`${what} failed: ${status} ${JSON.stringify(body)}`);
}

/** First run through the API (the UI path has its own test): the organization and its owner, signed in. */
export async function setUpOrganization(baseUrl: string, organization: string): Promise<SignedInAccount> {
  const account = newAccount('owner');
  const session = new HttpSession(baseUrl);
  const registered = await session.post('/api/v1/account/register', {
    user: { name: account.name, email: account.email, credential: account.password },
    organization: { name: organization },
  });
  check(registered.status, 'organization setup', registered.body);
  return { account, session, user: await login(session, account) };
}

/** Invites a person into a workspace with a role (no mail configured: the answer carries the link). */
export async function inviteMember(
  baseUrl: string,
  inviter: HttpSession,
  workspaceId: string,
  roleId: string,
): Promise<SignedInAccount> {
  const account = newAccount('member');
  const invite = await inviter.post<{ inviteLink?: string }>('/api/v1/account/invite', {
    user: { email: account.email },
    workspaceId,
    roleId,
  });
  check(invite.status, 'invite', invite.body);
  const tempToken = new URL(invite.body.inviteLink ?? '').searchParams.get('token');
  const session = new HttpSession(baseUrl);
  const registered = await session.post('/api/v1/account/register', {
    user: { name: account.name, email: account.email, credential: account.password, tempToken },
  });
  check(registered.status, 'register with invitation', registered.body);
  return { account, session, user: await login(session, account) };
}

export async function createWorkspace(owner: HttpSession, name: string): Promise<string> {
  const created = await owner.post<{ id: string }>('/api/v1/workspace', { name });
  check(created.status, `create workspace ${name}`, created.body);
  return created.body.id;
}

export async function linkToWorkspace(
  owner: HttpSession,
  workspaceId: string,
  userId: string,
  roleId: string,
): Promise<void> {
  const linked = await owner.post(`/api/v1/workspace/link-users/${workspaceId}`, {
    users: [{ userId, roleId }],
  });
  check(linked.status, 'link user', linked.body);
}

/** A custom role of the organization through the roles API; the server reads roles on every request. */
export async function createCustomRole(
  owner: HttpSession,
  name: string,
  permissions: readonly string[],
): Promise<string> {
  const created = await owner.post<{ id: string }>('/api/v1/role', {
    name,
    description: 'Created by the e2e test',
    permissions,
  });
  check(created.status, `create role ${name}`, created.body);
  return created.body.id;
}
