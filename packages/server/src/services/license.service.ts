import { readFile } from 'node:fs/promises';
import type { KeyObject } from 'node:crypto';
import {
  LICENSE_EXPIRED_PATH,
  type LicensePayload,
  type LicenseState,
  type PlatformType,
} from '@loomflow/core';
import type { LicenseConfig } from '../config/license-config.ts';
import type { Repositories } from '../db/repositories/index.ts';
import { AppError, badRequest, forbidden } from '../errors/app-error.ts';
import type { RequestAccess } from '../auth/request-access.ts';
import { verifyLicenseText, type LicenseCheck } from '../license/license-token.ts';

/** `instance_setting` key of a license installed through `POST /license` (shared by every server). */
export const INSTALLED_LICENSE_KEY = 'license';
const RECHECK_MS = 30_000;
const RANK = { valid: 0, expired: 1, invalid: 2, missing: 3 } as const;

interface Candidate {
  readonly source: string;
  readonly check: LicenseCheck;
}

const day = (iso: string) => iso.slice(0, 10);

/** Enterprise licenses: offline-verified signed files; without a valid one, enterprise API routes answer 403. */
export class LicenseService {
  private cache: { at: number; candidates: Candidate[]; organizations: string[] } | undefined;

  constructor(
    private readonly repos: Repositories,
    private readonly platform: PlatformType,
    private readonly config: LicenseConfig,
    private readonly publicKey: KeyObject,
  ) {}

  get enforced(): boolean {
    return this.platform === 'enterprise';
  }

  /** The best license among those installed, given in LOOMFLOW_LICENSE and at LICENSE_PATH. */
  async state(): Promise<LicenseState> {
    const { candidates, organizations } = await this.load();
    const states = candidates.map((candidate) => this.evaluate(candidate, organizations));
    states.sort(
      (a, b) => RANK[a.status] - RANK[b.status] || (b.expiresAt ?? '').localeCompare(a.expiresAt ?? ''),
    );
    return (
      states[0] ?? {
        status: 'missing',
        message:
          'This Loomflow Enterprise installation has no license: an organization admin can install one.',
      }
    );
  }

  /** Throws the 403 that sends the web app to /license-expired unless the license is valid. */
  async assertUsable(): Promise<void> {
    if (!this.enforced) return;
    const state = await this.state();
    if (state.status !== 'valid')
      throw new AppError(403, state.message, { redirectTo: LICENSE_EXPIRED_PATH });
  }

  /** Refuses a new member when every licensed seat is taken. */
  async assertSeatAvailable(organizationId: string): Promise<void> {
    if (!this.enforced) return;
    const state = await this.state();
    if (state.status !== 'valid' || state.seats === undefined) return;
    const used = await this.repos.organizationUsers.countSeats(organizationId);
    if (used >= state.seats) {
      throw forbidden(
        `Your license allows ${state.seats} people and every seat is taken: deactivate or remove someone, or ask your vendor for more seats.`,
      );
    }
  }

  /** Installs a license for every server of this installation (organization admins only). */
  async install(caller: RequestAccess, text: string): Promise<LicenseState> {
    if (!this.enforced)
      throw badRequest('Licenses apply to Loomflow Enterprise (PLATFORM_TYPE=enterprise) only.');
    if (!caller.isGlobal) throw forbidden('Only an organization admin can install a license.');
    const candidate: Candidate = { source: 'The license', check: verifyLicenseText(text, this.publicKey) };
    const organizations = caller.organizationId ? [caller.organizationId] : [];
    const state = this.evaluate(candidate, organizations);
    if (state.status !== 'valid') throw badRequest(state.message);
    await this.repos.instanceSettings.set(INSTALLED_LICENSE_KEY, text.trim());
    this.cache = undefined;
    return this.state();
  }

  private evaluate(candidate: Candidate, organizations: readonly string[]): LicenseState {
    const { check, source } = candidate;
    if (!check.ok) {
      return {
        status: 'invalid',
        message: `${source} is not valid: ${check.reason}. Install a new license.`,
      };
    }
    const details = this.details(check.payload);
    const { organizationId } = check.payload;
    if (organizationId !== undefined && organizations.length > 0 && !organizations.includes(organizationId)) {
      return {
        ...details,
        status: 'invalid',
        message: `${source} was issued for another organization: install the license issued for this one.`,
      };
    }
    if (check.payload.expiresAt <= new Date().toISOString()) {
      return {
        ...details,
        status: 'expired',
        message: `The Loomflow Enterprise license of ${check.payload.licensee} expired on ${day(check.payload.expiresAt)}: an organization admin can install a new one.`,
      };
    }
    return {
      ...details,
      status: 'valid',
      message: `Licensed to ${check.payload.licensee} until ${day(check.payload.expiresAt)}.`,
    };
  }

  private details(payload: LicensePayload): Omit<LicenseState, 'status' | 'message'> {
    return { licensee: payload.licensee, expiresAt: payload.expiresAt, seats: payload.seats };
  }

  private async load(): Promise<{ candidates: Candidate[]; organizations: string[] }> {
    if (this.cache && Date.now() - this.cache.at < RECHECK_MS) return this.cache;
    const candidates: Candidate[] = [];
    const add = (source: string, text: string) =>
      candidates.push({ source, check: verifyLicenseText(text, this.publicKey) });
    const installed = await this.repos.instanceSettings.get(INSTALLED_LICENSE_KEY);
    if (installed) add('The installed license', installed);
    if (this.config.inline) add('The license in LOOMFLOW_LICENSE', this.config.inline);
    const file = await readFile(this.config.filePath, 'utf8').catch(() => undefined);
    if (file?.trim()) add(`The license file ${this.config.filePath}`, file);
    const organizations = await this.repos.organizations.listOrganizationIds();
    this.cache = { at: Date.now(), candidates, organizations };
    return this.cache;
  }
}
