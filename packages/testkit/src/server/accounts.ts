import type { ApiKey, CreatedApiKey, LoginResponse } from '@loomflow/core';
import type { HttpSession } from './http-session.ts';

export interface TestAccount {
  readonly name: string;
  readonly email: string;
  readonly password: string;
}

let counter = 0;

export function newAccount(prefix = 'user'): TestAccount {
  counter += 1;
  return {
    name: `Test ${prefix} ${counter}`,
    email: `${prefix}${counter}.${Date.now()}@example.com`,
    password: 'correct-horse-42',
  };
}

/** Registers an account and logs the session in; fails loudly if either step does not succeed. */
export async function registerAndLogin(
  session: HttpSession,
  account: TestAccount = newAccount(),
): Promise<LoginResponse> {
  const registered = await session.post('/api/v1/account/register', {
    user: { name: account.name, email: account.email, credential: account.password },
  });
  if (registered.status !== 201)
    throw new Error(`register failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  return login(session, account);
}

export async function login(session: HttpSession, account: TestAccount): Promise<LoginResponse> {
  const result = await session.post<LoginResponse>('/api/v1/auth/login', {
    email: account.email,
    password: account.password,
  });
  if (result.status !== 200) throw new Error(`login failed: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body;
}

export async function createApiKey(
  session: HttpSession,
  keyName: string,
  permissions?: string[],
): Promise<CreatedApiKey> {
  const result = await session.post<CreatedApiKey>('/api/v1/apikey', {
    keyName,
    ...(permissions ? { permissions } : {}),
  });
  if (result.status !== 201)
    throw new Error(`create API key failed: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body;
}

export type { ApiKey };
