import {
  API_KEY_PERMISSIONS,
  type ApiKey,
  type CreateApiKeyRequest,
  type CreatedApiKey,
  type UpdateApiKeyRequest,
} from '@loomflow/core';
import { randomBytes } from 'node:crypto';
import { hmacSha256, randomToken, safeEqual } from '../auth/opaque-token.ts';
import type { Repositories } from '../db/repositories/index.ts';
import type { ApiKeyRow } from '../db/schema.ts';
import { badRequest, notFound } from '../errors/app-error.ts';
import { newId, nowIso } from '../util/clock.ts';
import { parseStringArray } from '../util/json.ts';

const KEY_PATTERN = /^lf_([0-9a-f]{12})_([A-Za-z0-9_-]{32,128})$/;
/** lastUsedDate is written at most this often per key, so hot keys don't turn reads into writes. */
const TOUCH_INTERVAL_MS = 60_000;

export interface VerifiedApiKey {
  readonly id: string;
  readonly workspaceId: string;
  readonly organizationId: string | null;
  readonly permissions: string[];
}

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    keyName: row.keyName,
    apiKey: `lf_${row.keyPrefix}_…${row.lastFour}`,
    permissions: parseStringArray(row.permissions),
    workspaceId: row.workspaceId,
    lastUsedDate: row.lastUsedDate,
    createdDate: row.createdDate,
    updatedDate: row.updatedDate,
  };
}

function checkPermissions(permissions: readonly string[]): string[] {
  const refused = permissions.filter(
    (permission) => !API_KEY_PERMISSIONS.some((allowed) => allowed === permission),
  );
  if (refused.length > 0) {
    throw badRequest(`API keys cannot hold these permissions: ${refused.join(', ')}`);
  }
  return [...new Set(permissions)];
}

/** API keys: shown once, stored as a salted HMAC, scoped to one workspace and a list of permissions. */
export class ApiKeyService {
  constructor(private readonly repos: Repositories) {}

  async list(workspaceId: string): Promise<ApiKey[]> {
    return (await this.repos.apiKeys.list(workspaceId)).map(toApiKey);
  }

  async create(
    workspaceId: string,
    createdBy: string | null,
    request: CreateApiKeyRequest,
  ): Promise<CreatedApiKey> {
    const permissions = checkPermissions(request.permissions ?? API_KEY_PERMISSIONS);
    const prefix = randomBytes(6).toString('hex');
    const secret = randomToken(32);
    const salt = randomToken(16);
    const now = nowIso();
    const row: ApiKeyRow = {
      id: newId(),
      workspaceId,
      keyName: request.keyName,
      keyPrefix: prefix,
      keyHash: hmacSha256(salt, secret),
      keySalt: salt,
      lastFour: secret.slice(-4),
      permissions: JSON.stringify(permissions),
      createdBy,
      lastUsedDate: null,
      createdDate: now,
      updatedDate: now,
    };
    await this.repos.apiKeys.create(row);
    return { ...toApiKey(row), apiKeySecret: `lf_${prefix}_${secret}` };
  }

  async update(workspaceId: string, id: string, request: UpdateApiKeyRequest): Promise<ApiKey> {
    const changes = {
      ...(request.keyName !== undefined ? { keyName: request.keyName } : {}),
      ...(request.permissions !== undefined
        ? { permissions: JSON.stringify(checkPermissions(request.permissions)) }
        : {}),
      updatedDate: nowIso(),
    };
    if (!(await this.repos.apiKeys.update(workspaceId, id, changes)))
      throw notFound(`API key ${id} not found`);
    const row = await this.repos.apiKeys.find(workspaceId, id);
    if (!row) throw notFound(`API key ${id} not found`);
    return toApiKey(row);
  }

  async delete(workspaceId: string, id: string): Promise<void> {
    if (!(await this.repos.apiKeys.delete(workspaceId, id))) throw notFound(`API key ${id} not found`);
  }

  /** The key's scope when `key` is a valid API key, else undefined. */
  async verify(key: string): Promise<VerifiedApiKey | undefined> {
    const match = KEY_PATTERN.exec(key);
    if (!match?.[1] || !match[2]) return undefined;
    const row = await this.repos.apiKeys.findByPrefix(match[1]);
    if (!row || !safeEqual(hmacSha256(row.keySalt, match[2]), row.keyHash)) return undefined;
    const now = Date.now();
    if (!row.lastUsedDate || now - Date.parse(row.lastUsedDate) > TOUCH_INTERVAL_MS) {
      await this.repos.apiKeys.touch(row.id, new Date(now).toISOString());
    }
    const workspace = await this.repos.organizations.findWorkspace(row.workspaceId);
    return {
      id: row.id,
      workspaceId: row.workspaceId,
      organizationId: workspace?.organizationId ?? null,
      permissions: parseStringArray(row.permissions),
    };
  }
}
