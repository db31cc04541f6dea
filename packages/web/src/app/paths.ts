/**
 * Every route path of the app in one place. The landing path is what the brand logo, `/` and unknown routes
 * lead to; it becomes `/chatflows` (spec §1) once that screen exists — change it here only.
 */
export const PATHS = {
  root: '/',
  apiKeys: '/apikey',
  login: '/login',
  signin: '/signin',
  register: '/register',
  verify: '/verify',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  unauthorized: '/unauthorized',
} as const;

export const LANDING_PATH: string = PATHS.apiKeys;

/** Pages on which an unexpected 401 does not send the browser to the login page again (spec §8). */
export const LOGIN_PATHS: readonly string[] = [PATHS.login, PATHS.signin];
