import type { StripeCoupon, StripeInvoice, StripeList } from './fake-stripe.types.ts';
import {
  intParam,
  recordParam,
  stringListParam,
  stringParam,
  stringRecordParam,
} from './form-body.parser.ts';
import { draftInvoice, payInvoice } from './invoice.operations.ts';
import { invalidRequest, missingResource } from './stripe-error.ts';
import type { StripeStore } from './stripe-store.ts';
import {
  cancelSubscription,
  createSubscription,
  itemChanges,
  nextPeriodLines,
  prorationLines,
  updateSubscription,
} from './subscription.operations.ts';

type Params = Record<string, unknown>;

export interface StripeRouteContext {
  readonly store: StripeStore;
  readonly params: Params;
  /** The fake's own address, for billing-portal links. */
  readonly baseUrl: string;
}

interface StripeRoute {
  readonly method: 'GET' | 'POST' | 'DELETE';
  readonly pattern: RegExp;
  readonly handle: (context: StripeRouteContext, ids: readonly string[]) => unknown;
}

function list<T>(data: T[], url: string): StripeList<T> {
  return { object: 'list', data, has_more: false, url };
}

function limited<T>(items: T[], params: Params): T[] {
  const limit = intParam(params, 'limit') ?? 10;
  return items.slice(0, Math.max(1, Math.min(100, limit)));
}

function previewInvoice({ store, params }: StripeRouteContext): StripeInvoice {
  const subscriptionId = stringParam(params, 'subscription');
  if (!subscriptionId) throw invalidRequest('This fake previews subscription invoices only.', 'subscription');
  const subscription = store.subscription(subscriptionId);
  const customer = store.customer(stringParam(params, 'customer') ?? subscription.customer, 'customer');
  const details = recordParam(params, 'subscription_details');
  const changes = itemChanges(store, subscription, details);
  const behavior = stringParam(details, 'proration_behavior') ?? 'create_prorations';
  const prorationDate = intParam(details, 'proration_date') ?? store.now();
  const prorations = behavior === 'none' ? [] : prorationLines(store, subscription, changes, prorationDate);
  const lines =
    behavior === 'always_invoice'
      ? prorations
      : [...prorations, ...nextPeriodLines(store, subscription, changes)];
  const couponId = subscription.discounts[0];
  const coupon = couponId ? store.coupons.get(couponId) : undefined;
  return draftInvoice(store, customer, subscription.id, lines, coupon, store.nextId('upcoming_in'));
}

function createCoupon({ store, params }: StripeRouteContext): StripeCoupon {
  const percentOff = stringParam(params, 'percent_off');
  const amountOff = intParam(params, 'amount_off');
  if (percentOff === undefined && amountOff === undefined) {
    throw invalidRequest('You must pass either percent_off or amount_off.');
  }
  const duration = stringParam(params, 'duration') ?? 'once';
  const coupon: StripeCoupon = {
    id: stringParam(params, 'id') ?? store.nextId('coupon'),
    object: 'coupon',
    percent_off: percentOff === undefined ? null : Number(percentOff),
    amount_off: amountOff ?? null,
    duration: duration === 'forever' || duration === 'repeating' ? duration : 'once',
    max_redemptions: intParam(params, 'max_redemptions') ?? null,
    times_redeemed: 0,
    valid: true,
    metadata: stringRecordParam(params, 'metadata'),
  };
  store.coupons.set(coupon.id, coupon);
  return coupon;
}

function invoice(store: StripeStore, id: string): StripeInvoice {
  const found = store.invoices.find((candidate) => candidate.id === id);
  if (!found) throw missingResource('invoice', id);
  return found;
}

/** The subset of Stripe's REST API that Loomflow's billing provider uses. */
export const STRIPE_ROUTES: readonly StripeRoute[] = [
  {
    method: 'POST',
    pattern: /^\/v1\/customers$/,
    handle: ({ store, params }) =>
      store.createCustomer({
        email: stringParam(params, 'email') ?? null,
        name: stringParam(params, 'name') ?? null,
        metadata: stringRecordParam(params, 'metadata'),
      }),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/customers\/([^/]+)$/,
    handle: ({ store, params }, [id = '']) =>
      store.customerView(store.customer(id), stringListParam(params, 'expand')),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/customers\/([^/]+)$/,
    handle: ({ store, params }, [id = '']) => {
      const customer = store.customer(id);
      Object.assign(customer.metadata, stringRecordParam(params, 'metadata'));
      customer.email = stringParam(params, 'email') ?? customer.email;
      customer.name = stringParam(params, 'name') ?? customer.name;
      return store.customerView(customer, stringListParam(params, 'expand'));
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/prices\/([^/]+)$/,
    handle: ({ store }, [id = '']) => store.price(id, 'id'),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/prices$/,
    handle: ({ store, params }) => {
      const product = stringParam(params, 'product');
      const active = stringParam(params, 'active');
      const prices = [...store.prices.values()].filter(
        (price) =>
          (product === undefined || price.product === product) &&
          (active === undefined || String(price.active) === active),
      );
      return list(limited(prices, params), '/v1/prices');
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/subscriptions$/,
    handle: ({ store, params }) => createSubscription(store, params),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/subscriptions\/([^/]+)$/,
    handle: ({ store }, [id = '']) => store.subscription(id),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/subscriptions\/([^/]+)$/,
    handle: ({ store, params }, [id = '']) => updateSubscription(store, id, params),
  },
  {
    method: 'DELETE',
    pattern: /^\/v1\/subscriptions\/([^/]+)$/,
    handle: ({ store }, [id = '']) => cancelSubscription(store, id),
  },
  { method: 'POST', pattern: /^\/v1\/invoices\/create_preview$/, handle: previewInvoice },
  {
    method: 'GET',
    pattern: /^\/v1\/invoices$/,
    handle: ({ store, params }) => {
      const subscription = stringParam(params, 'subscription');
      const customer = stringParam(params, 'customer');
      const found = [...store.invoices]
        .reverse()
        .filter(
          (item) =>
            (subscription === undefined || item.parent.subscription_details.subscription === subscription) &&
            (customer === undefined || item.customer === customer),
        );
      return list(limited(found, params), '/v1/invoices');
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/invoices\/([^/]+)\/pay$/,
    handle: ({ store }, [id = '']) => payInvoice(store, invoice(store, id)),
  },
  { method: 'POST', pattern: /^\/v1\/coupons$/, handle: createCoupon },
  {
    method: 'POST',
    pattern: /^\/v1\/billing_portal\/sessions$/,
    handle: ({ store, params, baseUrl }) => {
      const customerId = stringParam(params, 'customer');
      if (!customerId) throw invalidRequest('Missing required param: customer.', 'customer');
      const customer = store.customer(customerId, 'customer');
      const id = store.nextId('bps');
      const returnUrl = stringParam(params, 'return_url') ?? '';
      store.portalSessions.set(id, { customer: customer.id, returnUrl });
      return {
        id,
        object: 'billing_portal.session',
        customer: customer.id,
        return_url: returnUrl,
        url: `${baseUrl}/portal/${id}`,
        created: store.now(),
        livemode: false,
      };
    },
  },
];
