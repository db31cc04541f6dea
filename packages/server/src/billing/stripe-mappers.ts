import type { CustomerDefaultSource } from '@loomflow/core';
import type Stripe from 'stripe';

export function productOf(item: Stripe.SubscriptionItem): string {
  return typeof item.price.product === 'string' ? item.price.product : item.price.product.id;
}

export function idOf(value: string | { id: string }): string {
  return typeof value === 'string' ? value : value.id;
}

/** Customer default source (spec §3) from a customer retrieved with its default payment method expanded. */
export function toDefaultSource(customer: Stripe.Customer): CustomerDefaultSource {
  const method = customer.invoice_settings.default_payment_method;
  if (method === null) return { id: customer.id, invoice_settings: { default_payment_method: null } };
  const card = typeof method === 'string' ? undefined : method.card;
  return {
    id: customer.id,
    invoice_settings: {
      default_payment_method: {
        id: idOf(method),
        card: card
          ? { brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year }
          : null,
      },
    },
  };
}
