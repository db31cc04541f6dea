/** Statuses Google's client never retries (LangChain's Google handler's list): the request itself is refused. */
const NOT_RETRIED = new Set([400, 401, 402, 403, 404, 405, 406, 407, 408, 409]);

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const response: unknown = Reflect.get(error, 'response');
  if (typeof response !== 'object' || response === null) return undefined;
  const status: unknown = Reflect.get(response, 'status');
  return typeof status === 'number' ? status : undefined;
}

/**
 * The retry rule of the Vertex clients: LangChain's Google rule (no answer at all, e.g. an address the policy
 * refused, or a refused request: fail at once; other statuses: retry) without its `console.error` of the whole
 * error, whose request config carries the bearer token or the signed token grant.
 */
export function vertexFailedAttempt(error: unknown): void {
  const status = statusOf(error);
  if (status === undefined || NOT_RETRIED.has(status)) throw error;
}
