import type { ErrorResponse } from '@loomflow/core';

export interface ApiIssue {
  readonly path: string;
  readonly message: string;
}

type ErrorDetails = Partial<Pick<ErrorResponse, 'retry' | 'redirectTo' | 'error' | 'issues'>>;

/** A failed API call: the HTTP status (0 when the server could not be reached) and the server's message. */
export class ApiError extends Error {
  readonly status: number;
  readonly retry: boolean;
  readonly redirectTo: string | undefined;
  /** The error value of a redirecting 401 (`unauthorized`, `subscription_canceled`; spec §8). */
  readonly errorCode: string | undefined;
  readonly issues: readonly ApiIssue[];

  constructor(status: number, message: string, details: ErrorDetails = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.retry = details.retry ?? false;
    this.redirectTo = details.redirectTo;
    this.errorCode = details.error;
    this.issues = details.issues ?? [];
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The server's message for one field of a rejected body (`user.email` matches field `email`). */
export function issueFor(error: unknown, field: string): string | undefined {
  if (!isApiError(error)) return undefined;
  const issue = error.issues.find((candidate) => {
    const last = candidate.path.split('.').pop();
    return candidate.path === field || last === field;
  });
  return issue?.message;
}
