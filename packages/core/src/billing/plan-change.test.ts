import { describe, expect, it } from 'vitest';
import type { ProrationResult } from '../schemas/billing.ts';
import {
  BILLING_MESSAGES,
  dueToday,
  formatMoney,
  fromMinorUnits,
  planChangeBlock,
  roundMoney,
  summarizePlanChange,
} from './plan-change.ts';

function proration(overrides: Partial<ProrationResult> = {}): ProrationResult {
  return {
    currentPeriodStart: 1_700_000_000,
    currentPeriodEnd: 1_702_592_000,
    currency: 'USD',
    newPlanAmount: 65,
    prorationAmount: 15,
    creditBalance: 0,
    prorationDate: 1_701_000_000,
    eligibleForFirstMonthFree: false,
    ...overrides,
  };
}

describe('roundMoney and fromMinorUnits', () => {
  it('rounds to cents without float noise and never yields -0', () => {
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(12.345)).toBe(12.35);
    expect(roundMoney(-0.001)).toBe(0);
    expect(Object.is(roundMoney(-0.001), -0)).toBe(false);
    expect(fromMinorUnits(1999)).toBe(19.99);
    expect(fromMinorUnits(-250)).toBe(-2.5);
  });
});

describe('dueToday', () => {
  it('is the proration plus the balance, 2 decimals', () => {
    expect(dueToday(15.555, 0)).toBe(15.56);
    expect(dueToday(30, -10.25)).toBe(19.75);
    expect(dueToday(10, 2.5)).toBe(12.5);
  });

  it('never goes below zero when credit covers it or the proration is negative', () => {
    expect(dueToday(10, -25)).toBe(0);
    expect(dueToday(-20, 0)).toBe(0);
    expect(dueToday(-20, -5)).toBe(0);
  });
});

describe('summarizePlanChange', () => {
  it('charges the proration, applying the account balance', () => {
    const summary = summarizePlanChange(proration({ prorationAmount: 30, creditBalance: -10 }), 'Pro');
    expect(summary).toEqual({
      planAmount: 65,
      firstMonthDiscount: 0,
      appliedBalance: -10,
      creditToNextInvoice: 0,
      dueToday: 20,
    });
  });

  it('turns a negative proration into credit for the next invoice and charges nothing', () => {
    const summary = summarizePlanChange(proration({ newPlanAmount: 35, prorationAmount: -12.4 }), 'Starter');
    expect(summary.creditToNextInvoice).toBe(12.4);
    expect(summary.appliedBalance).toBe(0);
    expect(summary.dueToday).toBe(0);
  });

  it("gives Starter's first month free when eligible, whatever the proration said", () => {
    const eligible = proration({ newPlanAmount: 35, prorationAmount: 20, eligibleForFirstMonthFree: true });
    expect(summarizePlanChange(eligible, 'Starter')).toMatchObject({ firstMonthDiscount: 35, dueToday: 0 });
    // Only Starter has a free month.
    expect(summarizePlanChange(eligible, 'Pro')).toMatchObject({ firstMonthDiscount: 0, dueToday: 20 });
  });

  it('shows a positive balance owed when charging', () => {
    expect(summarizePlanChange(proration({ prorationAmount: 5, creditBalance: 3 }), 'Pro')).toMatchObject({
      appliedBalance: 3,
      dueToday: 8,
    });
  });
});

describe('planChangeBlock', () => {
  it('blocks on additional seats or more than one user, before anything else', () => {
    expect(planChangeBlock({ quantity: 1, totalOrgUsers: 1 }, 1)).toBe(BILLING_MESSAGES.removeSeatsAndUsers);
    expect(planChangeBlock({ quantity: 0, totalOrgUsers: 2 }, 3)).toBe(BILLING_MESSAGES.removeSeatsAndUsers);
  });

  it('blocks on more than one workspace', () => {
    expect(planChangeBlock({ quantity: 0, totalOrgUsers: 1 }, 2)).toBe(BILLING_MESSAGES.removeWorkspaces);
  });

  it('lets a lone admin with one workspace change plan', () => {
    expect(planChangeBlock({ quantity: 0, totalOrgUsers: 1 }, 1)).toBeNull();
  });

  it('uses the exact texts of the specification', () => {
    expect(BILLING_MESSAGES.removeSeatsAndUsers).toBe(
      'You must remove additional seats and users before changing your plan.',
    );
    expect(BILLING_MESSAGES.removeWorkspaces).toBe(
      'You must remove all workspaces except the default workspace before changing your plan.',
    );
  });
});

describe('formatMoney', () => {
  it('writes the currency code and two decimals', () => {
    expect(formatMoney(12.5, 'usd')).toBe('USD 12.50');
    expect(formatMoney(0, 'EUR')).toBe('EUR 0.00');
  });
});
