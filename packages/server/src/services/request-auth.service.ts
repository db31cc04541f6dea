import { ALL_PERMISSIONS, AUTH_MESSAGES } from '@loomflow/core';
import type { AccessTokens } from '../auth/access-token.ts';
import { OWNER_ROLE } from '../auth/built-in-roles.ts';
import type { Repositories } from '../db/repositories/index.ts';
import { unauthorized } from '../errors/app-error.ts';
import type { RequestAccess } from '../auth/request-access.ts';
import { nowIso } from '../util/clock.ts';
import { parseStringArray } from '../util/json.ts';
import type { ApiKeyService } from './apikey.service.ts';

/** Turns the credentials of a request (session cookie or API key) into a RequestAccess, or a 401. */
export class RequestAuthService {
  constructor(
    private readonly repos: Repositories,
    private readonly accessTokens: AccessTokens,
    private readonly apiKeys: ApiKeyService,
  ) {}

  async fromAccessToken(token: string): Promise<RequestAccess> {
    const verified = await this.accessTokens.verify(token);
    if (!verified.ok) {
      throw verified.reason === 'expired'
        ? unauthorized(AUTH_MESSAGES.tokenExpired, { retry: true })
        : unauthorized(AUTH_MESSAGES.invalidOrMissingToken);
    }
    const row = await this.repos.sessionAccess.find(verified.claims.sessionId);
    // Deactivation revokes the sessions too: the person is told why, not just that the token is gone.
    if (row?.userId === verified.claims.userId && row.userStatus === 'inactive')
      throw unauthorized(AUTH_MESSAGES.inactiveUser);
    if (
      !row ||
      row.revokedAt !== null ||
      row.userId !== verified.claims.userId ||
      row.expiresAt <= nowIso()
    ) {
      throw unauthorized(AUTH_MESSAGES.invalidOrMissingToken);
    }
    if (row.userStatus === 'inactive') throw unauthorized(AUTH_MESSAGES.inactiveUser);
    const isGlobal = row.isOwner === 1 || row.organizationRoleId === OWNER_ROLE.id;
    const member = row.organizationId !== null && (isGlobal || row.workspacePermissions !== null);
    return {
      via: 'session',
      userId: row.userId,
      sessionId: row.sessionId,
      apiKeyId: null,
      organizationId: row.organizationId,
      workspaceId: member ? row.workspaceId : null,
      permissions: isGlobal ? ALL_PERMISSIONS : parseStringArray(row.workspacePermissions),
      isGlobal,
    };
  }

  async fromApiKey(key: string): Promise<RequestAccess> {
    const apiKey = await this.apiKeys.verify(key);
    if (!apiKey) throw unauthorized(AUTH_MESSAGES.invalidOrMissingToken);
    return {
      via: 'apiKey',
      userId: null,
      sessionId: null,
      apiKeyId: apiKey.id,
      organizationId: apiKey.organizationId,
      workspaceId: apiKey.workspaceId,
      permissions: apiKey.permissions,
      isGlobal: false,
    };
  }
}
