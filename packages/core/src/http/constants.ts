/** Wire constants shared by the web client and the server (spec §7). */
export const API_BASE_PATH = '/api/v1';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const REQUEST_ORIGIN_HEADER = 'x-request-from';
export const REQUEST_ORIGIN_INTERNAL = 'internal';
export const ACCESS_TOKEN_COOKIE = 'token';
export const REFRESH_TOKEN_COOKIE = 'refreshToken';
