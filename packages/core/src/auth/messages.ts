/** Authentication messages (spec §8), exactly as clients match them. */
export const AUTH_MESSAGES = {
  invalidOrMissingToken: 'Invalid or Missing token',
  tokenExpired: 'Token Expired',
  refreshTokenExpired: 'Refresh Token Expired',
  forbidden: 'Forbidden',
  unknownUser: 'Unknown Username or Password',
  incorrectPassword: 'Incorrect Password',
  inactiveUser: 'Inactive User',
  noWorkspaceAssigned: 'No Workspace Assigned',
  unknownError: 'Unknown Error',
} as const;

export type AuthMessage = (typeof AUTH_MESSAGES)[keyof typeof AUTH_MESSAGES];

export const DEFAULT_WORKSPACE_NAME = 'Default Workspace';
export const LOGGED_OUT_MESSAGE = 'logged_out';
