import type { AdditionalSeats, ProrationResult } from '../schemas/billing.ts';

/** The messages of spec §5 and §8 about plan changes, exactly as shown. */
export const BILLING_MESSAGES = {
  removeSeatsAndUsers: 'You must remove additional seats and users before changing your plan.',
  removeWorkspaces: 'You must remove all workspaces except the default workspace before changing your plan.',
  updated: 'Subscription updated successfully!',
  updateFailed: 'Subscription failed to update',
  verifyFailed: 'Failed to verify subscription',
  noPaymentMethod: 'No payment method found',
  creditToNextInvoice: 'Your available credit will automatically apply to your next invoice.',
  firstMonthFree: "You're eligible for your first month free!",
} as const;

/** Rounds an amount of money to cents (2 decimals), away from float noise: 0.1 + 0.2 → 0.3. */
export function roundMoney(amount: number): number {
  const rounded = Math.round((amount + Number.EPSILON * Math.sign(amount)) * 100) / 100;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** Due today = max(0, proration + credit balance), 2 decimals (spec §9). A negative balance is credit. */
export function dueToday(prorationAmount: number, creditBalance: number): number {
  return Math.max(0, roundMoney(prorationAmount + creditBalance));
}

/** Converts a provider amount in minor units (cents) to major units with 2 decimals. */
export function fromMinorUnits(cents: number): number {
  return roundMoney(cents / 100);
}

export interface PlanChangeSummary {
  /** The new plan's price per period. */
  readonly planAmount: number;
  /** The first-month discount (the plan's whole price) when eligible for Starter's free month; else 0. */
  readonly firstMonthDiscount: number;
  /** Account balance applied to this change (negative: credit used; positive: owed), shown when charging. */
  readonly appliedBalance: number;
  /** Credit from a downgrade (a negative proration) that goes to the next invoice; 0 when none. */
  readonly creditToNextInvoice: number;
  readonly dueToday: number;
}

/**
 * What the confirm step shows for a plan change (spec §9): Starter's first month free when eligible (the
 * provider then reports a zero proration), a negative proration becomes credit applied to the next invoice,
 * and the amount due today never goes below zero.
 */
export function summarizePlanChange(proration: ProrationResult, newPlanTitle: string): PlanChangeSummary {
  const firstMonthFree = newPlanTitle === 'Starter' && proration.eligibleForFirstMonthFree;
  const planAmount = Math.max(0, roundMoney(proration.newPlanAmount));
  const prorationAmount = firstMonthFree ? 0 : proration.prorationAmount;
  return {
    planAmount,
    firstMonthDiscount: firstMonthFree ? planAmount : 0,
    appliedBalance: prorationAmount > 0 ? roundMoney(proration.creditBalance) : 0,
    creditToNextInvoice: prorationAmount < 0 ? roundMoney(Math.abs(prorationAmount)) : 0,
    dueToday: dueToday(prorationAmount, proration.creditBalance),
  };
}

/**
 * Why a plan change is refused (spec §5), or null when it may go ahead: additional seats or other users
 * first, then extra workspaces.
 */
export function planChangeBlock(seats: AdditionalSeats, workspaceCount: number): string | null {
  if (seats.quantity > 0 || seats.totalOrgUsers > 1) return BILLING_MESSAGES.removeSeatsAndUsers;
  if (workspaceCount > 1) return BILLING_MESSAGES.removeWorkspaces;
  return null;
}

/** Formats an amount as the confirm step shows it: `USD 12.50`. */
export function formatMoney(amount: number, currency: string): string {
  return `${currency.toUpperCase()} ${roundMoney(amount).toFixed(2)}`;
}
