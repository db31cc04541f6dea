import {
  ACCESS_TOKEN_COOKIE,
  BILLING_MESSAGES,
  customerQuerySchema,
  planProrationQuerySchema,
  seatsProrationQuerySchema,
  subscriptionQuerySchema,
  updateAdditionalSeatsRequestSchema,
  updateSubscriptionPlanRequestSchema,
  type AdditionalSeats,
  type BillingPortalResponse,
  type CurrentUsage,
  type CustomerDefaultSource,
  type MessageResponse,
  type PlanUpdateResponse,
  type PricingPlan,
  type ProrationResult,
  type SeatsProration,
  type SeatsUpdateResponse,
} from '@loomflow/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { callerOf } from '../authenticate.ts';
import { publicRoute, signedIn } from '../route-access.ts';
import { parse } from '../../errors/validate.ts';

/**
 * Cloud plans and billing (spec §7). Signed-in users only; the service lets organization admins act on their
 * own organization's subscription and customer, and answers 404 for any other id.
 */
export function billingRoutes(app: FastifyInstance, { services }: AppContext): void {
  const billing = services.billing;

  app.get('/pricing', { config: publicRoute() }, (): Promise<PricingPlan[]> => billing.pricing());

  app.get(
    '/organization/additional-seats-quantity',
    { config: signedIn() },
    (request): Promise<AdditionalSeats> =>
      billing.additionalSeats(
        callerOf(request),
        parse(subscriptionQuerySchema, request.query).subscriptionId,
      ),
  );

  app.get(
    '/organization/customer-default-source',
    { config: signedIn() },
    (request): Promise<CustomerDefaultSource> =>
      billing.customerDefaultSource(callerOf(request), parse(customerQuerySchema, request.query).customerId),
  );

  app.get(
    '/organization/additional-seats-proration',
    { config: signedIn() },
    (request): Promise<SeatsProration> => {
      const { subscriptionId, quantity } = parse(seatsProrationQuerySchema, request.query);
      return billing.seatsProration(callerOf(request), subscriptionId, quantity);
    },
  );

  app.post(
    '/organization/update-additional-seats',
    { config: signedIn() },
    async (request): Promise<SeatsUpdateResponse> => {
      const body = parse(updateAdditionalSeatsRequestSchema, request.body);
      await billing.updateSeats(callerOf(request), body);
      return { status: 'success', quantity: body.quantity };
    },
  );

  app.get('/organization/plan-proration', { config: signedIn() }, (request): Promise<ProrationResult> => {
    const { subscriptionId, newPlanId } = parse(planProrationQuerySchema, request.query);
    return billing.planProration(callerOf(request), subscriptionId, newPlanId);
  });

  app.post(
    '/organization/update-subscription-plan',
    { config: signedIn() },
    async (request): Promise<PlanUpdateResponse> => {
      const body = parse(updateSubscriptionPlanRequestSchema, request.body);
      const token = request.cookies[ACCESS_TOKEN_COOKIE] ?? '';
      const user = await billing.changePlan(callerOf(request), body, token);
      return { status: 'success', message: BILLING_MESSAGES.updated, user };
    },
  );

  app.get('/organization/get-current-usage', { config: signedIn() }, (request): Promise<CurrentUsage> =>
    billing.currentUsage(callerOf(request)),
  );

  app.get('/account/billing', { config: signedIn() }, async (request): Promise<BillingPortalResponse> => ({
    url: await billing.portalUrl(callerOf(request)),
  }));

  app.post(
    '/account/cancel-subscription',
    { config: signedIn() },
    async (request): Promise<MessageResponse> => {
      await billing.cancelSubscription(callerOf(request));
      return { message: 'Subscription canceled: it ends now and nothing more is charged.' };
    },
  );
}
