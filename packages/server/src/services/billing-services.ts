import type { AppConfig } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import type { AuthUserService } from './auth-user.service.ts';
import { BillingService } from './billing.service.ts';

export interface BillingServices {
  readonly billing: BillingService;
}

/**
 * Billing over Stripe when cloud has STRIPE_SECRET_KEY; without it every billing call answers 503. The Stripe SDK
 * is loaded only then.
 */
export async function createBillingServices(
  config: AppConfig,
  db: Db,
  authUsers: AuthUserService,
): Promise<BillingServices> {
  const stripe = config.platform === 'cloud' ? config.billing.stripe : undefined;
  const provider = stripe
    ? new (await import('../billing/stripe-billing-provider.ts')).StripeBillingProvider(stripe)
    : undefined;
  return { billing: new BillingService(db, config.platform, config.billing, provider, authUsers) };
}
