import type { RouteRequirement } from '@loomflow/core';
import type { ComponentType } from 'react';
import { PATHS } from '../constants/paths.ts';

/**
 * Main: top bar and side menu. Canvas: full screen, no side menu. Both need a signed-in user.
 * Public: no sign-in, no frame. Auth: the centered card of the sign-in pages.
 */
export type RouteLayout = 'main' | 'canvas' | 'public' | 'auth';

/** Loads a screen's component on first visit, so each screen is its own chunk. */
export type ScreenLoader = () => Promise<ComponentType>;

export interface AppRoute {
  readonly path: string;
  readonly layout: RouteLayout;
  /** The guard of spec §2/§6: permission (comma-separated alternatives) and feature flag. */
  readonly guard: RouteRequirement;
  /**
   * The screen. Absent while the issue that builds it is open: the route is registered with its guard, a
   * visit that passes the guard lands on `/`, and no menu item links to it.
   */
  readonly screen?: ScreenLoader;
}

const open: RouteRequirement = {};
const guard = (permission?: string, feature?: string): RouteRequirement => ({ permission, feature });

const chatflows = guard('chatflows:view');
const agentflows = guard('agentflows:view');
const assistants = guard('assistants:view');
const documentStores = guard('documentStores:view');
const templates = guard('templates:marketplace,templates:custom');
const datasets = guard('datasets:view', 'feat:datasets');
const evaluations = guard('evaluations:view', 'feat:evaluations');
const workspaces = guard('workspace:view', 'feat:workspaces');

