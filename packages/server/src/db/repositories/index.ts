import type { Db } from '../database.ts';
import { ApiKeyRepository } from './apikey.repository.ts';
import { AuthSessionRepository } from './auth-session.repository.ts';
import { InstanceSettingRepository } from './instance-setting.repository.ts';
import { LoginAttemptRepository } from './login-attempt.repository.ts';
import { OrganizationRepository } from './organization.repository.ts';
import { RoleRepository } from './role.repository.ts';
import { SessionAccessRepository } from './session-access.repository.ts';
import { UserRepository } from './user.repository.ts';

export interface Repositories {
  readonly apiKeys: ApiKeyRepository;
  readonly sessions: AuthSessionRepository;
  readonly instanceSettings: InstanceSettingRepository;
  readonly loginAttempts: LoginAttemptRepository;
  readonly organizations: OrganizationRepository;
  readonly roles: RoleRepository;
  readonly sessionAccess: SessionAccessRepository;
  readonly users: UserRepository;
}

export function createRepositories(db: Db): Repositories {
  return {
    apiKeys: new ApiKeyRepository(db),
    sessions: new AuthSessionRepository(db),
    instanceSettings: new InstanceSettingRepository(db),
    loginAttempts: new LoginAttemptRepository(db),
    organizations: new OrganizationRepository(db),
    roles: new RoleRepository(db),
    sessionAccess: new SessionAccessRepository(db),
    users: new UserRepository(db),
  };
}
