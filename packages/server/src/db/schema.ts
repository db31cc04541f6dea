import type { ExecutionStateName } from '@loomflow/core';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { SsoConfigTable, SsoLoginTable, UploadFileTable } from './sso-and-files.schema.ts';
import type { ChatMessageFeedbackTable, LeadTable } from './feedback-and-leads.schema.ts';
import type { FlowCheckpointTable, FlowCheckpointWriteTable } from './checkpoint.schema.ts';
import type {
  DocumentStoreFileChunkTable,
  DocumentStoreFileTable,
  DocumentStoreLoaderTable,
  DocumentStoreTable,
  DocumentStoreUpsertJobTable,
  DocumentStoreUpsertRecordTable,
} from './document-store.schema.ts';
import type {
  DatasetRowTable,
  DatasetTable,
  EvaluationRunTable,
  EvaluationTable,
  EvaluatorTable,
} from './evaluation.schema.ts';
import type { AssistantTable, CustomTemplateTable } from './template-and-assistant.schema.ts';
import type { OutboundAccessChangeTable, OutboundAccessEntryTable } from './outbound-access.schema.ts';

/**
 * The database schema as Kysely sees it. Dates are ISO-8601 text and booleans 0/1 integers on both SQLite and
 * PostgreSQL, so rows read the same whichever database runs (docs/decisions.md).
 */
export interface OrganizationTable {
  id: string;
  name: string;
  customerId: string | null;
  subscriptionId: string | null;
  productId: string | null;
  createdDate: string;
  updatedDate: string;
}

export interface WorkspaceTable {
  id: string;
  name: string;
  description: string | null;
  organizationId: string;
  createdDate: string;
  updatedDate: string;
}

export interface UserTable {
  id: string;
  name: string;
  email: string;
  /** argon2id hash of the password; null until an invited user registers. */
  credential: string | null;
  status: string;
  /** One-time token for verification, invitation or password reset, stored hashed. */
  tempToken: string | null;
  tokenExpiry: string | null;
  activeWorkspaceId: string | null;
  lastLogin: string | null;
  createdDate: string;
  updatedDate: string;
}

export interface RoleTable {
  id: string;
  /** Null for the built-in roles shared by every organization. */
  organizationId: string | null;
  name: string;
  description: string | null;
  /** JSON array of permission strings. */
  permissions: string;
  createdDate: string;
  updatedDate: string;
}

export interface OrganizationUserTable {
  organizationId: string;
  userId: string;
  roleId: string;
  isOwner: number;
  createdDate: string;
  updatedDate: string;
}

export interface WorkspaceUserTable {
  workspaceId: string;
  userId: string;
  roleId: string;
  lastLogin: string | null;
  createdDate: string;
  updatedDate: string;
}

export interface AuthSessionTable {
  id: string;
  userId: string;
  /** SHA-256 of the refresh token currently valid for this login; older ones are reuse. */
  refreshTokenHash: string;
  /** The token rotated away last, accepted once more within a short grace period (concurrent tabs). */
  previousRefreshTokenHash: string | null;
  rotatedDate: string | null;
  expiresAt: string;
  revokedAt: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  createdDate: string;
  lastUsedDate: string;
}

export interface ApiKeyTable {
  id: string;
  workspaceId: string;
  keyName: string;
  /** Public lookup part of the key. */
  keyPrefix: string;
  /** HMAC-SHA256 of the secret part under `keySalt`. */
  keyHash: string;
  keySalt: string;
  lastFour: string;
  permissions: string;
  createdBy: string | null;
  lastUsedDate: string | null;
  createdDate: string;
  updatedDate: string;
}

export interface LoginAttemptTable {
  id: string;
  email: string;
  ipAddress: string | null;
  succeeded: number;
  createdDate: string;
}

export interface LoginActivityTable {
  id: string;
  organizationId: string | null;
  userId: string | null;
  email: string;
  activity: string;
  method: string;
  outcome: string;
  message: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  createdDate: string;
}

export interface InstanceSettingTable {
  key: string;
  value: string;
}

export interface CredentialTable {
  id: string;
  workspaceId: string;
  name: string;
  /** Flowise's credential type name, e.g. `openAIApi`. */
  credentialName: string;
  /** All fields, AES-256-GCM encrypted (`secrets/credential-cipher.ts`); never plain. */
  encryptedData: string;
  createdDate: string;
  updatedDate: string;
}

export interface VariableTable {
  id: string;
  workspaceId: string;
  name: string;
  value: string;
  /** `static` or `runtime`. */
  type: string;
  createdDate: string;
  updatedDate: string;
}

export interface ToolTable {
  id: string;
  workspaceId: string;
  name: string;
  description: string;
  color: string;
  iconSrc: string | null;
  /** JSON text of the input rows (Flowise's format). */
  schema: string;
  func: string;
  createdDate: string;
  updatedDate: string;
}

