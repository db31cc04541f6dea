import { AccessTokens } from '../auth/access-token.ts';
import { BUILT_IN_ROLES } from '../auth/built-in-roles.ts';
import { loadInstanceSecrets } from '../auth/instance-secrets.ts';
import type { AppConfig } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { createRepositories, type Repositories } from '../db/repositories/index.ts';
import type { Mailer } from '../mail/mailer.ts';
import { AccountService } from './account.service.ts';
import { ApiKeyService } from './apikey.service.ts';
import { AuthUserService } from './auth-user.service.ts';
import { createBillingServices, type BillingServices } from './billing-services.ts';
import { createFlowServices, type FlowServices } from './flow-services.ts';
import { InvitationService } from './invitation.service.ts';
import { createOrganizationServices, type OrganizationServices } from './organization-services.ts';
import { RequestAuthService } from './request-auth.service.ts';
import { createRunServices, type RunServices } from './run-services.ts';
import { SessionService } from './session.service.ts';
import {
  createWorkspaceContentServices,
  type WorkspaceContentServices,
} from './workspace-content-services.ts';

export interface Services
  extends OrganizationServices, WorkspaceContentServices, BillingServices, FlowServices, RunServices {
  readonly repos: Repositories;
  readonly accounts: AccountService;
  readonly apiKeys: ApiKeyService;
  readonly authUsers: AuthUserService;
  readonly invitations: InvitationService;
  readonly requestAuth: RequestAuthService;
  readonly sessions: SessionService;
}

/** Wires the services over one database. Built-in roles are brought up to date here. */
export async function createServices(
  config: AppConfig,
  db: Db,
  mailer: Mailer | undefined,
): Promise<Services> {
  const repos = createRepositories(db);
  for (const role of BUILT_IN_ROLES) await repos.roles.upsertBuiltIn(role);
  const secrets = await loadInstanceSecrets(repos.instanceSettings, config.auth);
  const accessTokens = new AccessTokens(secrets.accessTokenSecret, config.auth.accessTokenTtlSeconds);
  const authUsers = new AuthUserService(repos, config.platform);
  const apiKeys = new ApiKeyService(repos);
  const sessions = new SessionService(repos, config, accessTokens, authUsers, secrets.xsrfSecret);
  const content = await createWorkspaceContentServices(config, db, repos);
  return {
    repos,
    accounts: new AccountService(db, repos, config, mailer),
    apiKeys,
    authUsers,
    invitations: new InvitationService(db, config, mailer),
    requestAuth: new RequestAuthService(repos, accessTokens, apiKeys),
    sessions,
    ...createOrganizationServices(config, db, repos, authUsers, sessions),
    ...content,
    ...createFlowServices(repos, config.platform, content.credentials, config.outboundHttp),
    ...createBillingServices(config, db, authUsers),
    ...(await createRunServices(config, repos, content)),
  };
}
