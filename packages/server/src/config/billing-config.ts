import type { ServerEnv, ServerEnvironmentName } from './environment-names.ts';

type Env = ServerEnv;

/** How Loomflow reaches Stripe. Absent when STRIPE_SECRET_KEY is not set: billing then answers 503. */
export interface StripeConfig {
  readonly secretKey: string;
  /** `STRIPE_API_HOST`/`_PORT`/`_PROTOCOL`: Stripe's API address (tests point it at the fake Stripe). */
  readonly host?: string | undefined;
  readonly port?: number | undefined;
  readonly protocol?: 'http' | 'https' | undefined;
  /** Recurring price ids of the plans and of one additional seat. */
  readonly starterPriceId: string;
  readonly proPriceId: string;
  readonly seatPriceId?: string | undefined;
  /** Free trial of the Starter subscription created at registration (0: none). */
  readonly trialDays: number;
}

export interface BillingConfig {
  readonly stripe?: StripeConfig | undefined;
  /** Where the Enterprise plan's "Contact Us" writes to. */
  readonly contactEmail: string;
  /** Where the billing portal sends the person back to. */
  readonly portalReturnUrl: string;
}

function required(env: Env, name: ServerEnvironmentName): string {
  const value = env[name]?.trim();
  if (!value) {
    throw new Error(`${name} must be set when STRIPE_SECRET_KEY is (see docs/operations.md, Billing)`);
  }
  return value;
}

function port(env: Env): number | undefined {
  const raw = env.STRIPE_API_PORT?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0 || value > 65_535) {
    throw new Error(`STRIPE_API_PORT must be a TCP port number, got "${raw}"`);
  }
  return value;
}

function protocol(env: Env): 'http' | 'https' | undefined {
  const raw = env.STRIPE_API_PROTOCOL?.trim().toLowerCase();
  if (!raw) return undefined;
  if (raw !== 'http' && raw !== 'https') {
    throw new Error(`STRIPE_API_PROTOCOL must be "http" or "https", got "${raw}"`);
  }
  return raw;
}

function trialDays(env: Env): number {
  const raw = env.STRIPE_TRIAL_DAYS?.trim();
  if (!raw) return 0;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 730) {
    throw new Error(`STRIPE_TRIAL_DAYS must be a whole number of days (0–730), got "${raw}"`);
  }
  return value;
}

function stripeConfig(env: Env): StripeConfig | undefined {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return undefined;
  return {
    secretKey,
    host: env.STRIPE_API_HOST?.trim() || undefined,
    port: port(env),
    protocol: protocol(env),
    starterPriceId: required(env, 'STRIPE_STARTER_PRICE_ID'),
    proPriceId: required(env, 'STRIPE_PRO_PRICE_ID'),
    seatPriceId: env.STRIPE_SEAT_PRICE_ID?.trim() || undefined,
    trialDays: trialDays(env),
  };
}

/** Reads the billing settings (cloud only); `appUrl` gives the defaults of the contact address and return URL. */
export function billingConfig(env: Env, appUrl: string): BillingConfig {
  const host = new URL(appUrl).hostname || 'localhost';
  return {
    stripe: stripeConfig(env),
    contactEmail: env.BILLING_CONTACT_EMAIL?.trim() || `sales@${host}`,
    portalReturnUrl: env.BILLING_PORTAL_RETURN_URL?.trim() || `${appUrl}/account`,
  };
}