/** An item of workspace `workspaceId` that workspace `sharedWith` may read (never change). */
export interface WorkspaceSharedTable {
  id: string;
  workspaceId: string;
  sharedWith: string;
  sharedItemId: string;
  itemType: string;
  createdDate: string;
}

/** A flow (Flowise's `chat_flow`); settings columns hold JSON text, booleans 0/1. */
export interface ChatFlowTable {
  id: string;
  workspaceId: string;
  name: string;
  /** The flow graph as the JSON text it was saved with. */
  flowData: string;
  /** CHATFLOW, MULTIAGENT, AGENTFLOW or ASSISTANT. */
  type: string;
  deployed: number | null;
  isPublic: number | null;
  apikeyid: string | null;
  chatbotConfig: string | null;
  apiConfig: string | null;
  analytic: string | null;
  speechToText: string | null;
  followUpPrompts: string | null;
  category: string | null;
  createdDate: string;
  updatedDate: string;
}

/** A run of an agentflow (Flowise's `execution`); `executionData` is the JSON text of the node records. */
export interface ExecutionTable {
  id: string;
  workspaceId: string;
  executionData: string;
  state: ExecutionStateName;
  agentflowId: string;
  sessionId: string;
  /** JSON text of the human-input buttons of a STOPPED run. */
  action: string | null;
  isPublic: number;
  createdDate: string;
  updatedDate: string;
  stoppedDate: string | null;
}

/** A message of a prediction (Flowise's `chat_message`); list columns hold JSON text. */
export interface ChatMessageTable {
  id: string;
  workspaceId: string;
  /** `userMessage` or `apiMessage`. */
  role: string;
  chatflowid: string;
  executionId: string | null;
  content: string;
  sourceDocuments: string | null;
  usedTools: string | null;
  agentReasoning: string | null;
  fileUploads: string | null;
  artifacts: string | null;
  action: string | null;
  chatType: string;
  chatId: string;
  sessionId: string | null;
  memoryType: string | null;
  leadEmail: string | null;
  followUpPrompts: string | null;
  usage: string | null;
  createdDate: string;
  /** Migration 0012: the browser `Origin` of an EXTERNAL prediction (embedded widget); null for API calls. */
  requestOrigin: string | null;
  /** Migration 0017: why the turn failed (assistant messages of runs that ended in an error); null on answers. */
  error: string | null;
}

export interface Database {
  instance_setting: InstanceSettingTable;
  organization: OrganizationTable;
  workspace: WorkspaceTable;
  user: UserTable;
  role: RoleTable;
  organization_user: OrganizationUserTable;
  workspace_user: WorkspaceUserTable;
  auth_session: AuthSessionTable;
  apikey: ApiKeyTable;
  login_attempt: LoginAttemptTable;
  login_activity: LoginActivityTable;
  workspace_shared: WorkspaceSharedTable;
  credential: CredentialTable;
  variable: VariableTable;
  tool: ToolTable;
  chat_flow: ChatFlowTable;
  execution: ExecutionTable;
  chat_message: ChatMessageTable;
  sso_config: SsoConfigTable;
  sso_login: SsoLoginTable;
  upload_file: UploadFileTable;
  chat_message_feedback: ChatMessageFeedbackTable;
  lead: LeadTable;
  document_store: DocumentStoreTable;
  document_store_loader: DocumentStoreLoaderTable;
  document_store_file: DocumentStoreFileTable;
  document_store_file_chunk: DocumentStoreFileChunkTable;
  document_store_upsert_record: DocumentStoreUpsertRecordTable;
  document_store_upsert_job: DocumentStoreUpsertJobTable;
  flow_checkpoint: FlowCheckpointTable;
  flow_checkpoint_write: FlowCheckpointWriteTable;
  dataset: DatasetTable;
  dataset_row: DatasetRowTable;
  evaluator: EvaluatorTable;
  evaluation: EvaluationTable;
  evaluation_run: EvaluationRunTable;
  custom_template: CustomTemplateTable;
  assistant: AssistantTable;
  outbound_access_entry: OutboundAccessEntryTable;
  outbound_access_change: OutboundAccessChangeTable;
}

export type OrganizationRow = Selectable<OrganizationTable>;
export type WorkspaceRow = Selectable<WorkspaceTable>;
export type UserRow = Selectable<UserTable>;
export type NewUserRow = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type RoleRow = Selectable<RoleTable>;
export type AuthSessionRow = Selectable<AuthSessionTable>;
export type ApiKeyRow = Selectable<ApiKeyTable>;
export type CredentialRow = Selectable<CredentialTable>;
export type VariableRow = Selectable<VariableTable>;
export type ToolRow = Selectable<ToolTable>;
export type WorkspaceSharedRow = Selectable<WorkspaceSharedTable>;
export type ChatFlowRow = Selectable<ChatFlowTable>;
export type ExecutionRow = Selectable<ExecutionTable>;
export type ChatMessageRow = Selectable<ChatMessageTable>;
