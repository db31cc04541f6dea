import type {
  StripeCoupon,
  StripeCustomer,
  StripeInvoice,
  StripeInvoiceLine,
  StripePrice,
  StripeSubscriptionItem,
} from './fake-stripe.types.ts';
import { cardDeclined, invalidRequest, type StripeApiError } from './stripe-error.ts';
import type { StripeStore } from './stripe-store.ts';

export function invoiceLine(
  store: StripeStore,
  fields: {
    subscriptionId: string;
    item: StripeSubscriptionItem | { id: string };
    price: StripePrice;
    quantity: number;
    amount: number;
    description: string;
    proration: boolean;
    period: { start: number; end: number };
  },
): StripeInvoiceLine {
  return {
    id: store.nextId('il'),
    object: 'line_item',
    amount: fields.amount,
    currency: fields.price.currency,
    description: fields.description,
    quantity: fields.quantity,
    period: fields.period,
    parent: {
      type: 'subscription_item_details',
      subscription_item_details: {
        subscription: fields.subscriptionId,
        subscription_item: fields.item.id,
        proration: fields.proration,
        invoice_item: null,
        proration_details: null,
      },
      invoice_item_details: null,
    },
    pricing: {
      type: 'price_details',
      price_details: { price: fields.price.id, product: fields.price.product },
    },
  };
}

/** Discounts apply to charges only: a 100 % coupon zeroes what is owed, never a credit. */
function discounted(lines: readonly StripeInvoiceLine[], coupon: StripeCoupon | undefined): number {
  return lines.reduce((total, line) => {
    if (!coupon || line.amount <= 0) return total + line.amount;
    const off = coupon.percent_off
      ? Math.round((line.amount * coupon.percent_off) / 100)
      : Math.min(line.amount, coupon.amount_off ?? 0);
    return total + line.amount - off;
  }, 0);
}

/**
 * An invoice over `lines` with the customer's balance applied as Stripe does: a credit (negative balance)
 * reduces what is due, a negative total becomes credit. Nothing is stored or charged yet.
 */
export function draftInvoice(
  store: StripeStore,
  customer: StripeCustomer,
  subscriptionId: string,
  lines: StripeInvoiceLine[],
  coupon: StripeCoupon | undefined,
  id?: string,
): StripeInvoice {
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const total = discounted(lines, coupon);
  const due = total + customer.balance;
  const endingBalance = total < 0 ? customer.balance + total : Math.min(0, due);
  const amountDue = total < 0 ? 0 : Math.max(0, due);
  return {
    id: id ?? store.nextId('in'),
    object: 'invoice',
    customer: customer.id,
    status: 'draft',
    currency: lines[0]?.currency ?? store.options.currency,
    created: store.now(),
    subtotal,
    total,
    amount_due: amountDue,
    amount_paid: 0,
    amount_remaining: amountDue,
    starting_balance: customer.balance,
    ending_balance: endingBalance,
    parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
    lines: { object: 'list', data: lines, has_more: false, url: '/v1/invoices/lines' },
  };
}

/** Tries to collect `amount_due` from the customer's default card; the error when it cannot. */
export function chargeFailure(
  store: StripeStore,
  customer: StripeCustomer,
  invoice: StripeInvoice,
): StripeApiError | null {
  if (invoice.amount_due <= 0) return null;
  if (!customer.invoice_settings.default_payment_method) {
    return invalidRequest('This customer has no attached payment source or default payment method.');
  }
  const failure = store.paymentFailure;
  if (failure) {
    store.paymentFailure = null;
    return cardDeclined(failure.message, failure.declineCode);
  }
  return null;
}

/** Finalizes a drafted invoice: the balance moves, and it is paid when the card (or credit) covers it. */
export function finalizeInvoice(
  store: StripeStore,
  customer: StripeCustomer,
  invoice: StripeInvoice,
  paid: boolean,
): StripeInvoice {
  customer.balance = invoice.ending_balance;
  invoice.status = paid || invoice.amount_due === 0 ? 'paid' : 'open';
  if (invoice.status === 'paid') {
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
  }
  store.invoices.push(invoice);
  return invoice;
}

/** `POST /v1/invoices/:id/pay`. */
export function payInvoice(store: StripeStore, invoice: StripeInvoice): StripeInvoice {
  if (invoice.status === 'paid') throw invalidRequest('Invoice is already paid');
  const customer = store.customer(invoice.customer, 'customer');
  const failure = chargeFailure(store, customer, invoice);
  if (failure) throw failure;
  invoice.status = 'paid';
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  return invoice;
}
