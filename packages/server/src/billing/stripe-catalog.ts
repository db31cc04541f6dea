import type Stripe from 'stripe';
import { AppError } from '../errors/app-error.ts';
import type { BillablePlan } from './billing-provider.ts';
import type { StripeConfig } from '../config/billing-config.ts';
import { viaStripe } from './stripe-errors.ts';

/** One configured Stripe price with its product. Amounts in cents. */
export interface CatalogPrice {
  readonly priceId: string;
  readonly productId: string;
  readonly unitAmount: number;
  readonly currency: string;
  readonly interval: string;
}

export interface Catalog {
  readonly plans: Readonly<Record<BillablePlan, CatalogPrice>>;
  readonly seat?: CatalogPrice | undefined;
}

async function loadPrice(stripe: Stripe, priceId: string, envName: string): Promise<CatalogPrice> {
  const price = await viaStripe(
    () => stripe.prices.retrieve(priceId),
    `Billing is misconfigured: ${envName} names a price Stripe does not know (${priceId}).`,
  );
  const productId = typeof price.product === 'string' ? price.product : price.product.id;
  return {
    priceId: price.id,
    productId,
    unitAmount: price.unit_amount ?? 0,
    currency: price.currency,
    interval: price.recurring?.interval ?? 'month',
  };
}

/** The configured prices, read from Stripe once and kept; a failed read is retried on the next call. */
export class StripeCatalog {
  #loading: Promise<Catalog> | undefined;

  constructor(
    private readonly stripe: Stripe,
    private readonly config: StripeConfig,
  ) {}

  get(): Promise<Catalog> {
    this.#loading ??= this.load().catch((error: unknown) => {
      this.#loading = undefined;
      throw error;
    });
    return this.#loading;
  }

  private async load(): Promise<Catalog> {
    const [starter, pro, seat] = await Promise.all([
      loadPrice(this.stripe, this.config.starterPriceId, 'STRIPE_STARTER_PRICE_ID'),
      loadPrice(this.stripe, this.config.proPriceId, 'STRIPE_PRO_PRICE_ID'),
      this.config.seatPriceId
        ? loadPrice(this.stripe, this.config.seatPriceId, 'STRIPE_SEAT_PRICE_ID')
        : Promise.resolve(undefined),
    ]);
    return { plans: { Starter: starter, Pro: pro }, seat };
  }

  /** The plan sold under `productId`, or a 400 naming the plans there are. */
  async planByProduct(productId: string): Promise<{ plan: BillablePlan; price: CatalogPrice }> {
    const { plans } = await this.get();
    for (const plan of ['Starter', 'Pro'] as const) {
      if (plans[plan].productId === productId) return { plan, price: plans[plan] };
    }
    throw new AppError(400, `Unknown plan "${productId}": choose Starter or Pro from the pricing plans.`);
  }

  async seatPrice(): Promise<CatalogPrice> {
    const { seat } = await this.get();
    if (!seat) {
      throw new AppError(
        503,
        'Additional seats are not sold here: the administrator must set STRIPE_SEAT_PRICE_ID.',
      );
    }
    return seat;
  }
}
