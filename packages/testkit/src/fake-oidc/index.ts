export * from './fake-oidc-provider.ts';
export * from './follow-redirects.ts';
