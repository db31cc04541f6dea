import {
  fromMinorUnits,
  type CustomerDefaultSource,
  type ProrationResult,
  type SeatsProration,
} from '@loomflow/core';
import Stripe from 'stripe';
import { AppError, badRequest } from '../errors/app-error.ts';
import type { StripeConfig } from '../config/billing-config.ts';
import type {
  BillingProvider,
  PlanChanged,
  ProviderPlanPrice,
  ProviderSubscription,
  ProvisionedBilling,
} from './billing-provider.ts';
import { StripeCatalog } from './stripe-catalog.ts';
import { viaStripe } from './stripe-errors.ts';
import { idOf, productOf, toDefaultSource } from './stripe-mappers.ts';

const SUBSCRIPTION_NOT_FOUND = 'Subscription not found';
const CUSTOMER_NOT_FOUND = 'Customer not found';
const FIRST_MONTH_FREE_KEY = 'has_used_first_month_free';

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

function totalOf(invoice: Stripe.Invoice): number {
  return invoice.lines.data.reduce((sum, line) => sum + line.amount, 0);
}

/** Billing through Stripe (the `stripe` package); `STRIPE_API_HOST` and friends can point it elsewhere. */
export class StripeBillingProvider implements BillingProvider {
  private readonly stripe: Stripe;
  private readonly catalog: StripeCatalog;

  constructor(private readonly config: StripeConfig) {
    this.stripe = new Stripe(config.secretKey, {
      host: config.host,
      port: config.port,
      protocol: config.protocol,
      maxNetworkRetries: 1,
      timeout: 20_000,
      telemetry: false,
      appInfo: { name: 'Loomflow' },
    });
    this.catalog = new StripeCatalog(this.stripe, config);
  }

  async planPrices(): Promise<readonly ProviderPlanPrice[]> {
    const { plans } = await this.catalog.get();
    return (['Starter', 'Pro'] as const).map((plan) => ({
      plan,
      productId: plans[plan].productId,
      amount: fromMinorUnits(plans[plan].unitAmount),
      currency: plans[plan].currency,
      interval: plans[plan].interval,
    }));
  }

  async provision(owner: {
    email: string;
    name: string;
    organizationId: string;
  }): Promise<ProvisionedBilling> {
    const { plans } = await this.catalog.get();
    const customer = await viaStripe(
      () =>
        this.stripe.customers.create({
          email: owner.email,
          name: owner.name,
          metadata: { organizationId: owner.organizationId },
        }),
      CUSTOMER_NOT_FOUND,
    );
    const trial = this.config.trialDays;
    const subscription = await viaStripe(
      () =>
        this.stripe.subscriptions.create({
          customer: customer.id,
          items: [{ price: plans.Starter.priceId }],
          metadata: { organizationId: owner.organizationId },
          ...(trial > 0
            ? {
                trial_period_days: trial,
                trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
              }
            : {}),
        }),
      CUSTOMER_NOT_FOUND,
    );
    return { customerId: customer.id, subscriptionId: subscription.id, productId: plans.Starter.productId };
  }

  private async retrieveSubscription(subscriptionId: string): Promise<Stripe.Subscription> {
    return viaStripe(() => this.stripe.subscriptions.retrieve(subscriptionId), SUBSCRIPTION_NOT_FOUND);
  }

  /** The base-plan item and the additional-seat item of a subscription. */
  private async itemsOf(subscription: Stripe.Subscription) {
    const { seat } = await this.catalog.get();
    const isSeat = (item: Stripe.SubscriptionItem) =>
      seat !== undefined && productOf(item) === seat.productId;
    const base = subscription.items.data.find((item) => !isSeat(item));
    if (!base) throw new AppError(409, 'This subscription has no plan: contact support.');
    return { base, seatItem: subscription.items.data.find(isSeat) };
  }

  async subscription(subscriptionId: string): Promise<ProviderSubscription> {
    const subscription = await this.retrieveSubscription(subscriptionId);
    const { base, seatItem } = await this.itemsOf(subscription);
    return {
      id: subscription.id,
      customerId: idOf(subscription.customer),
      status: subscription.status,
      productId: productOf(base),
      additionalSeats: seatItem?.quantity ?? 0,
    };
  }

  private async customer(customerId: string, expand: string[] = []): Promise<Stripe.Customer> {
    const customer = await viaStripe(
      () => this.stripe.customers.retrieve(customerId, { expand }),
      CUSTOMER_NOT_FOUND,
    );
    if (customer.deleted) throw new AppError(404, CUSTOMER_NOT_FOUND);
    return customer;
  }

  async customerDefaultSource(customerId: string): Promise<CustomerDefaultSource> {
    return toDefaultSource(await this.customer(customerId, ['invoice_settings.default_payment_method']));
  }

