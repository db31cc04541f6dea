import {
  SSO_PROVIDER_LABELS,
  SSO_PROVIDERS,
  type SsoConfig,
  type SsoConfigUpdate,
  type SsoProviderId,
  type SsoPublicProvider,
  type SsoTestRequest,
  type SsoTestResult,
} from '@loomflow/core';
import type { SsoConfigRepository, SsoConfigRow } from '../db/repositories/sso-config.repository.ts';
import { badRequest, conflict, forbidden } from '../errors/app-error.ts';
import type { RequestAccess } from '../auth/request-access.ts';
import type { CredentialCipher } from '../secrets/credential-cipher.ts';
import { ssoSecretContext } from '../secrets/encryption-contexts.ts';
import { nowIso } from '../util/clock.ts';
import { discover, resolveIssuer } from './sso-issuer.ts';

/** The provider's callback address (register it at the provider as redirect URI). */
export function ssoRedirectUri(baseUrl: string, provider: SsoProviderId): string {
  return `${baseUrl}/api/v1/auth/sso/${provider}/callback`;
}

function isProvider(value: string): value is SsoProviderId {
  return SSO_PROVIDERS.some((provider) => provider === value);
}

function organizationOf(caller: RequestAccess): string {
  if (!caller.organizationId) throw forbidden('Single sign-on is set up by a member of an organization.');
  return caller.organizationId;
}

/** Single sign-on settings (`sso:manage`): one OpenID Connect configuration per provider. */
export class SsoConfigService {
  constructor(
    private readonly configs: SsoConfigRepository,
    private readonly cipher: CredentialCipher,
  ) {}

  async list(caller: RequestAccess, baseUrl: string): Promise<SsoConfig[]> {
    const organizationId = organizationOf(caller);
    const result: SsoConfig[] = [];
    for (const provider of SSO_PROVIDERS) {
      const row = await this.configs.find(provider);
      const own = row?.organizationId === organizationId ? row : undefined;
      result.push({
        provider,
        label: SSO_PROVIDER_LABELS[provider],
        configured: own !== undefined,
        enabled: own?.enabled === 1,
        clientId: own?.clientId ?? '',
        hasClientSecret: own?.clientSecret != null,
        issuer: own?.issuer ?? (provider === 'google' ? resolveIssuer('google', {}) : ''),
        tenantId: own?.tenantId ?? '',
        allowSignUp: own?.allowSignUp === 1,
        redirectUri: ssoRedirectUri(baseUrl, provider),
        updatedDate: own?.updatedDate ?? null,
      });
    }
    return result;
  }

  async save(caller: RequestAccess, update: SsoConfigUpdate, baseUrl: string): Promise<SsoConfig> {
    const organizationId = organizationOf(caller);
    const existing = await this.configs.find(update.provider);
    if (existing && existing.organizationId !== organizationId)
      throw conflict(
        `${SSO_PROVIDER_LABELS[update.provider]} sign-on is already set up by another organization.`,
      );
    const issuer = resolveIssuer(update.provider, update);
    const secret = update.clientSecret?.trim();
    const clientSecret = secret
      ? this.cipher.encrypt({ clientSecret: secret }, ssoSecretContext(update.provider))
      : (existing?.clientSecret ?? null);
    if (update.enabled && clientSecret === null)
      throw badRequest('Enter the client secret before enabling this provider.');
    const now = nowIso();
    await this.configs.upsert({
      provider: update.provider,
      organizationId,
      enabled: update.enabled ? 1 : 0,
      clientId: update.clientId,
      clientSecret,
      issuer,
      tenantId: update.provider === 'azure' ? (update.tenantId?.trim() ?? null) : null,
      allowSignUp: update.allowSignUp ? 1 : 0,
      createdDate: existing?.createdDate ?? now,
      updatedDate: now,
    });
    const saved = (await this.list(caller, baseUrl)).find((config) => config.provider === update.provider);
    if (!saved) throw new Error('saved SSO configuration not found');
    return saved;
  }

  /** Discovery against the issuer: tells whether the provider answers as an OpenID Connect issuer. */
  async test(request: SsoTestRequest): Promise<SsoTestResult> {
    const issuer = resolveIssuer(request.provider, request);
    try {
      const configuration = await discover(issuer, 'connection-test');
      const metadata = configuration.serverMetadata();
      if (!metadata.authorization_endpoint || !metadata.token_endpoint)
        return {
          ok: false,
          issuer,
          message: `${issuer} answered, but names no authorization or token endpoint.`,
        };
      return { ok: true, issuer, message: `Connected: ${metadata.issuer} is an OpenID Connect issuer.` };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { ok: false, issuer, message: `Could not reach the issuer's discovery document: ${reason}` };
    }
  }

  async publicProviders(): Promise<SsoPublicProvider[]> {
    return (await this.configs.listEnabled())
      .map((row) => row.provider)
      .filter(isProvider)
      .map((provider) => ({ provider, label: SSO_PROVIDER_LABELS[provider] }));
  }

  /** The enabled configuration of a provider with its secret, for the login flow. */
  async enabledWithSecret(
    provider: SsoProviderId,
  ): Promise<{ row: SsoConfigRow; clientSecret: string } | undefined> {
    const row = await this.configs.find(provider);
    if (row?.enabled !== 1 || row.clientSecret === null) return undefined;
    const data = this.cipher.decrypt(row.clientSecret, ssoSecretContext(provider));
    const clientSecret = data.clientSecret;
    if (typeof clientSecret !== 'string') return undefined;
    return { row, clientSecret };
  }
}
