import type { BasicAuthSettings, PlatformType, UpdateBasicAuthRequest } from '@loomflow/core';
import { z } from 'zod';
import { safeEqual, sha256 } from '../auth/opaque-token.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import type { Repositories } from '../db/repositories/index.ts';
import { badRequest, forbidden } from '../errors/app-error.ts';
import type { RequestAccess } from '../auth/request-access.ts';

const SETTING_KEY = 'basicAuth';
/** Other servers' changes are seen within this time. */
const RELOAD_MS = 5_000;
const storedSchema = z.object({ username: z.string(), passwordHash: z.string() });
type StoredBasicAuth = z.infer<typeof storedSchema>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Instance-wide HTTP basic authentication of the open-source kind (Flowise's app-level basic auth): one shared
 * username and password in front of the whole instance, kept in `instance_setting` with the password as an
 * argon2id hash. Verified credentials are remembered by digest, so a request costs one hash, not an argon2 run.
 */
export class BasicAuthService {
  private cached: { value: StoredBasicAuth | null; loadedAt: number } | null = null;
  private readonly verified = new Set<string>();

  constructor(
    private readonly repos: Repositories,
    private readonly platform: PlatformType,
  ) {}

  private async stored(): Promise<StoredBasicAuth | null> {
    if (this.cached && Date.now() - this.cached.loadedAt < RELOAD_MS) return this.cached.value;
    const text = await this.repos.instanceSettings.get(SETTING_KEY);
    let value: StoredBasicAuth | null = null;
    if (text) {
      const parsed = storedSchema.safeParse(parseJson(text));
      value = parsed.success ? parsed.data : null;
    }
    if (
      value?.passwordHash !== this.cached?.value?.passwordHash ||
      value?.username !== this.cached?.value?.username
    ) {
      this.verified.clear();
    }
    this.cached = { value, loadedAt: Date.now() };
    return value;
  }

  /** Whether the guard applies: open source with basic auth switched on. */
  async active(): Promise<boolean> {
    return this.platform === 'open source' && (await this.stored()) !== null;
  }

  /** Whether an `Authorization: Basic …` header carries the configured credentials. */
  async accepts(header: string | undefined): Promise<boolean> {
    const settings = await this.stored();
    if (!settings) return true;
    const match = header ? /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header) : null;
    if (!match?.[1]) return false;
    const digest = sha256(`${settings.passwordHash}:${match[1]}`);
    if (this.verified.has(digest)) return true;
    const decoded = Buffer.from(match[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return false;
    const username = decoded.slice(0, colon);
    const password = decoded.slice(colon + 1);
    if (!safeEqual(username, settings.username)) return false;
    if (!(await verifyPassword(settings.passwordHash, password))) return false;
    if (this.verified.size > 1000) this.verified.clear();
    this.verified.add(digest);
    return true;
  }

  private assertManageable(caller: RequestAccess): void {
    if (this.platform !== 'open source') {
      throw badRequest(
        'Basic authentication is for the open-source kind: enterprise and cloud sign in with accounts and single sign-on.',
      );
    }
    if (!caller.isGlobal)
      throw forbidden('Only an organization administrator can change basic authentication.');
  }

  async get(caller: RequestAccess): Promise<BasicAuthSettings> {
    this.assertManageable(caller);
    this.cached = null;
    const settings = await this.stored();
    return { enabled: settings !== null, username: settings?.username ?? null };
  }

  async update(caller: RequestAccess, request: UpdateBasicAuthRequest): Promise<BasicAuthSettings> {
    this.assertManageable(caller);
    this.cached = null;
    const current = await this.stored();
    if (!request.enabled) {
      await this.repos.instanceSettings.set(SETTING_KEY, '');
    } else {
      if (request.password === undefined && !current) {
        throw badRequest('Password is required to turn basic authentication on.');
      }
      const passwordHash =
        request.password !== undefined ? await hashPassword(request.password) : (current?.passwordHash ?? '');
      await this.repos.instanceSettings.set(
        SETTING_KEY,
        JSON.stringify({ username: request.username, passwordHash }),
      );
    }
    this.cached = null;
    this.verified.clear();
    return this.get(caller);
  }
}
