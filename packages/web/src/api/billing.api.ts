import {
  additionalSeatsSchema,
  billingPortalResponseSchema,
  currentUsageSchema,
  customerDefaultSourceSchema,
  planUpdateResponseSchema,
  pricingPlansSchema,
  prorationResultSchema,
} from '@loomflow/core';
import type {
  AdditionalSeats,
  CurrentUsage,
  CustomerDefaultSource,
  PlanUpdateResponse,
  PricingPlan,
  ProrationResult,
} from '@loomflow/core';
import { apiRequest } from './api-client.ts';

const query = (values: Record<string, string>): string => new URLSearchParams(values).toString();

/** Cloud plans and billing (spec §7). */
export const billingApi = {
  pricingPlans: (): Promise<PricingPlan[]> => apiRequest('/pricing', { schema: pricingPlansSchema }),

  additionalSeats: (subscriptionId: string): Promise<AdditionalSeats> =>
    apiRequest(`/organization/additional-seats-quantity?${query({ subscriptionId })}`, {
      schema: additionalSeatsSchema,
    }),

  customerDefaultSource: (customerId: string): Promise<CustomerDefaultSource> =>
    apiRequest(`/organization/customer-default-source?${query({ customerId })}`, {
      schema: customerDefaultSourceSchema,
    }),

  planProration: (subscriptionId: string, newPlanId: string): Promise<ProrationResult> =>
    apiRequest(`/organization/plan-proration?${query({ subscriptionId, newPlanId })}`, {
      schema: prorationResultSchema,
    }),

  updateSubscriptionPlan: (
    subscriptionId: string,
    newPlanId: string,
    prorationDate: number,
  ): Promise<PlanUpdateResponse> =>
    apiRequest('/organization/update-subscription-plan', {
      method: 'POST',
      body: { subscriptionId, newPlanId, prorationDate },
      schema: planUpdateResponseSchema,
    }),

  currentUsage: (): Promise<CurrentUsage> =>
    apiRequest('/organization/get-current-usage', { schema: currentUsageSchema }),

  /** The billing portal's address, to open in a new tab. */
  billingPortal: (): Promise<{ url: string }> =>
    apiRequest('/account/billing', { schema: billingPortalResponseSchema }),
};