/** Every route of spec §2, in the spec's order. Screens of later issues plug in their `screen` here. */
export const APP_ROUTES: readonly AppRoute[] = [
  // Main layout: `/` itself is the landing redirect (routes.tsx).
  {
    path: PATHS.chatflows,
    layout: 'main',
    guard: chatflows,
    screen: () => import('../features/flows/FlowsPage.tsx').then((module) => module.ChatflowsPage),
  },
  {
    path: PATHS.agentflows,
    layout: 'main',
    guard: agentflows,
    screen: () => import('../features/flows/FlowsPage.tsx').then((module) => module.AgentflowsPage),
  },
  {
    path: PATHS.executions,
    layout: 'main',
    guard: guard('executions:view'),
    screen: () => import('../features/executions/ExecutionsPage.tsx').then((module) => module.ExecutionsPage),
  },
  {
    path: PATHS.marketplaces,
    layout: 'main',
    guard: templates,
    screen: () =>
      import('../features/marketplace/MarketplacesPage.tsx').then((module) => module.MarketplacesPage),
  },
  {
    path: PATHS.apiKeys,
    layout: 'main',
    guard: guard('apikeys:view'),
    screen: () => import('../features/apikeys/ApiKeysPage.tsx').then((module) => module.ApiKeysPage),
  },
  {
    path: PATHS.tools,
    layout: 'main',
    guard: guard('tools:view'),
    screen: () => import('../features/tools/ToolsPage.tsx').then((module) => module.ToolsPage),
  },
  {
    path: PATHS.assistants,
    layout: 'main',
    guard: assistants,
    screen: () => import('../features/assistants/AssistantsPage.tsx').then((module) => module.AssistantsPage),
  },
  {
    path: PATHS.assistantsCustom,
    layout: 'main',
    guard: assistants,
    screen: () =>
      import('../features/assistants/custom/CustomAssistantsPage.tsx').then(
        (module) => module.CustomAssistantsPage,
      ),
  },
  {
    path: PATHS.assistantCustom,
    layout: 'main',
    guard: assistants,
    screen: () =>
      import('../features/assistants/custom/CustomAssistantPage.tsx').then(
        (module) => module.CustomAssistantPage,
      ),
  },
  {
    path: PATHS.assistantsOpenAi,
    layout: 'main',
    guard: assistants,
    screen: () =>
      import('../features/assistants/openai/OpenAiAssistantsPage.tsx').then(
        (module) => module.OpenAiAssistantsPage,
      ),
  },
  {
    path: PATHS.credentials,
    layout: 'main',
    guard: guard('credentials:view'),
    screen: () =>
      import('../features/credentials/CredentialsPage.tsx').then((module) => module.CredentialsPage),
  },
  {
    path: PATHS.variables,
    layout: 'main',
    guard: guard('variables:view'),
    screen: () => import('../features/variables/VariablesPage.tsx').then((module) => module.VariablesPage),
  },
  {
    path: PATHS.documentStores,
    layout: 'main',
    guard: documentStores,
    screen: () =>
      import('../features/document-stores/DocumentStoresPage.tsx').then(
        (module) => module.DocumentStoresPage,
      ),
  },
  {
    path: PATHS.documentStore,
    layout: 'main',
    guard: documentStores,
    screen: () =>
      import('../features/document-stores/DocumentStorePage.tsx').then((module) => module.DocumentStorePage),
  },
  {
    path: PATHS.documentStoreChunks,
    layout: 'main',
    guard: documentStores,
    screen: () => import('../features/document-stores/ChunksPage.tsx').then((module) => module.ChunksPage),
  },
  {
    path: PATHS.documentStoreLoader,
    layout: 'main',
    guard: documentStores,
    screen: () => import('../features/document-stores/LoaderPage.tsx').then((module) => module.LoaderPage),
  },
  {
    path: PATHS.documentStoreVector,
    layout: 'main',
    guard: documentStores,
    screen: () =>
      import('../features/document-stores/VectorStorePage.tsx').then((module) => module.VectorStorePage),
  },
  {
    path: PATHS.documentStoreVectorDoc,
    layout: 'main',
    guard: documentStores,
    screen: () =>
      import('../features/document-stores/VectorStorePage.tsx').then((module) => module.VectorStorePage),
  },
  {
    path: PATHS.documentStoreQuery,
    layout: 'main',
    guard: documentStores,
    screen: () => import('../features/document-stores/QueryPage.tsx').then((module) => module.QueryPage),
  },
  {
    path: PATHS.datasets,
    layout: 'main',
    guard: datasets,
    screen: () => import('../features/datasets/DatasetsPage.tsx').then((module) => module.DatasetsPage),
  },
  {
    path: PATHS.datasetRows,
    layout: 'main',
    guard: datasets,
    screen: () => import('../features/datasets/DatasetRowsPage.tsx').then((module) => module.DatasetRowsPage),
  },
  {
    path: PATHS.evaluations,
    layout: 'main',
    guard: evaluations,
    screen: () =>
      import('../features/evaluations/EvaluationsPage.tsx').then((module) => module.EvaluationsPage),
  },
  {
    path: PATHS.evaluationResults,
    layout: 'main',
    guard: evaluations,
    screen: () =>
      import('../features/evaluations/EvaluationResultsPage.tsx').then(
        (module) => module.EvaluationResultsPage,
      ),
  },
  {
    path: PATHS.evaluators,
    layout: 'main',
    guard: guard('evaluators:view', 'feat:evaluators'),
    screen: () => import('../features/evaluators/EvaluatorsPage.tsx').then((module) => module.EvaluatorsPage),
  },
  {
    path: PATHS.logs,
    layout: 'main',
    guard: guard('logs:view', 'feat:logs'),
    screen: () => import('../features/logs/LogsPage.tsx').then((module) => module.LogsPage),
  },
  {
    // Queue mode only (settings QUEUE_MODE); the server answers 404 'Queue mode is off' otherwise.
    path: PATHS.queue,
    layout: 'main',
    guard: guard('logs:view'),
    screen: () => import('../features/queue/QueuePage.tsx').then((module) => module.QueuePage),
  },
  {
    path: PATHS.files,
    layout: 'main',
    guard: guard(undefined, 'feat:files'),
    screen: () => import('../features/files/FilesPage.tsx').then((module) => module.FilesPage),
  },
  {
    path: PATHS.account,
    layout: 'main',
    guard: guard(undefined, 'feat:account'),
    screen: () => import('../features/account/AccountPage.tsx').then((module) => module.AccountPage),
  },
  {
    path: PATHS.users,
    layout: 'main',
    guard: guard('users:manage', 'feat:users'),
    screen: () => import('../features/users/UsersPage.tsx').then((module) => module.UsersPage),
  },
  {
    path: PATHS.userProfile,
    layout: 'main',
    guard: open,
    screen: () => import('../features/profile/UserProfilePage.tsx').then((module) => module.UserProfilePage),
  },
  {
    path: PATHS.roles,
    layout: 'main',
    guard: guard('roles:manage', 'feat:roles'),
    screen: () => import('../features/roles/RolesPage.tsx').then((module) => module.RolesPage),
  },
  {
    path: PATHS.loginActivity,
    layout: 'main',
    guard: guard('loginActivity:view', 'feat:login-activity'),
    screen: () =>
      import('../features/login-activity/LoginActivityPage.tsx').then((module) => module.LoginActivityPage),
  },
  {
    path: PATHS.workspaces,
    layout: 'main',
    guard: workspaces,
    screen: () => import('../features/workspaces/WorkspacesPage.tsx').then((module) => module.WorkspacesPage),
  },
  {
    path: PATHS.workspaceUsers,
    layout: 'main',
    guard: workspaces,
    screen: () =>
      import('../features/workspaces/WorkspaceUsersPage.tsx').then((module) => module.WorkspaceUsersPage),
  },
  {
    path: PATHS.ssoConfig,
    layout: 'main',
    guard: guard('sso:manage', 'feat:sso-config'),
    screen: () => import('../features/sso/SsoConfigPage.tsx').then((module) => module.SsoConfigPage),
  },
  // Enterprise, organization administrators alone: no permission opens it.
  {
    path: PATHS.outboundAccess,
    layout: 'main',
    guard: { feature: 'feat:outbound-access', organizationAdmin: true },
    screen: () =>
      import('../features/outbound-access/OutboundAccessPage.tsx').then(
        (module) => module.OutboundAccessPage,
      ),
  },
  // Spec §2 lists /sso-success with the main layout, but it runs before the app knows the user (it is what
  // stores the session), so it renders without the signed-in frame and its guard.
  {
    path: PATHS.ssoSuccess,
    layout: 'public',
    guard: open,
    screen: () => import('../features/auth/SsoSuccessPage.tsx').then((module) => module.SsoSuccessPage),
  },

  // Canvas layout
  {
    path: PATHS.canvas,
    layout: 'canvas',
    guard: chatflows,
    screen: () => import('../canvas/FlowCanvasPage.tsx').then((module) => module.ChatflowCanvasPage),
  },
  {
    path: PATHS.canvasFlow,
    layout: 'canvas',
    guard: chatflows,
    screen: () => import('../canvas/FlowCanvasPage.tsx').then((module) => module.ChatflowCanvasPage),
  },
  {
    path: PATHS.agentCanvas,
    layout: 'canvas',
    guard: agentflows,
    screen: () => import('../canvas/FlowCanvasPage.tsx').then((module) => module.AgentflowCanvasPage),
  },
  {
    path: PATHS.agentCanvasFlow,
    layout: 'canvas',
    guard: agentflows,
    screen: () => import('../canvas/FlowCanvasPage.tsx').then((module) => module.AgentflowCanvasPage),
  },
  {
    path: PATHS.agentCanvasV2,
    layout: 'canvas',
    guard: agentflows,
    screen: () => import('../canvas/FlowCanvasPage.tsx').then((module) => module.AgentflowV2CanvasPage),
  },
  {
    path: PATHS.agentCanvasV2Flow,
    layout: 'canvas',
    guard: agentflows,
    screen: () => import('../canvas/FlowCanvasPage.tsx').then((module) => module.AgentflowV2CanvasPage),
  },
  {
    path: PATHS.marketplaceTemplate,
    layout: 'canvas',
    guard: templates,
    screen: () =>
      import('../features/marketplace/TemplatePreviewPage.tsx').then((module) => module.TemplatePreviewPage),
  },
  {
    path: PATHS.marketplaceTemplateV2,
    layout: 'canvas',
    guard: templates,
    screen: () =>
      import('../features/marketplace/TemplatePreviewPage.tsx').then((module) => module.TemplatePreviewPage),
  },

  // Public
  {
    path: PATHS.chatbot,
    layout: 'public',
    guard: open,
    screen: () =>
      import('../features/chatbot/PublicChatbotPage.tsx').then((module) => module.PublicChatbotPage),
  },
  {
    path: PATHS.execution,
    layout: 'public',
    guard: open,
    screen: () =>
      import('../features/executions/PublicExecutionPage.tsx').then((module) => module.PublicExecutionPage),
  },

  // Auth layout
  authRoute(PATHS.login, () => import('../features/auth/LoginPage.tsx').then((module) => module.LoginPage)),
  authRoute(PATHS.signin, () => import('../features/auth/LoginPage.tsx').then((module) => module.LoginPage)),
  authRoute(PATHS.register, () =>
    import('../features/auth/RegisterPage.tsx').then((module) => module.RegisterPage),
  ),
  authRoute(PATHS.verify, () =>
    import('../features/auth/VerifyPage.tsx').then((module) => module.VerifyPage),
  ),
  authRoute(PATHS.forgotPassword, () =>
    import('../features/auth/ForgotPasswordPage.tsx').then((module) => module.ForgotPasswordPage),
  ),
  authRoute(PATHS.resetPassword, () =>
    import('../features/auth/ResetPasswordPage.tsx').then((module) => module.ResetPasswordPage),
  ),
  authRoute(PATHS.unauthorized, () =>
    import('../features/auth/UnauthorizedPage.tsx').then((module) => module.UnauthorizedPage),
  ),
  authRoute(PATHS.organizationSetup, () =>
    import('../features/organization-setup/OrganizationSetupPage.tsx').then(
      (module) => module.OrganizationSetupPage,
    ),
  ),
  authRoute(PATHS.licenseExpired, () =>
    import('../features/license/LicenseExpiredPage.tsx').then((module) => module.LicenseExpiredPage),
  ),
];

function authRoute(path: string, screen: ScreenLoader): AppRoute {
  return { path, layout: 'auth', guard: open, screen };
}

const screenPaths: ReadonlySet<string> = new Set(
  APP_ROUTES.filter((route) => route.screen !== undefined).map((route) => route.path),
);

/** Whether the route at this exact path has its screen yet (menu items link only to those). */
export function hasScreen(path: string): boolean {
  return screenPaths.has(path);
}
