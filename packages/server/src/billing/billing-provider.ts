import type { CustomerDefaultSource, ProrationResult, SeatsProration } from '@loomflow/core';

/** The plans a provider sells (Enterprise is contact-only and never reaches the provider). */
export type BillablePlan = 'Starter' | 'Pro';

/** A plan as the provider prices it. Amounts in major units (dollars). */
export interface ProviderPlanPrice {
  readonly plan: BillablePlan;
  readonly productId: string;
  readonly amount: number;
  readonly currency: string;
  readonly interval: string;
}

/** What Loomflow needs to know about a subscription. */
export interface ProviderSubscription {
  readonly id: string;
  readonly customerId: string;
  readonly status: string;
  /** The base plan's product id. */
  readonly productId: string;
  readonly additionalSeats: number;
}

export interface ProvisionedBilling {
  readonly customerId: string;
  readonly subscriptionId: string;
  readonly productId: string;
}

/** The outcome of a plan change: the product the subscription is now on. */
export interface PlanChanged {
  readonly productId: string;
}

/**
 * A payment provider for cloud plans. Loomflow ships a Stripe implementation; tests run it against the fake
 * Stripe of the testkit. Failures the user can act on are thrown as AppError with their status.
 */
export interface BillingProvider {
  /** The sellable plans with their provider prices, in display order. */
  planPrices(): Promise<readonly ProviderPlanPrice[]>;
  /** Creates the customer and its Starter subscription for a new organization. */
  provision(owner: { email: string; name: string; organizationId: string }): Promise<ProvisionedBilling>;
  subscription(subscriptionId: string): Promise<ProviderSubscription>;
  customerDefaultSource(customerId: string): Promise<CustomerDefaultSource>;
  previewPlanChange(subscriptionId: string, newProductId: string): Promise<ProrationResult>;
  changePlan(subscriptionId: string, newProductId: string, prorationDate: number): Promise<PlanChanged>;
  previewSeats(subscriptionId: string, quantity: number): Promise<SeatsProration>;
  updateSeats(subscriptionId: string, quantity: number, prorationDate: number): Promise<void>;
  /** A billing-portal session for the customer; the person returns to `returnUrl`. */
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
  cancelSubscription(subscriptionId: string): Promise<void>;
}
