import type { FastifyServerOptions } from 'fastify';

/** Paths pino replaces with [Redacted]: no password, token, API key or credential data reaches a log line. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.credential',
  '*.token',
  '*.tempToken',
  '*.refreshToken',
  '*.apiKey',
  '*.apiKeySecret',
  '*.plainDataObj',
  '*.encryptedData',
  '*.secret',
  'user.credential',
  'user.password',
];

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    serializers: {
      req(request: { method: string; url: string; ip?: string }) {
        // Query strings may carry tokens (verification, reset links): log the path only.
        return { method: request.method, url: request.url.split('?')[0], ip: request.ip };
      },
    },
  };
}
