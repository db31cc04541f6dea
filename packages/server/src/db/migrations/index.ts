import type { Migration } from 'kysely';
import * as tenancyAndAuth from './0001-tenancy-and-auth.ts';
import * as credentialsVariablesTools from './0002-credentials-variables-tools.ts';
import * as workspaceSharingAndLicence from './0003-workspace-sharing-and-licence.ts';
import * as flows from './0005-flows.ts';
import * as executionsAndMessages from './0006-executions-and-messages.ts';
import * as loginActivity from './0008-login-activity.ts';
import * as ssoAndFiles from './0009-sso-and-files.ts';
import * as feedbackAndLeads from './0010-feedback-and-leads.ts';
import * as chatMessageOrigin from './0012-chat-message-origin.ts';
import * as documentStores from './0013-document-stores.ts';
import * as evaluations from './0014-evaluations.ts';
import * as flowCheckpoints from './0015-flow-checkpoints.ts';
import * as templatesAndAssistants from './0016-templates-and-assistants.ts';
import * as chatMessageError from './0017-chat-message-error.ts';
import * as outboundAccess from './0018-outbound-access.ts';
import * as chatMessageSessionHistoryIndex from './0019-chat-message-session-history-index.ts';

/** Every migration, in order. Names are permanent: never rename or reorder a released one. */
export const migrations: Readonly<Record<string, Migration>> = {
  '0001-tenancy-and-auth': tenancyAndAuth,
  '0002-credentials-variables-tools': credentialsVariablesTools,
  '0003-workspace-sharing-and-licence': workspaceSharingAndLicence,
  '0005-flows': flows,
  '0006-executions-and-messages': executionsAndMessages,
  '0008-login-activity': loginActivity,
  '0009-sso-and-files': ssoAndFiles,
  '0010-feedback-and-leads': feedbackAndLeads,
  '0012-chat-message-origin': chatMessageOrigin,
  '0013-document-stores': documentStores,
  '0014-evaluations': evaluations,
  '0015-flow-checkpoints': flowCheckpoints,
  '0016-templates-and-assistants': templatesAndAssistants,
  '0017-chat-message-error': chatMessageError,
  '0018-outbound-access': outboundAccess,
  '0019-chat-message-session-history-index': chatMessageSessionHistoryIndex,
};