  async previewPlanChange(subscriptionId: string, newProductId: string): Promise<ProrationResult> {
    const { plan, price } = await this.catalog.planByProduct(newProductId);
    const subscription = await this.retrieveSubscription(subscriptionId);
    const { base } = await this.itemsOf(subscription);
    if (productOf(base) === price.productId) throw badRequest(`The subscription is already on ${plan}.`);
    const customer = await this.customer(idOf(subscription.customer));
    const eligibleForFirstMonthFree =
      plan === 'Starter' && customer.metadata[FIRST_MONTH_FREE_KEY] !== 'true';
    const prorationDate = nowSeconds();
    const preview = await viaStripe(
      () =>
        this.stripe.invoices.createPreview({
          customer: customer.id,
          subscription: subscription.id,
          subscription_details: {
            items: [{ id: base.id, price: price.priceId }],
            proration_behavior: 'always_invoice',
            proration_date: prorationDate,
          },
        }),
      SUBSCRIPTION_NOT_FOUND,
    );
    return {
      currentPeriodStart: base.current_period_start,
      currentPeriodEnd: base.current_period_end,
      currency: preview.currency.toUpperCase(),
      newPlanAmount: fromMinorUnits(price.unitAmount),
      prorationAmount: eligibleForFirstMonthFree ? 0 : fromMinorUnits(totalOf(preview)),
      creditBalance: fromMinorUnits(customer.balance),
      prorationDate,
      eligibleForFirstMonthFree,
    };
  }

  async changePlan(
    subscriptionId: string,
    newProductId: string,
    prorationDate: number,
  ): Promise<PlanChanged> {
    const { plan, price } = await this.catalog.planByProduct(newProductId);
    const subscription = await this.retrieveSubscription(subscriptionId);
    const { base } = await this.itemsOf(subscription);
    if (productOf(base) === price.productId) throw badRequest(`The subscription is already on ${plan}.`);
    const customer = await this.customer(idOf(subscription.customer));
    const firstMonthFree = plan === 'Starter' && customer.metadata[FIRST_MONTH_FREE_KEY] !== 'true';
    const coupon = firstMonthFree
      ? await viaStripe(
          () =>
            this.stripe.coupons.create({
              percent_off: 100,
              duration: 'once',
              max_redemptions: 1,
              metadata: { type: 'first_month_free', customer_id: customer.id },
            }),
          CUSTOMER_NOT_FOUND,
        )
      : undefined;
    await viaStripe(
      () =>
        this.stripe.subscriptions.update(subscription.id, {
          items: [{ id: base.id, price: price.priceId }],
          proration_behavior: 'always_invoice',
          proration_date: prorationDate,
          // The plan changes only if the proration is paid: a declined card leaves everything as it was.
          payment_behavior: 'error_if_incomplete',
          ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
        }),
      SUBSCRIPTION_NOT_FOUND,
    );
    if (firstMonthFree) {
      await viaStripe(
        () =>
          this.stripe.customers.update(customer.id, {
            metadata: { [FIRST_MONTH_FREE_KEY]: 'true', first_month_free_date: new Date().toISOString() },
          }),
        CUSTOMER_NOT_FOUND,
      );
    }
    return { productId: price.productId };
  }

  private async seatItems(subscription: Stripe.Subscription, quantity: number) {
    const seat = await this.catalog.seatPrice();
    const { seatItem } = await this.itemsOf(subscription);
    if (seatItem)
      return [quantity === 0 ? { id: seatItem.id, deleted: true } : { id: seatItem.id, quantity }];
    return quantity === 0 ? [] : [{ price: seat.priceId, quantity }];
  }

  async previewSeats(subscriptionId: string, quantity: number): Promise<SeatsProration> {
    const seat = await this.catalog.seatPrice();
    const subscription = await this.retrieveSubscription(subscriptionId);
    const { base } = await this.itemsOf(subscription);
    const customer = await this.customer(idOf(subscription.customer));
    const items = await this.seatItems(subscription, quantity);
    const prorationDate = nowSeconds();
    const prorationCents =
      items.length === 0
        ? 0
        : totalOf(
            await viaStripe(
              () =>
                this.stripe.invoices.createPreview({
                  customer: customer.id,
                  subscription: subscription.id,
                  subscription_details: {
                    items,
                    proration_behavior: 'always_invoice',
                    proration_date: prorationDate,
                  },
                }),
              SUBSCRIPTION_NOT_FOUND,
            ),
          );
    return {
      currentPeriodStart: base.current_period_start,
      currentPeriodEnd: base.current_period_end,
      currency: seat.currency.toUpperCase(),
      seatPerUnitPrice: fromMinorUnits(seat.unitAmount),
      prorationAmount: fromMinorUnits(prorationCents),
      creditBalance: fromMinorUnits(customer.balance),
      prorationDate,
    };
  }

  async updateSeats(subscriptionId: string, quantity: number, prorationDate: number): Promise<void> {
    const subscription = await this.retrieveSubscription(subscriptionId);
    const items = await this.seatItems(subscription, quantity);
    if (items.length === 0) return;
    await viaStripe(
      () =>
        this.stripe.subscriptions.update(subscription.id, {
          items,
          proration_behavior: 'always_invoice',
          proration_date: prorationDate,
          payment_behavior: 'error_if_incomplete',
        }),
      SUBSCRIPTION_NOT_FOUND,
    );
  }

  async portalUrl(customerId: string, returnUrl: string): Promise<string> {
    const session = await viaStripe(
      () => this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
      CUSTOMER_NOT_FOUND,
    );
    return session.url;
  }

  async cancelSubscription(subscriptionId: string): Promise<void> {
    await viaStripe(
      () => this.stripe.subscriptions.cancel(subscriptionId, { prorate: false, invoice_now: false }),
      SUBSCRIPTION_NOT_FOUND,
    );
  }
}
