import type { IncomingHttpHeaders } from 'node:http';

/** Stripe-shaped objects the fake keeps (the subset of fields Loomflow and its tests read). */
export interface StripeCard {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export interface StripePaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: StripeCard;
  customer: string | null;
  created: number;
}

export interface StripeCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  /** Minor units; negative is credit the customer holds. */
  balance: number;
  created: number;
  currency: string | null;
  metadata: Record<string, string>;
  invoice_settings: { default_payment_method: string | null };
  livemode: false;
}

export interface StripeProduct {
  id: string;
  object: 'product';
  name: string;
  active: boolean;
  metadata: Record<string, string>;
}

export interface StripePrice {
  id: string;
  object: 'price';
  active: boolean;
  currency: string;
  product: string;
  unit_amount: number;
  type: 'recurring';
  recurring: { interval: 'month'; interval_count: 1 };
}

export interface StripeSubscriptionItem {
  id: string;
  object: 'subscription_item';
  price: StripePrice;
  quantity: number;
  subscription: string;
  created: number;
  current_period_start: number;
  current_period_end: number;
  metadata: Record<string, string>;
}

export interface StripeCoupon {
  id: string;
  object: 'coupon';
  percent_off: number | null;
  amount_off: number | null;
  duration: 'once' | 'forever' | 'repeating';
  max_redemptions: number | null;
  times_redeemed: number;
  valid: boolean;
  metadata: Record<string, string>;
}

export interface StripeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: 'trialing' | 'active' | 'incomplete' | 'past_due' | 'canceled';
  created: number;
  start_date: number;
  currency: string;
  trial_end: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  cancel_at_period_end: boolean;
  latest_invoice: string | null;
  discounts: string[];
  metadata: Record<string, string>;
  items: StripeList<StripeSubscriptionItem>;
}

export interface StripeInvoiceLine {
  id: string;
  object: 'line_item';
  amount: number;
  currency: string;
  description: string;
  quantity: number;
  period: { start: number; end: number };
  parent: {
    type: 'subscription_item_details';
    subscription_item_details: {
      subscription: string;
      subscription_item: string;
      proration: boolean;
      invoice_item: null;
      proration_details: null;
    };
    invoice_item_details: null;
  };
  pricing: { type: 'price_details'; price_details: { price: string; product: string } };
}

export interface StripeInvoice {
  id: string;
  object: 'invoice';
  customer: string;
  status: 'draft' | 'open' | 'paid';
  currency: string;
  created: number;
  subtotal: number;
  total: number;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  starting_balance: number;
  ending_balance: number;
  parent: { type: 'subscription_details'; subscription_details: { subscription: string } };
  lines: StripeList<StripeInvoiceLine>;
}

export interface StripeList<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

export interface StripeErrorBody {
  type: 'invalid_request_error' | 'card_error' | 'api_error' | 'authentication_error';
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
}

export interface RecordedStripeRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  /** The decoded form body (POST) or query (GET, DELETE), brackets turned into objects and arrays. */
  readonly params: Record<string, unknown>;
}

export interface FakeStripeOptions {
  /** Default 127.0.0.1 and an ephemeral port. */
  readonly host?: string;
  readonly port?: number;
  /** The secret key clients must send (default `sk_test_fake_stripe`). */
  readonly secretKey?: string;
  /** Monthly prices in cents (defaults: Starter 3500, Pro 6500, additional seat 1500), in `currency` (usd). */
  readonly prices?: { readonly starter?: number; readonly pro?: number; readonly seat?: number };
  readonly currency?: string;
  /** Give every new customer a default card (Visa 4242), as if they had added one. Default false. */
  readonly cardOnNewCustomers?: boolean;
}

/** The ids of the catalogue the fake starts with. */
export interface FakeStripeCatalog {
  readonly starter: { readonly productId: string; readonly priceId: string };
  readonly pro: { readonly productId: string; readonly priceId: string };
  readonly seat: { readonly productId: string; readonly priceId: string };
}

export interface FakeStripe {
  /** e.g. `http://127.0.0.1:41234`. */
  readonly url: string;
  readonly host: string;
  readonly port: number;
  readonly secretKey: string;
  readonly catalog: FakeStripeCatalog;
  /** Every request received, in order. */
  readonly requests: RecordedStripeRequest[];
  /** The environment variables that point a Loomflow server at this fake. */
  env(): Record<string, string>;
  customers(): StripeCustomer[];
  customer(id: string): StripeCustomer | undefined;
  subscriptions(): StripeSubscription[];
  subscription(id: string): StripeSubscription | undefined;
  invoices(): StripeInvoice[];
  /** Gives the customer a default card (Visa 4242 by default), or removes it with null. */
  setPaymentMethod(customerId: string, card?: Partial<StripeCard> | null): void;
  /** Sets the customer's balance in cents (negative: credit the customer holds). */
  setBalance(customerId: string, cents: number): void;
  /** Every proration (previews and updates) totals exactly this many cents until set back to null. */
  setProrationAmount(cents: number | null): void;
  /** Sets the additional-seat quantity of a subscription (0 removes the seat item). */
  setSeatQuantity(subscriptionId: string, quantity: number): void;
  /** The next payment attempt fails with a card error (402). */
  failNextPayment(message?: string, declineCode?: string): void;
  /** The next request to a path matching `pathPattern` answers this error instead. */
  failNext(pathPattern: RegExp, status: number, error: StripeErrorBody): void;
  /** Freezes the fake's clock at `seconds` (Unix time), or back to real time with null. */
  setNow(seconds: number | null): void;
  reset(): void;
  close(): Promise<void>;
}
