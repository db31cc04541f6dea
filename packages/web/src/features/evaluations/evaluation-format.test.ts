import { describe, expect, it } from 'vitest';
import { formatCost, formatLatency, formatPassRate, formatTokens, isActive } from './evaluation-format.ts';

describe('evaluation figures', () => {
  it('shows pass rates as whole percentages and a dash before any verdict', () => {
    expect(formatPassRate(0.8571)).toBe('86%');
    expect(formatPassRate(1)).toBe('100%');
    expect(formatPassRate(null)).toBe('—');
  });

  it('shows latency in ms under a second and in seconds above', () => {
    expect(formatLatency(850.4)).toBe('850 ms');
    expect(formatLatency(2430)).toBe('2.4 s');
    expect(formatLatency(null)).toBe('—');
  });

  it('shows unknown cost as a dash, and keeps fractions of a cent', () => {
    expect(formatCost(null)).toBe('—');
    expect(formatCost(0.00042)).toBe('$0.00042');
    expect(formatCost(1.5)).toBe('$1.50');
    expect(formatTokens(1234.4)).toBe((1234).toLocaleString());
  });

  it('treats pending and running as active', () => {
    expect(isActive('running')).toBe(true);
    expect(isActive('pending')).toBe(true);
    expect(isActive('cancelled')).toBe(false);
  });
});
