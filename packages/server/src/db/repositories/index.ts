import type { Db } from '../database.ts';
import { AssistantRepository } from './assistant.repository.ts';
import { ApiKeyRepository } from './apikey.repository.ts';
import { AuthSessionRepository } from './auth-session.repository.ts';
import { ChatFlowRepository } from './chatflow.repository.ts';
import { ChatMessageRepository } from './chat-message.repository.ts';
import { ExecutionRepository } from './execution.repository.ts';
import { FlowCheckpointRepository } from './flow-checkpoint.repository.ts';
import { RunFlowRepository } from './run-flow.repository.ts';
import { RunRecordRepository } from './run-record.repository.ts';
import { CredentialRepository } from './credential.repository.ts';
import { InstanceSettingRepository } from './instance-setting.repository.ts';
import { LoginAttemptRepository } from './login-attempt.repository.ts';
import { LoginActivityRepository } from './login-activity.repository.ts';
import { OrganizationUserRepository } from './organization-user.repository.ts';
import { OrganizationRepository } from './organization.repository.ts';
import { RoleRepository } from './role.repository.ts';
import { SessionAccessRepository } from './session-access.repository.ts';
import { ToolRepository } from './tool.repository.ts';
import { UserRepository } from './user.repository.ts';
import { VariableRepository } from './variable.repository.ts';
import { WorkspaceSharedRepository } from './workspace-shared.repository.ts';
import { WorkspaceUserRepository } from './workspace-user.repository.ts';
import { WorkspaceRepository } from './workspace.repository.ts';

export interface Repositories {
  readonly apiKeys: ApiKeyRepository;
  readonly sessions: AuthSessionRepository;
  readonly instanceSettings: InstanceSettingRepository;
  readonly loginAttempts: LoginAttemptRepository;
  readonly loginActivity: LoginActivityRepository;
  readonly organizations: OrganizationRepository;
  readonly roles: RoleRepository;
  readonly sessionAccess: SessionAccessRepository;
  readonly users: UserRepository;
  readonly credentials: CredentialRepository;
  readonly variables: VariableRepository;
  readonly tools: ToolRepository;
  readonly organizationUsers: OrganizationUserRepository;
  readonly workspaces: WorkspaceRepository;
  readonly workspaceUsers: WorkspaceUserRepository;
  readonly workspaceShares: WorkspaceSharedRepository;
  readonly chatflows: ChatFlowRepository;
  readonly executions: ExecutionRepository;
  readonly chatMessages: ChatMessageRepository;
  readonly runFlows: RunFlowRepository;
  readonly runRecords: RunRecordRepository;
  /** LangGraph checkpoints of agentflow v1 (MULTIAGENT) sessions. */
  readonly flowCheckpoints: FlowCheckpointRepository;
  /** Assistants (CUSTOM, OPENAI, AZURE) of a workspace. */
  readonly assistants: AssistantRepository;
}

export function createRepositories(db: Db): Repositories {
  return {
    apiKeys: new ApiKeyRepository(db),
    sessions: new AuthSessionRepository(db),
    instanceSettings: new InstanceSettingRepository(db),
    loginAttempts: new LoginAttemptRepository(db),
    loginActivity: new LoginActivityRepository(db),
    organizations: new OrganizationRepository(db),
    roles: new RoleRepository(db),
    sessionAccess: new SessionAccessRepository(db),
    users: new UserRepository(db),
    credentials: new CredentialRepository(db),
    variables: new VariableRepository(db),
    tools: new ToolRepository(db),
    organizationUsers: new OrganizationUserRepository(db),
    workspaces: new WorkspaceRepository(db),
    workspaceUsers: new WorkspaceUserRepository(db),
    workspaceShares: new WorkspaceSharedRepository(db),
    chatflows: new ChatFlowRepository(db),
    executions: new ExecutionRepository(db),
    chatMessages: new ChatMessageRepository(db),
    runFlows: new RunFlowRepository(db),
    runRecords: new RunRecordRepository(db),
    flowCheckpoints: new FlowCheckpointRepository(db),
    assistants: new AssistantRepository(db),
  };
}
