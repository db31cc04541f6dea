import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readBody, sendJson } from '../fake-openai/http-io.util.ts';
import { handlePortal } from './billing-portal.page.ts';
import type { FakeStripe, FakeStripeOptions, RecordedStripeRequest } from './fake-stripe.types.ts';
import { STRIPE_ROUTES } from './fake-stripe.routes.ts';
import { parseStripeForm } from './form-body.parser.ts';
import { StripeApiError } from './stripe-error.ts';
import { CATALOG, resolveStripeOptions, StripeStore } from './stripe-store.ts';

const MAX_BODY_BYTES = 1024 * 1024;

function sendStripeError(response: ServerResponse, error: StripeApiError): void {
  sendJson(response, error.status, { error: error.body }, { 'request-id': 'req_fake' });
}

function authorized(request: IncomingMessage, secretKey: string): boolean {
  const header = request.headers.authorization ?? '';
  const bearer = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (bearer !== undefined) return bearer === secretKey;
  const basic = /^Basic\s+(\S+)$/i.exec(header)?.[1];
  return basic !== undefined && Buffer.from(basic, 'base64').toString('utf8').split(':')[0] === secretKey;
}

async function handle(
  store: StripeStore,
  requests: RecordedStripeRequest[],
  baseUrl: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const method = request.method ?? 'GET';
  const url = new URL(request.url ?? '/', baseUrl);
  const body = await readBody(request, MAX_BODY_BYTES);
  if (handlePortal(store, method, url.pathname, response)) return;
  const params = parseStripeForm(method === 'POST' ? body : url.search.slice(1));
  requests.push({ method, path: url.pathname, headers: request.headers, params });

  if (!authorized(request, store.options.secretKey)) {
    sendStripeError(
      response,
      new StripeApiError(401, {
        type: 'invalid_request_error',
        message: 'Invalid API Key provided: the fake Stripe expects its own secret key.',
      }),
    );
    return;
  }
  const scripted = store.takeScriptedFailure(url.pathname);
  if (scripted) {
    sendStripeError(response, new StripeApiError(scripted.status, scripted.error));
    return;
  }
  for (const route of STRIPE_ROUTES) {
    const match = route.pattern.exec(url.pathname);
    if (!match || route.method !== method) continue;
    const ids = match.slice(1).map((segment) => decodeURIComponent(segment));
    sendJson(response, 200, route.handle({ store, params, baseUrl }, ids), { 'request-id': 'req_fake' });
    return;
  }
  sendStripeError(
    response,
    new StripeApiError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${url.pathname}). The fake Stripe serves only what Loomflow uses.`,
    }),
  );
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      if (address === null || typeof address === 'string') reject(new Error('Fake Stripe has no TCP port.'));
      else resolve(address.port);
    });
  });
}

/**
 * Starts a local, stateful Stripe: the REST subset Loomflow's billing uses (customers, prices, subscriptions,
 * invoice previews and payments, coupons, billing-portal sessions), form-encoded requests, Stripe-shaped JSON
 * and errors, and a scripting surface for tests (cards, balances, prorations, failures, the clock).
 */
export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const store = new StripeStore(resolveStripeOptions(options));
  const requests: RecordedStripeRequest[] = [];
  const host = store.options.host;
  let baseUrl = '';
  const server = createServer((request, response) => {
    handle(store, requests, baseUrl, request, response).catch((error: unknown) => {
      if (error instanceof StripeApiError) {
        sendStripeError(response, error);
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      sendStripeError(response, new StripeApiError(500, { type: 'api_error', message }));
    });
  });
  const port = await listen(server, store.options.port, host);
  baseUrl = `http://${host}:${port}`;
  let closing: Promise<void> | undefined;

  return {
    url: baseUrl,
    host,
    port,
    secretKey: store.options.secretKey,
    catalog: CATALOG,
    requests,
    env: () => ({
      STRIPE_SECRET_KEY: store.options.secretKey,
      STRIPE_API_HOST: host,
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
      STRIPE_STARTER_PRICE_ID: CATALOG.starter.priceId,
      STRIPE_PRO_PRICE_ID: CATALOG.pro.priceId,
      STRIPE_SEAT_PRICE_ID: CATALOG.seat.priceId,
    }),
    customers: () => [...store.customers.values()],
    customer: (id) => store.customers.get(id),
    subscriptions: () => [...store.subscriptions.values()],
    subscription: (id) => store.subscriptions.get(id),
    invoices: () => [...store.invoices],
    setPaymentMethod: (customerId, card = {}) => {
      store.setPaymentMethod(customerId, card);
    },
    setBalance: (customerId, cents) => {
      store.customer(customerId).balance = cents;
    },
    setProrationAmount: (cents) => {
      store.prorationOverride = cents;
    },
    setSeatQuantity: (subscriptionId, quantity) => {
      const subscription = store.subscription(subscriptionId);
      const seatItem = subscription.items.data.find((item) => item.price.id === CATALOG.seat.priceId);
      if (seatItem && quantity > 0) seatItem.quantity = quantity;
      else if (seatItem)
        subscription.items.data = subscription.items.data.filter((item) => item !== seatItem);
      else if (quantity > 0) {
        const first = subscription.items.data[0];
        subscription.items.data.push({
          id: store.nextId('si'),
          object: 'subscription_item',
          price: store.price(CATALOG.seat.priceId),
          quantity,
          subscription: subscription.id,
          created: store.now(),
          current_period_start: first?.current_period_start ?? store.now(),
          current_period_end: first?.current_period_end ?? store.now(),
          metadata: {},
        });
      }
    },
    failNextPayment: (message = 'Your card was declined.', declineCode = 'generic_decline') => {
      store.paymentFailure = { message, declineCode };
    },
    failNext: (pattern, status, error) => {
      store.scriptedFailures.push({ pattern, status, error });
    },
    setNow: (seconds) => {
      store.setNow(seconds);
    },
    reset: () => {
      requests.length = 0;
      store.reset();
    },
    close: () => {
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
