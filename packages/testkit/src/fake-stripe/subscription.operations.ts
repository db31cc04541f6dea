import type {
  StripeCoupon,
  StripeInvoice,
  StripeInvoiceLine,
  StripePrice,
  StripeSubscription,
  StripeSubscriptionItem,
} from './fake-stripe.types.ts';
import { intParam, listParam, stringParam, stringRecordParam } from './form-body.parser.ts';
import { chargeFailure, draftInvoice, finalizeInvoice, invoiceLine } from './invoice.operations.ts';
import { invalidRequest, missingResource } from './stripe-error.ts';
import type { StripeStore } from './stripe-store.ts';

type Params = Record<string, unknown>;

/** One month later, same day and time (UTC), as a monthly billing period ends. */
export function addMonth(seconds: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

/** What an update does to one item: its price and quantity before (absent: new item) and after (absent: removed). */
export interface ItemChange {
  readonly item: StripeSubscriptionItem | { id: string };
  readonly before?: { price: StripePrice; quantity: number };
  readonly after?: { price: StripePrice; quantity: number };
}

function newItem(store: StripeStore, subscription: StripeSubscription, price: StripePrice, quantity: number) {
  const first = subscription.items.data[0];
  const item: StripeSubscriptionItem = {
    id: store.nextId('si'),
    object: 'subscription_item',
    price,
    quantity,
    subscription: subscription.id,
    created: store.now(),
    current_period_start: first?.current_period_start ?? store.now(),
    current_period_end: first?.current_period_end ?? addMonth(store.now()),
    metadata: {},
  };
  return item;
}

/** Reads `items[n]` of a create/update/preview into changes against the subscription's current items. */
export function itemChanges(
  store: StripeStore,
  subscription: StripeSubscription | undefined,
  params: Params,
): ItemChange[] {
  return listParam(params, 'items').map((raw, index) => {
    const itemId = stringParam(raw, 'id');
    const priceId = stringParam(raw, 'price');
    const quantity = intParam(raw, 'quantity');
    if (itemId) {
      const item = subscription?.items.data.find((candidate) => candidate.id === itemId);
      if (!item) throw missingResource('subscription_item', itemId, `items[${index}][id]`);
      const before = { price: item.price, quantity: item.quantity };
      if (stringParam(raw, 'deleted') === 'true') return { item, before };
      const price = priceId ? store.price(priceId, `items[${index}][price]`) : item.price;
      return { item, before, after: { price, quantity: quantity ?? item.quantity } };
    }
    if (!priceId) throw invalidRequest('Each new item needs a price.', `items[${index}][price]`);
    return { item: { id: `new_${index}` }, after: { price: store.price(priceId), quantity: quantity ?? 1 } };
  });
}

/**
 * Proration lines for `changes` at `prorationDate`: unused time on the old price is credited, the remaining
 * time on the new price charged. A trial prorates to zero; a scripted amount replaces the computation.
 */
export function prorationLines(
  store: StripeStore,
  subscription: StripeSubscription,
  changes: readonly ItemChange[],
  prorationDate: number,
): StripeInvoiceLine[] {
  const first = subscription.items.data[0];
  const start = first?.current_period_start ?? prorationDate;
  const end = first?.current_period_end ?? addMonth(prorationDate);
  const fraction = end > start ? Math.min(1, Math.max(0, (end - prorationDate) / (end - start))) : 0;
  const trial = subscription.status === 'trialing';
  const period = { start: prorationDate, end };
  const lines: StripeInvoiceLine[] = [];
  const base = { subscriptionId: subscription.id, proration: true, period };
  for (const change of changes) {
    const { before, after } = change;
    if (before && after && before.price.id === after.price.id && before.quantity === after.quantity) continue;
    if (before) {
      const amount = trial ? 0 : -Math.round(before.price.unit_amount * before.quantity * fraction);
      const product = store.products.get(before.price.product)?.name ?? before.price.product;
      lines.push(
        invoiceLine(store, {
          ...base,
          item: change.item,
          price: before.price,
          quantity: before.quantity,
          amount,
          description: `Unused time on ${before.quantity} × ${product}`,
        }),
      );
    }
    if (after) {
      const amount = trial ? 0 : Math.round(after.price.unit_amount * after.quantity * fraction);
      const product = store.products.get(after.price.product)?.name ?? after.price.product;
      lines.push(
        invoiceLine(store, {
          ...base,
          item: change.item,
          price: after.price,
          quantity: after.quantity,
          amount,
          description: `Remaining time on ${after.quantity} × ${product}`,
        }),
      );
    }
  }
  const scripted = store.prorationOverride;
  if (scripted === null || !first) return lines;
  const sample = lines[0];
  return [
    invoiceLine(store, {
      ...base,
      item: first,
      price: first.price,
      quantity: first.quantity,
      amount: scripted,
      description: sample ? 'Proration (scripted)' : 'Proration (scripted, no change)',
    }),
  ];
}

/** Lines of the next regular invoice once `changes` are applied. */
export function nextPeriodLines(
  store: StripeStore,
  subscription: StripeSubscription,
  changes: readonly ItemChange[],
): StripeInvoiceLine[] {
  const changed = new Map(changes.map((change) => [change.item.id, change]));
  const kept = subscription.items.data
    .filter((item) => !changed.has(item.id))
    .map((item) => ({ item, price: item.price, quantity: item.quantity }));
  const updated = changes.flatMap((change) => (change.after ? [{ item: change.item, ...change.after }] : []));
  const end = subscription.items.data[0]?.current_period_end ?? addMonth(store.now());
  return [...kept, ...updated].map((entry) =>
    invoiceLine(store, {
      subscriptionId: subscription.id,
      item: entry.item,
      price: entry.price,
      quantity: entry.quantity,
      amount: entry.price.unit_amount * entry.quantity,
      description: `${entry.quantity} × ${store.products.get(entry.price.product)?.name ?? entry.price.product}`,
      proration: false,
      period: { start: end, end: addMonth(end) },
    }),
  );
}

function couponOf(store: StripeStore, subscription: StripeSubscription): StripeCoupon | undefined {
  const id = subscription.discounts[0];
  return id ? store.coupons.get(id) : undefined;
}

function applyChanges(store: StripeStore, subscription: StripeSubscription, changes: readonly ItemChange[]) {
  for (const change of changes) {
    const existing = subscription.items.data.find((item) => item.id === change.item.id);
    if (existing && change.after) {
      existing.price = change.after.price;
      existing.quantity = change.after.quantity;
    } else if (existing) {
      subscription.items.data = subscription.items.data.filter((item) => item !== existing);
    } else if (change.after) {
      subscription.items.data.push(newItem(store, subscription, change.after.price, change.after.quantity));
    }
  }
}

/** Invoices `lines` now and tries to collect; `error_if_incomplete` turns a failed payment into the error. */
function invoiceNow(
  store: StripeStore,
  subscription: StripeSubscription,
  lines: StripeInvoiceLine[],
  paymentBehavior: string | undefined,
): StripeInvoice {
  const customer = store.customer(subscription.customer, 'customer');
  const invoice = draftInvoice(store, customer, subscription.id, lines, couponOf(store, subscription));
  const failure = chargeFailure(store, customer, invoice);
  if (failure && paymentBehavior === 'error_if_incomplete') throw failure;
  return finalizeInvoice(store, customer, invoice, failure === null);
}

export function createSubscription(store: StripeStore, params: Params): StripeSubscription {
  const customerId = stringParam(params, 'customer');
  if (!customerId) throw invalidRequest('Missing required param: customer.', 'customer');
  const customer = store.customer(customerId, 'customer');
  const now = store.now();
  const trialDays = intParam(params, 'trial_period_days') ?? 0;
  const periodEnd = trialDays > 0 ? now + trialDays * 86_400 : addMonth(now);
  const subscription: StripeSubscription = {
    id: store.nextId('sub'),
    object: 'subscription',
    customer: customer.id,
    status: trialDays > 0 ? 'trialing' : 'active',
    created: now,
    start_date: now,
    currency: store.options.currency,
    trial_end: trialDays > 0 ? periodEnd : null,
    canceled_at: null,
    ended_at: null,
    cancel_at_period_end: false,
    latest_invoice: null,
    discounts: [],
    metadata: stringRecordParam(params, 'metadata'),
    items: { object: 'list', data: [], has_more: false, url: '/v1/subscription_items' },
  };
  const changes = itemChanges(store, undefined, params);
  if (changes.length === 0) throw invalidRequest('Missing required param: items.', 'items');
  for (const change of changes) {
    if (!change.after) continue;
    const item = newItem(store, subscription, change.after.price, change.after.quantity);
    item.current_period_start = now;
    item.current_period_end = periodEnd;
    subscription.items.data.push(item);
  }
  const lines = nextPeriodLines(store, subscription, []).map((line) => ({
    ...line,
    amount: trialDays > 0 ? 0 : line.amount,
    period: { start: now, end: periodEnd },
  }));
  const invoice = invoiceNow(store, subscription, lines, stringParam(params, 'payment_behavior'));
  if (invoice.status !== 'paid') subscription.status = 'incomplete';
  subscription.latest_invoice = invoice.id;
  store.subscriptions.set(subscription.id, subscription);
  return subscription;
}

export function updateSubscription(store: StripeStore, id: string, params: Params): StripeSubscription {
  const subscription = store.subscription(id);
  if (subscription.status === 'canceled') {
    throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.');
  }
  const changes = itemChanges(store, subscription, params);
  for (const discount of listParam(params, 'discounts')) {
    const couponId = stringParam(discount, 'coupon');
    if (!couponId) continue;
    const coupon = store.coupons.get(couponId);
    if (!coupon) throw missingResource('coupon', couponId, 'discounts[0][coupon]');
    coupon.times_redeemed += 1;
    subscription.discounts = [coupon.id];
  }
  const behavior = stringParam(params, 'proration_behavior') ?? 'create_prorations';
  const prorationDate = intParam(params, 'proration_date') ?? store.now();
  if (behavior === 'always_invoice') {
    const lines = prorationLines(store, subscription, changes, prorationDate);
    const invoice = invoiceNow(store, subscription, lines, stringParam(params, 'payment_behavior'));
    subscription.latest_invoice = invoice.id;
    // A one-time coupon is used up by the invoice it discounted.
    if (couponOf(store, subscription)?.duration === 'once') subscription.discounts = [];
  }
  applyChanges(store, subscription, changes);
  Object.assign(subscription.metadata, stringRecordParam(params, 'metadata'));
  return subscription;
}

export function cancelSubscription(store: StripeStore, id: string): StripeSubscription {
  const subscription = store.subscription(id);
  const now = store.now();
  subscription.status = 'canceled';
  subscription.canceled_at = now;
  subscription.ended_at = now;
  return subscription;
}
