import { describe, expect, it } from 'vitest';
import { flowRateLimit, FlowRateLimiter } from './flow-rate-limiter.ts';

describe('flowRateLimit', () => {
  it('reads Flowise’s apiConfig.rateLimit, and nothing when it is off or incomplete', () => {
    expect(
      flowRateLimit(
        JSON.stringify({ rateLimit: { status: true, limitMax: '3', limitDuration: 10, limitMsg: 'wait' } }),
      ),
    ).toEqual({
      limitMax: 3,
      limitDurationMs: 10_000,
      limitMsg: 'wait',
    });
    expect(
      flowRateLimit(JSON.stringify({ rateLimit: { status: true, limitMax: 3, limitDuration: 10 } }))
        ?.limitMsg,
    ).toBe('Too many requests, please try again later.');
    expect(
      flowRateLimit(JSON.stringify({ rateLimit: { status: false, limitMax: 3, limitDuration: 10 } })),
    ).toBeUndefined();
    expect(
      flowRateLimit(JSON.stringify({ rateLimit: { status: true, limitMax: 0, limitDuration: 10 } })),
    ).toBeUndefined();
    expect(
      flowRateLimit(
        JSON.stringify({
          rateLimit: { status: 'true', limitMax: ' 2 ', limitDuration: '0.5', limitMsg: '  ' },
        }),
      ),
    ).toEqual({ limitMax: 2, limitDurationMs: 500, limitMsg: 'Too many requests, please try again later.' });
    expect(
      flowRateLimit(JSON.stringify({ rateLimit: { status: true, limitMax: 'ten', limitDuration: 10 } })),
    ).toBeUndefined();
    expect(flowRateLimit('{')).toBeUndefined();
    expect(flowRateLimit(null)).toBeUndefined();
  });
});

describe('FlowRateLimiter', () => {
  const limit = { limitMax: 2, limitDurationMs: 1000, limitMsg: 'wait' };

  it('allows limitMax requests per window, per flow and client', () => {
    const limiter = new FlowRateLimiter();
    expect(limiter.take('flow', 'a', limit, 0)).toBe(true);
    expect(limiter.take('flow', 'a', limit, 10)).toBe(true);
    expect(limiter.take('flow', 'a', limit, 20)).toBe(false);
    expect(limiter.take('flow', 'b', limit, 20)).toBe(true);
    expect(limiter.take('other', 'a', limit, 20)).toBe(true);
    expect(limiter.take('flow', 'a', limit, 1000)).toBe(true);
  });
});
