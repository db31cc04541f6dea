import { planChangeBlock } from '@loomflow/core';
import type { AuthUser, CustomerDefaultSource, PricingPlan, ProrationResult } from '@loomflow/core';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { billingApi } from '../../api/billing.api.ts';

export const BILLING_QUERY_KEY = ['billing'] as const;

export function usePricingPlans(enabled: boolean): UseQueryResult<PricingPlan[]> {
  return useQuery({ queryKey: [...BILLING_QUERY_KEY, 'pricing'], queryFn: billingApi.pricingPlans, enabled });
}

export interface PlanChangeGate {
  readonly isLoading: boolean;
  readonly error: Error | null;
  /** The spec §5 message that forbids changing plan now, or null. */
  readonly block: string | null;
}

/** Whether the organization may change plan: no additional seats, one user, one workspace (spec §5). */
export function usePlanChangeGate(user: AuthUser, enabled: boolean): PlanChangeGate {
  const subscriptionId = user.activeOrganizationSubscriptionId;
  const seats = useQuery({
    queryKey: [...BILLING_QUERY_KEY, 'seats', subscriptionId],
    queryFn: () => billingApi.additionalSeats(subscriptionId),
    enabled: enabled && subscriptionId !== '',
    gcTime: 0,
  });
  const usage = useQuery({
    queryKey: [...BILLING_QUERY_KEY, 'usage', user.activeOrganizationId],
    queryFn: billingApi.currentUsage,
    enabled,
    gcTime: 0,
  });
  if (enabled && subscriptionId === '') {
    return {
      isLoading: false,
      error: new Error('Your organization has no subscription yet: contact support.'),
      block: null,
    };
  }
  return {
    isLoading: seats.isPending || usage.isPending,
    error: seats.error ?? usage.error,
    block: seats.data && usage.data ? planChangeBlock(seats.data, usage.data.workspaces.usage) : null,
  };
}

export interface PlanChangeQuote {
  readonly source: UseQueryResult<CustomerDefaultSource>;
  readonly proration: UseQueryResult<ProrationResult>;
  readonly hasPaymentMethod: boolean;
}

/**
 * The payment method, then (only once one exists) the proration of moving to `plan` (spec §4). The payment
 * method is checked again when the window regains focus, e.g. after adding a card in the billing portal.
 */
export function usePlanChangeQuote(user: AuthUser, plan: PricingPlan, enabled: boolean): PlanChangeQuote {
  const customerId = user.activeOrganizationCustomerId;
  const subscriptionId = user.activeOrganizationSubscriptionId;
  const source = useQuery({
    queryKey: [...BILLING_QUERY_KEY, 'default-source', customerId],
    queryFn: () => billingApi.customerDefaultSource(customerId),
    enabled: enabled && customerId !== '',
    gcTime: 0,
    staleTime: 0,
    refetchOnWindowFocus: 'always',
  });
  const hasPaymentMethod = Boolean(source.data?.invoice_settings.default_payment_method);
  const proration = useQuery({
    queryKey: [...BILLING_QUERY_KEY, 'plan-proration', subscriptionId, plan.prodId],
    queryFn: () => billingApi.planProration(subscriptionId, plan.prodId),
    enabled: enabled && hasPaymentMethod,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  return { source, proration, hasPaymentMethod };
}
