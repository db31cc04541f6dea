import { describe, expect, it } from 'vitest';
import { resolveIssuer } from './sso-issuer.ts';

describe('issuer of each single sign-on provider', () => {
  it('derives Entra ID from the tenant and fixes Google', () => {
    expect(resolveIssuer('azure', { tenantId: 'contoso.onmicrosoft.com' })).toBe(
      'https://login.microsoftonline.com/contoso.onmicrosoft.com/v2.0',
    );
    expect(resolveIssuer('google', { issuer: 'https://evil.example' })).toBe('https://accounts.google.com');
  });

  it('takes Auth0 domains with or without scheme, ending with a slash', () => {
    expect(resolveIssuer('auth0', { issuer: 'tenant.eu.auth0.com' })).toBe('https://tenant.eu.auth0.com/');
    expect(resolveIssuer('oidc', { issuer: 'https://id.example.com/realms/main' })).toBe(
      'https://id.example.com/realms/main',
    );
  });

  it('refuses what is not a usable issuer, saying what to enter', () => {
    expect(() => resolveIssuer('azure', { tenantId: '' })).toThrow(/tenant/);
    expect(() => resolveIssuer('azure', { tenantId: 'a/../b' })).toThrow(/tenant/);
    expect(() => resolveIssuer('oidc', {})).toThrow(/issuer URL/);
    expect(() => resolveIssuer('oidc', { issuer: 'http://id.example.com' })).toThrow(/https/);
    expect(() => resolveIssuer('oidc', { issuer: 'https://id.example.com/?x=1' })).toThrow(/query/);
    expect(resolveIssuer('oidc', { issuer: 'http://127.0.0.1:8080' })).toBe('http://127.0.0.1:8080');
  });
});
