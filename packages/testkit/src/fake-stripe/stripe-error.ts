import type { StripeErrorBody } from './fake-stripe.types.ts';

/** An error answered the way Stripe answers it: `{ error: { type, message, code… } }` with its status. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
    this.name = 'StripeApiError';
  }
}

export function missingResource(kind: string, id: string, param = 'id'): StripeApiError {
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${kind}: '${id}'`,
  });
}

export function invalidRequest(message: string, param?: string): StripeApiError {
  return new StripeApiError(400, {
    type: 'invalid_request_error',
    message,
    ...(param === undefined ? {} : { param }),
  });
}

export function cardDeclined(message: string, declineCode: string): StripeApiError {
  return new StripeApiError(402, {
    type: 'card_error',
    code: 'card_declined',
    decline_code: declineCode,
    message,
  });
}
