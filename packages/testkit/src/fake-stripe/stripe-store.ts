import type {
  FakeStripeCatalog,
  FakeStripeOptions,
  StripeCard,
  StripeCoupon,
  StripeCustomer,
  StripeErrorBody,
  StripeInvoice,
  StripePaymentMethod,
  StripePrice,
  StripeProduct,
  StripeSubscription,
} from './fake-stripe.types.ts';
import { missingResource } from './stripe-error.ts';

export const DEFAULT_SECRET_KEY = 'sk_test_fake_stripe';
export const TEST_CARD: StripeCard = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 };

export interface ScriptedFailure {
  readonly pattern: RegExp;
  readonly status: number;
  readonly error: StripeErrorBody;
}

export interface ResolvedStripeOptions {
  readonly host: string;
  readonly port: number;
  readonly secretKey: string;
  readonly currency: string;
  readonly prices: { readonly starter: number; readonly pro: number; readonly seat: number };
  readonly cardOnNewCustomers: boolean;
}

export function resolveStripeOptions(options: FakeStripeOptions): ResolvedStripeOptions {
  return {
    host: options.host ?? '127.0.0.1',
    port: options.port ?? 0,
    secretKey: options.secretKey ?? DEFAULT_SECRET_KEY,
    currency: (options.currency ?? 'usd').toLowerCase(),
    prices: {
      starter: options.prices?.starter ?? 3500,
      pro: options.prices?.pro ?? 6500,
      seat: options.prices?.seat ?? 1500,
    },
    cardOnNewCustomers: options.cardOnNewCustomers ?? false,
  };
}

export const CATALOG: FakeStripeCatalog = {
  starter: { productId: 'prod_fake_starter', priceId: 'price_fake_starter' },
  pro: { productId: 'prod_fake_pro', priceId: 'price_fake_pro' },
  seat: { productId: 'prod_fake_seat', priceId: 'price_fake_seat' },
};

/** Everything the fake Stripe knows, plus what tests scripted. Reset restores the seeded catalogue only. */
export class StripeStore {
  readonly customers = new Map<string, StripeCustomer>();
  readonly paymentMethods = new Map<string, StripePaymentMethod>();
  readonly products = new Map<string, StripeProduct>();
  readonly prices = new Map<string, StripePrice>();
  readonly subscriptions = new Map<string, StripeSubscription>();
  readonly coupons = new Map<string, StripeCoupon>();
  readonly portalSessions = new Map<string, { customer: string; returnUrl: string }>();
  invoices: StripeInvoice[] = [];
  prorationOverride: number | null = null;
  paymentFailure: { message: string; declineCode: string } | null = null;
  scriptedFailures: ScriptedFailure[] = [];
  #frozenNow: number | null = null;
  #counter = 0;

  constructor(readonly options: ResolvedStripeOptions) {
    this.seed();
  }

  now(): number {
    return this.#frozenNow ?? Math.floor(Date.now() / 1000);
  }

  setNow(seconds: number | null): void {
    this.#frozenNow = seconds;
  }

  /** Deterministic ids: `cus_fake1`, `sub_fake2`… restarted by `reset()`. */
  nextId(prefix: string): string {
    this.#counter += 1;
    return `${prefix}_fake${this.#counter}`;
  }

  reset(): void {
    for (const map of [
      this.customers,
      this.paymentMethods,
      this.products,
      this.prices,
      this.subscriptions,
      this.coupons,
      this.portalSessions,
    ]) {
      map.clear();
    }
    this.invoices = [];
    this.prorationOverride = null;
    this.paymentFailure = null;
    this.scriptedFailures = [];
    this.#frozenNow = null;
    this.#counter = 0;
    this.seed();
  }

  private seed(): void {
    const { prices, currency } = this.options;
    const entries = [
      { ids: CATALOG.starter, name: 'Starter', amount: prices.starter },
      { ids: CATALOG.pro, name: 'Pro', amount: prices.pro },
      { ids: CATALOG.seat, name: 'Additional Seat', amount: prices.seat },
    ];
    for (const { ids, name, amount } of entries) {
      this.products.set(ids.productId, {
        id: ids.productId,
        object: 'product',
        name,
        active: true,
        metadata: {},
      });
      this.prices.set(ids.priceId, {
        id: ids.priceId,
        object: 'price',
        active: true,
        currency,
        product: ids.productId,
        unit_amount: amount,
        type: 'recurring',
        recurring: { interval: 'month', interval_count: 1 },
      });
    }
  }

  customer(id: string, param = 'id'): StripeCustomer {
    const customer = this.customers.get(id);
    if (!customer) throw missingResource('customer', id, param);
    return customer;
  }

  price(id: string, param = 'price'): StripePrice {
    const price = this.prices.get(id);
    if (!price) throw missingResource('price', id, param);
    return price;
  }

  subscription(id: string): StripeSubscription {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw missingResource('subscription', id);
    return subscription;
  }

  createCustomer(fields: {
    email: string | null;
    name: string | null;
    metadata: Record<string, string>;
  }): StripeCustomer {
    const customer: StripeCustomer = {
      id: this.nextId('cus'),
      object: 'customer',
      email: fields.email,
      name: fields.name,
      balance: 0,
      created: this.now(),
      currency: null,
      metadata: fields.metadata,
      invoice_settings: { default_payment_method: null },
      livemode: false,
    };
    this.customers.set(customer.id, customer);
    if (this.options.cardOnNewCustomers) this.setPaymentMethod(customer.id, {});
    return customer;
  }

  setPaymentMethod(customerId: string, card: Partial<StripeCard> | null): void {
    const customer = this.customer(customerId);
    if (card === null) {
      customer.invoice_settings.default_payment_method = null;
      return;
    }
    const method: StripePaymentMethod = {
      id: this.nextId('pm'),
      object: 'payment_method',
      type: 'card',
      card: { ...TEST_CARD, ...card },
      customer: customerId,
      created: this.now(),
    };
    this.paymentMethods.set(method.id, method);
    customer.invoice_settings.default_payment_method = method.id;
  }

  /** The customer as Stripe answers it, with `invoice_settings.default_payment_method` expanded on request. */
  customerView(customer: StripeCustomer, expand: readonly string[]): Record<string, unknown> {
    const methodId = customer.invoice_settings.default_payment_method;
    const expanded =
      expand.includes('invoice_settings.default_payment_method') && methodId
        ? (this.paymentMethods.get(methodId) ?? null)
        : methodId;
    return {
      ...customer,
      invoice_settings: { ...customer.invoice_settings, default_payment_method: expanded },
    };
  }

  /** The next scripted failure for this path, removed once used. */
  takeScriptedFailure(path: string): ScriptedFailure | undefined {
    const index = this.scriptedFailures.findIndex((failure) => failure.pattern.test(path));
    if (index < 0) return undefined;
    const [failure] = this.scriptedFailures.splice(index, 1);
    return failure;
  }
}
