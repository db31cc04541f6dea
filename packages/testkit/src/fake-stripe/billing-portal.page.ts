import type { ServerResponse } from 'node:http';
import type { StripeStore } from './stripe-store.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(html);
}

/**
 * The fake's billing portal: `GET /portal/:session` shows the customer's card and a button that adds the test
 * card (`POST /portal/:session/card`), then returns to the app, like a person adding a card in Stripe's portal.
 */
export function handlePortal(
  store: StripeStore,
  method: string,
  path: string,
  response: ServerResponse,
): boolean {
  const match = /^\/portal\/([^/]+)(\/card)?$/.exec(path);
  if (!match) return false;
  const session = store.portalSessions.get(match[1] ?? '');
  if (!session) {
    sendHtml(response, 404, '<h1>This billing portal session has expired.</h1>');
    return true;
  }
  const customer = store.customer(session.customer);
  if (match[2] && method === 'POST') {
    store.setPaymentMethod(customer.id, {});
    response.writeHead(303, { location: session.returnUrl || `/portal/${match[1] ?? ''}` });
    response.end();
    return true;
  }
  const methodId = customer.invoice_settings.default_payment_method;
  const card = methodId ? store.paymentMethods.get(methodId)?.card : undefined;
  const cardText = card ? `${card.brand} •••• ${card.last4}` : 'No payment method on file';
  sendHtml(
    response,
    200,
    `<!doctype html><html><head><title>Billing portal</title></head><body>
<h1>Billing portal</h1>
<p data-testid="portal-customer">${escapeHtml(customer.email ?? customer.id)}</p>
<p data-testid="portal-card">${escapeHtml(cardText)}</p>
<form method="post" action="/portal/${escapeHtml(match[1] ?? '')}/card"><button type="submit">Add test card</button></form>
<p><a href="${escapeHtml(session.returnUrl)}">Return to the app</a></p>
</body></html>`,
  );
  return true;
}
