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
import { BasicAuthService } from './basic-auth.service.ts';
import { createBillingServices, type BillingServices } from './billing-services.ts';
import { createFlowServices, type FlowServices } from './flow-services.ts';
import { InvitationService } from './invitation.service.ts';
import { LoginActivityService } from './login-activity.service.ts';
import { OutboundAccessRepository } from '../db/repositories/outbound-access.repository.ts';
import { OutboundAccessService } from '../outbound-access/outbound-access.service.ts';
import { OrganizationMemberService } from './organization-member.service.ts';
import { RoleService } from './role.service.ts';
import { createOrganizationServices, type OrganizationServices } from './organization-services.ts';
import { RequestAuthService } from './request-auth.service.ts';
import { createRunServices, type RunServices } from './run-services.ts';
import { SessionService } from './session.service.ts';
import { createSsoFilesLogsServices, type SsoFilesLogsServices } from './sso-files-logs-services.ts';
import { createChatWidgetServices, type ChatWidgetServices } from './chat-widget-services.ts';
import { createServerDocumentStores } from '../document-stores/create-document-store-services.ts';
import type { DocumentStoreServices } from '../document-stores/document-store-services.ts';
import {
  createEvaluationServices,
  type EvaluationServices,
} from '../evaluations/create-evaluation-services.ts';
import { chatModelProvider } from '../runtime/chat-model-provider.ts';
import { OutboundPolicy } from '../net/outbound-policy.ts';
import { createMarketplaceServices, type MarketplaceServices } from '../marketplace/marketplace-services.ts';
import {
  createExportImportServices,
  type ExportImportServices,
} from '../export-import/export-import-services.ts';
import { createAssistantServices, type AssistantServices } from '../assistants/create-assistant-services.ts';
import { runtimeAssistantsApi } from '../assistants/runtime-assistants-api.ts';
import {
  createWorkspaceContentServices,
  type WorkspaceContentServices,
} from './workspace-content-services.ts';

export interface Services
  extends
    OrganizationServices,
    WorkspaceContentServices,
    BillingServices,
    FlowServices,
    RunServices,
    SsoFilesLogsServices,
    ChatWidgetServices,
    MarketplaceServices {
  readonly repos: Repositories;
  readonly accounts: AccountService;
  readonly apiKeys: ApiKeyService;
  readonly authUsers: AuthUserService;
  /** Open source: the instance-wide basic authentication (`/account/basic-auth`). */
  readonly basicAuth: BasicAuthService;
  readonly invitations: InvitationService;
  /** The login activity log; the SSO callback records its sign-ins with `record({ method: 'sso', … })`. */
  readonly loginActivity: LoginActivityService;
  /** Enterprise "Outbound access": `outboundAccess.adminAllowList()` feeds the outbound address policy. */
  readonly outboundAccess: OutboundAccessService;
  readonly requestAuth: RequestAuthService;
  /** The outbound address policy of every client the server creates (`outbound.for(purpose)`). */
  readonly outbound: OutboundPolicy;
  readonly sessions: SessionService;
  readonly roles: RoleService;
  readonly organizationMembers: OrganizationMemberService;
  /** Document stores: loaders, chunks, upsert jobs, retrieval (`documentStores.retrieval.retrieverFor`). */
  readonly documentStores: DocumentStoreServices;
  /** Datasets, evaluators and evaluations (`evaluation.runner` runs them in this process). */
  readonly evaluation: EvaluationServices;
  /** Workspace export and import (`exportImport.export`, `exportImport.import`). */
  readonly exportImport: ExportImportServices;
  /** Assistants: custom ones behind a generated agentflow, OpenAI / Azure ones through the Assistants API. */
  readonly assistants: AssistantServices;
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
  const loginActivity = new LoginActivityService(repos, config.platform);
  const outboundAccess = new OutboundAccessService(
    new OutboundAccessRepository(db),
    repos.users,
    config.platform,
    {
      onReloadError: (error) => {
        console.warn('The Outbound access list could not be re-read', error);
      },
    },
  );
  await outboundAccess.start();
  const sessions = new SessionService(
    repos,
    config,
    accessTokens,
    authUsers,
    secrets.xsrfSecret,
    loginActivity,
  );
  const outbound = new OutboundPolicy({
    platform: config.platform,
    ...config.outboundHttp,
    adminAllowList: outboundAccess.adminAllowList,
  });
  const content = await createWorkspaceContentServices(config, db, repos, outbound);
  const ssoFilesLogs = await createSsoFilesLogsServices(
    config,
    db,
    repos,
    sessions,
    authUsers,
    loginActivity,
  );
  const documentStores = await createServerDocumentStores(
    config,
    db,
    ssoFilesLogs.files,
    content.credentials,
    (message, error) => {
      if (error === undefined) console.warn(message);
      else console.error(message, error);
    },
    outbound,
  );
  const runs = await createRunServices(
    config,
    repos,
    content,
    outbound,
    documentStores.retrieval,
    documentStores.chatflowVectors,
  );
  const evaluation = await createEvaluationServices({
    db,
    platform: config.platform,
    flowRunner: runs.predictions,
    chatModels: chatModelProvider(outbound),
    credentials: content.credentials,
    log: (message, error) => {
      if (error === undefined) console.warn(message);
      else console.error(message, error);
    },
    queueMode: config.queue?.mode === 'queue',
  });
  const assistants = createAssistantServices({
    db,
    repos,
    credentials: content.credentials,
    chatModels: chatModelProvider(outbound),
    documentStores: documentStores.stores,
    config: config.assistantsApi ?? {},
    createClient: runtimeAssistantsApi,
  });
  return {
    repos,
    accounts: new AccountService(db, repos, config, mailer, loginActivity),
    apiKeys,
    authUsers,
    basicAuth: new BasicAuthService(repos, config.platform),
    invitations: new InvitationService(db, config, mailer),
    loginActivity,
    outboundAccess,
    requestAuth: new RequestAuthService(repos, accessTokens, apiKeys),
    outbound,
    sessions,
    roles: new RoleService(db, config.platform),
    organizationMembers: new OrganizationMemberService(db, config, mailer, config.platform),
    ...createOrganizationServices(config, db, repos, authUsers, sessions),
    ...content,
    ...createFlowServices(
      repos,
      config.platform,
      content.credentials,
      outbound,
      documentStores.stores,
      config.mcpStdio,
      content.variables,
    ),
    ...(await createBillingServices(config, db, authUsers)),
    ...runs,
    ...createChatWidgetServices(db, repos, config.platform, runs.chatUploads),
    ...ssoFilesLogs,
    ...createMarketplaceServices(db, repos, config.platform),
    documentStores,
    evaluation,
    exportImport: createExportImportServices(db),
    assistants,
  };
}
