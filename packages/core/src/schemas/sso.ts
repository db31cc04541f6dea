import { z } from 'zod';

/** The single sign-on providers an organization can configure (OpenID Connect). */
export const SSO_PROVIDERS = ['azure', 'google', 'auth0', 'oidc'] as const;
export type SsoProviderId = (typeof SSO_PROVIDERS)[number];

export const SSO_PROVIDER_LABELS: Readonly<Record<SsoProviderId, string>> = {
  azure: 'Microsoft Entra ID',
  google: 'Google',
  auth0: 'Auth0',
  oidc: 'OpenID Connect',
};

export const ssoProviderIdSchema = z.enum(SSO_PROVIDERS, {
  error: () => `Provider must be one of: ${SSO_PROVIDERS.join(', ')}`,
});

const trimmed = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);

/** One provider's settings as the configuration screen shows them (the secret never leaves the server). */
export const ssoConfigSchema = z.object({
  provider: ssoProviderIdSchema,
  label: z.string(),
  configured: z.boolean(),
  enabled: z.boolean(),
  clientId: z.string(),
  /** True when a client secret is stored. */
  hasClientSecret: z.boolean(),
  /** Issuer URL (Auth0, generic OIDC); for Entra ID derived from the tenant id; Google's is fixed. */
  issuer: z.string(),
  /** Microsoft Entra ID only. */
  tenantId: z.string(),
  /** Create an account (into the Default Workspace) for an unknown but verified email. */
  allowSignUp: z.boolean(),
  /** The address to register at the provider as redirect (callback) URI. */
  redirectUri: z.string(),
  updatedDate: z.string().nullable(),
});
export type SsoConfig = z.infer<typeof ssoConfigSchema>;

/** `PUT /sso-config`: saves one provider. An empty or absent clientSecret keeps the stored one. */
export const ssoConfigUpdateSchema = z.object({
  provider: ssoProviderIdSchema,
  enabled: z.boolean(),
  clientId: trimmed('Client ID', 500).min(1, 'Enter the client ID the provider gave you'),
  clientSecret: trimmed('Client secret', 2000).optional(),
  issuer: trimmed('Issuer URL', 2000).optional(),
  tenantId: trimmed('Tenant ID', 200).optional(),
  allowSignUp: z.boolean().default(false),
});
export type SsoConfigUpdate = z.infer<typeof ssoConfigUpdateSchema>;

/** `POST /sso-config/test`: discovery against the issuer the form holds (nothing is saved). */
export const ssoTestRequestSchema = z.object({
  provider: ssoProviderIdSchema,
  issuer: trimmed('Issuer URL', 2000).optional(),
  tenantId: trimmed('Tenant ID', 200).optional(),
});
export type SsoTestRequest = z.infer<typeof ssoTestRequestSchema>;

export const ssoTestResultSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
  issuer: z.string(),
});
export type SsoTestResult = z.infer<typeof ssoTestResultSchema>;

/** `GET /auth/sso-providers` (public): the enabled providers, names only, for the sign-in page. */
export const ssoPublicProviderSchema = z.object({ provider: ssoProviderIdSchema, label: z.string() });
export type SsoPublicProvider = z.infer<typeof ssoPublicProviderSchema>;
export const ssoPublicProvidersSchema = z.array(ssoPublicProviderSchema);

export const ssoConfigListSchema = z.array(ssoConfigSchema);
