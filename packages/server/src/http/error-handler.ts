import { AUTH_MESSAGES, withoutServerPaths, type ErrorResponse } from '@loomflow/core';
import { ChatModelConfigError, DocumentNodeError } from '@loomflow/nodes/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from '../errors/app-error.ts';

function zodIssues(error: ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error && typeof error.code === 'string';
}

/** Messages a person can act on for the errors Fastify raises before a handler runs. */
function fastifyErrorResponse(error: FastifyError, bodyLimit: number): ErrorResponse | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        statusCode: 413,
        success: false,
        message: `Request body is too large: the limit is ${Math.round(bodyLimit / 1024 / 1024)} MB`,
      };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { statusCode: 400, success: false, message: `Request body is not valid JSON: ${error.message}` };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { statusCode: 415, success: false, message: `Unsupported content type: send application/json` };
    case 'FST_ERR_RATE_LIMIT_EXCEEDED':
      return { statusCode: 429, success: false, message: error.message };
    default:
      break;
  }
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return { statusCode: error.statusCode, success: false, message: error.message };
  }
  return undefined;
}

/** The answer to a known error; its message never names the server's files (spec: messages a user can act on). */
export function toErrorResponse(error: unknown, bodyLimit: number): ErrorResponse | undefined {
  const known = knownErrorResponse(error, bodyLimit);
  return known ? { ...known, message: withoutServerPaths(known.message) } : undefined;
}

function knownErrorResponse(error: unknown, bodyLimit: number): ErrorResponse | undefined {
  if (error instanceof AppError) {
    return {
      statusCode: error.statusCode,
      success: false,
      message: error.message,
      ...(error.extras.retry !== undefined ? { retry: error.extras.retry } : {}),
      ...(error.extras.redirectTo !== undefined ? { redirectTo: error.extras.redirectTo } : {}),
      ...(error.extras.issues !== undefined ? { issues: [...error.extras.issues] } : {}),
    };
  }
  if (error instanceof ZodError) {
    const issues = zodIssues(error);
    const first = issues[0];
    const message = first
      ? `Invalid request: ${first.path ? `${first.path}: ` : ''}${first.message}`
      : 'Invalid request';
    return { statusCode: 400, success: false, message, issues };
  }
  // A node's settings the user chose (a missing credential, an unreadable file, a bad JSON pointer): their message
  // names the node and what to change.
  if (error instanceof ChatModelConfigError || error instanceof DocumentNodeError) {
    return { statusCode: 400, success: false, message: error.message };
  }
  if (isFastifyError(error)) return fastifyErrorResponse(error, bodyLimit);
  return undefined;
}

/** Uniform JSON errors: `{statusCode, success: false, message, …}`; unexpected ones are logged, never leaked. */
export function registerErrorHandler(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const known = toErrorResponse(error, bodyLimit);
    if (known) {
      if (known.statusCode >= 500) request.log.error({ err: error }, known.message);
      return reply.status(known.statusCode).send(known);
    }
    request.log.error({ err: error }, 'Unhandled error');
    const response: ErrorResponse = { statusCode: 500, success: false, message: AUTH_MESSAGES.unknownError };
    return reply.status(500).send(response);
  });
}
