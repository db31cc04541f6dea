import { StripeBillingProvider } from '../billing/stripe-billing-provider.ts';
import type { AppConfig } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import type { AuthUserService } from './auth-user.service.ts';
import { BillingService } from './billing.service.ts';

export interface BillingServices {
  readonly billing: BillingService;
}

/** Billing over Stripe when cloud has STRIPE_SECRET_KEY; without it every billing call answers 503. */
export function createBillingServices(
  config: AppConfig,
  db: Db,
  authUsers: AuthUserService,
): BillingServices {
  const stripe = config.platform === 'cloud' ? config.billing.stripe : undefined;
  const provider = stripe ? new StripeBillingProvider(stripe) : undefined;
  return { billing: new BillingService(db, config.platform, config.billing, provider, authUsers) };
}
