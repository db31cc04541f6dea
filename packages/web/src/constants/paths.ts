/**
 * Every route path of the app (spec §2) in one place. `/` resolves to the landing path (see landing.ts):
 * `/chatflows` per spec §1/§9 once that screen exists, until then the first screen the user may open.
 */
export const PATHS = {
  root: '/',
  // main layout
  chatflows: '/chatflows',
  agentflows: '/agentflows',
  executions: '/executions',
  marketplaces: '/marketplaces',
  apiKeys: '/apikey',
  tools: '/tools',
  assistants: '/assistants',
  assistantsCustom: '/assistants/custom',
  assistantCustom: '/assistants/custom/:id',
  assistantsOpenAi: '/assistants/openai',
  credentials: '/credentials',
  variables: '/variables',
  documentStores: '/document-stores',
  documentStore: '/document-stores/:storeId',
  documentStoreChunks: '/document-stores/chunks/:storeId/:fileId',
  documentStoreLoader: '/document-stores/:storeId/:name',
  documentStoreVector: '/document-stores/vector/:storeId',
  documentStoreVectorDoc: '/document-stores/vector/:storeId/:docId',
  documentStoreQuery: '/document-stores/query/:storeId',
  datasets: '/datasets',
  datasetRows: '/dataset_rows/:id',
  evaluations: '/evaluations',
  evaluationResults: '/evaluation_results/:id',
  evaluators: '/evaluators',
  logs: '/logs',
  queue: '/queue',
  files: '/files',
  account: '/account',
  users: '/users',
  userProfile: '/user-profile',
  roles: '/roles',
  loginActivity: '/login-activity',
  workspaces: '/workspaces',
  workspaceUsers: '/workspace-users/:id',
  ssoConfig: '/sso-config',
  outboundAccess: '/outbound-access',
  ssoSuccess: '/sso-success',
  // canvas layout
  canvas: '/canvas',
  canvasFlow: '/canvas/:id',
  agentCanvas: '/agentcanvas',
  agentCanvasFlow: '/agentcanvas/:id',
  agentCanvasV2: '/v2/agentcanvas',
  agentCanvasV2Flow: '/v2/agentcanvas/:id',
  marketplaceTemplate: '/marketplace/:id',
  marketplaceTemplateV2: '/v2/marketplace/:id',
  // public
  chatbot: '/chatbot/:id',
  execution: '/execution/:id',
  // auth layout
  login: '/login',
  signin: '/signin',
  register: '/register',
  verify: '/verify',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  unauthorized: '/unauthorized',
  organizationSetup: '/organization-setup',
  licenseExpired: '/license-expired',
} as const;

/** Spec §1/§9: the default landing path, where `/` and the brand logo lead once its screen exists. */
export const DEFAULT_LANDING_PATH: string = PATHS.chatflows;

/** Pages on which an unexpected 401 does not send the browser to the login page again (spec §8). */
export const LOGIN_PATHS: readonly string[] = [PATHS.login, PATHS.signin];
