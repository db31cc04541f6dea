import type { PlanFeature, PlanTitle, PricingPlan } from '@loomflow/core';
import type { ProviderPlanPrice } from './billing-provider.ts';

/** Seats and workspaces each plan includes (null: unlimited). Additional seats are bought on top. */
export const PLAN_LIMITS: Readonly<Record<PlanTitle, { users: number; workspaces: number | null }>> = {
  Starter: { users: 1, workspaces: 1 },
  Pro: { users: 1, workspaces: null },
  Enterprise: { users: 1, workspaces: null },
};

const DESCRIPTIONS: Readonly<
  Record<PlanTitle, { subtitle: string; features: PlanFeature[]; mostPopular: boolean }>
> = {
  Starter: {
    subtitle: 'For individuals building their first assistants',
    mostPopular: false,
    features: [
      { text: 'Unlimited chatflows and agentflows' },
      { text: '10,000 predictions per month' },
      { text: '1 GB storage' },
      { text: 'One workspace', subtext: 'The Default Workspace' },
      { text: 'Community support' },
    ],
  },
  Pro: {
    subtitle: 'For teams putting flows into production',
    mostPopular: true,
    features: [
      { text: 'Everything in Starter' },
      { text: '50,000 predictions per month' },
      { text: '10 GB storage' },
      { text: 'Unlimited workspaces' },
      { text: 'Additional seats', subtext: 'Billed per user per month' },
      { text: 'Roles and login activity' },
      { text: 'Priority support' },
    ],
  },
  Enterprise: {
    subtitle: 'For organizations with security and scale needs',
    mostPopular: false,
    features: [
      { text: 'Everything in Pro' },
      { text: 'Unlimited predictions and storage' },
      { text: 'SSO and audit logs' },
      { text: 'On-premise deployment', subtext: 'Or a dedicated cloud' },
      { text: 'Dedicated support and SLA' },
    ],
  },
};

function priceText(amount: number, currency: string): string {
  const whole = Number.isInteger(amount);
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currency.toUpperCase(),
      minimumFractionDigits: whole ? 0 : 2,
    }).format(amount);
  } catch {
    return `${currency.toUpperCase()} ${amount.toFixed(2)}`;
  }
}

/** The pricing plans of spec §3: the sellable ones priced by the provider, Enterprise by contact. */
export function pricingPlans(prices: readonly ProviderPlanPrice[], contactEmail: string): PricingPlan[] {
  const sellable = prices.map((price): PricingPlan => {
    const description = DESCRIPTIONS[price.plan];
    return {
      title: price.plan,
      subtitle: description.subtitle,
      price: priceText(price.amount, price.currency),
      period: `/${price.interval}`,
      features: description.features,
      prodId: price.productId,
      mostPopular: description.mostPopular,
    };
  });
  const enterprise = DESCRIPTIONS.Enterprise;
  return [
    ...sellable,
    {
      title: 'Enterprise',
      subtitle: enterprise.subtitle,
      price: 'Contact Us',
      period: '',
      features: enterprise.features,
      prodId: '',
      mostPopular: false,
      contactEmail,
    },
  ];
}

/** The plan of a product id, from the provider's prices. */
export function planOfProduct(prices: readonly ProviderPlanPrice[], productId: string): PlanTitle | null {
  return prices.find((price) => price.productId === productId)?.plan ?? null;
}
