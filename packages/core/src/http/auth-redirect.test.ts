import { describe, expect, it } from 'vitest';
import { authRedirectTarget } from './auth-redirect.ts';

describe('authRedirectTarget (spec §8)', () => {
  it('goes to the address as given for unauthorized', () => {
    expect(authRedirectTarget('/login', 'unauthorized')).toBe('/login');
    expect(authRedirectTarget('https://sso.example.com/start', 'unauthorized')).toBe(
      'https://sso.example.com/start',
    );
  });

  it('adds the error query parameter for subscription_canceled', () => {
    expect(authRedirectTarget('/login', 'subscription_canceled')).toBe('/login?error=subscription_canceled');
    expect(authRedirectTarget('/pricing?from=app#plans', 'subscription_canceled')).toBe(
      '/pricing?from=app&error=subscription_canceled#plans',
    );
  });
});
