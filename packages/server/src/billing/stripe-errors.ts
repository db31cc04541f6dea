import Stripe from 'stripe';
import { AppError } from '../errors/app-error.ts';

/**
 * Turns a Stripe failure into an answer a person can act on: a declined card is 402 with Stripe's own words,
 * a missing object 404, a refused request 400; an unreachable or misconfigured Stripe is 502.
 */
export function fromStripeError(error: unknown, notFoundMessage: string): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  if (error instanceof Stripe.errors.StripeCardError) return new AppError(402, error.message);
  if (error instanceof Stripe.errors.StripeAuthenticationError) {
    return new AppError(502, 'Billing is misconfigured: Stripe refused the secret key (STRIPE_SECRET_KEY).');
  }
  if (error instanceof Stripe.errors.StripeConnectionError) {
    return new AppError(502, `The payment provider could not be reached: ${error.message}`);
  }
  const status = error.statusCode ?? 500;
  if (error.code === 'resource_missing' || status === 404) return new AppError(404, notFoundMessage);
  if (status === 402) return new AppError(402, error.message);
  if (status >= 400 && status < 500 && status !== 401 && status !== 429) {
    return new AppError(400, error.message);
  }
  return new AppError(502, `The payment provider failed: ${error.message}`);
}

/** Runs a Stripe call, translating its failures (see `fromStripeError`). */
export async function viaStripe<T>(call: () => Promise<T>, notFoundMessage: string): Promise<T> {
  try {
    return await call();
  } catch (error: unknown) {
    throw fromStripeError(error, notFoundMessage);
  }
}
