import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStripeForm } from './form-body.parser.ts';
import { startFakeStripe } from './fake-stripe.server.ts';
import type { FakeStripe } from './fake-stripe.types.ts';

describe('parseStripeForm', () => {
  it('turns bracket keys into nested objects and indexed keys into arrays', () => {
    const parsed = parseStripeForm(
      'customer=cus_1&items[0][id]=si_1&items[0][price]=price_2&items[1][quantity]=3&expand[0]=a.b&metadata[k]=v',
    );
    expect(parsed).toEqual({
      customer: 'cus_1',
      items: [{ id: 'si_1', price: 'price_2' }, { quantity: '3' }],
      expand: ['a.b'],
      metadata: { k: 'v' },
    });
    expect(parseStripeForm('expand[]=x&expand[]=y')).toEqual({ expand: ['x', 'y'] });
  });
});

describe('fake Stripe over HTTP', () => {
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
  });
  afterAll(() => stripe.close());

  const call = (method: string, path: string, body?: string, key = stripe.secretKey) =>
    fetch(`${stripe.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });

  it('answers Stripe-shaped errors for a wrong key, an unknown object and an unknown URL', async () => {
    const wrongKey = await call('GET', '/v1/customers/cus_x', undefined, 'sk_wrong');
    expect(wrongKey.status).toBe(401);
    const missing = await call('GET', '/v1/customers/cus_missing');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'id',
        message: "No such customer: 'cus_missing'",
      },
    });
    expect((await call('GET', '/v1/charges')).status).toBe(404);
  });

  it('creates a subscription, previews a prorated upgrade and lets the portal add a card', async () => {
    const customer = (await (await call('POST', '/v1/customers', 'email=a%40example.com')).json()) as {
      id: string;
    };
    const created = await call(
      'POST',
      '/v1/subscriptions',
      `customer=${customer.id}&items[0][price]=${stripe.catalog.starter.priceId}`,
    );
    const subscription = (await created.json()) as {
      id: string;
      status: string;
      items: { data: { id: string }[] };
    };
    // No card: the first invoice stays open and the subscription incomplete, as Stripe does.
    expect(subscription.status).toBe('incomplete');

    stripe.setProrationAmount(1234);
    const item = subscription.items.data[0]?.id ?? '';
    const preview = await call(
      'POST',
      '/v1/invoices/create_preview',
      `subscription=${subscription.id}&subscription_details[items][0][id]=${item}&subscription_details[items][0][price]=${stripe.catalog.pro.priceId}&subscription_details[proration_behavior]=always_invoice`,
    );
    expect(((await preview.json()) as { total: number }).total).toBe(1234);
    stripe.setProrationAmount(null);

    const session = (await (
      await call(
        'POST',
        '/v1/billing_portal/sessions',
        `customer=${customer.id}&return_url=http://app.test/back`,
      )
    ).json()) as { url: string };
    expect(await (await fetch(session.url)).text()).toContain('No payment method on file');
    const added = await fetch(`${session.url}/card`, { method: 'POST', redirect: 'manual' });
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe('http://app.test/back');
    expect(stripe.customer(customer.id)?.invoice_settings.default_payment_method).toMatch(/^pm_/);
    expect(stripe.requests.some((request) => request.path === '/v1/invoices/create_preview')).toBe(true);
  });
});
