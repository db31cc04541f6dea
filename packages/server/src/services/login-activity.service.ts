import type {
  LoginActivity,
  LoginActivityPage,
  LoginActivityQuery,
  LoginActivityType,
  LoginMethod,
  LoginOutcome,
  PlatformType,
} from '@loomflow/core';
import { LOGIN_ACTIVITY_TYPES, LOGIN_METHODS, LOGIN_OUTCOMES } from '@loomflow/core';
import type { LoginActivityJoined } from '../db/repositories/login-activity.repository.ts';
import type { Repositories } from '../db/repositories/index.ts';
import { forbidden } from '../errors/app-error.ts';
import type { RequestAccess } from '../auth/request-access.ts';
import { newId, nowIso } from '../util/clock.ts';
import { organizationOf } from './caller-scope.ts';

/** One event to record. `userId` is resolved from the email when absent. */
export interface LoginActivityEvent {
  readonly email: string;
  readonly userId?: string | null;
  readonly activity: LoginActivityType;
  readonly method: LoginMethod;
  readonly outcome: LoginOutcome;
  readonly message?: string | null;
  readonly ipAddress: string | null;
  readonly userAgent: string | null;
}

const pick = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  values.find((candidate) => candidate === value) ?? fallback;

function toLoginActivity(row: LoginActivityJoined): LoginActivity {
  return {
    id: row.id,
    userId: row.userId,
    email: row.email,
    userName: row.userName,
    activity: pick(LOGIN_ACTIVITY_TYPES, row.activity, 'login'),
    method: pick(LOGIN_METHODS, row.method, 'password'),
    outcome: pick(LOGIN_OUTCOMES, row.outcome, 'failure'),
    message: row.message,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    createdDate: row.createdDate,
  };
}

/**
 * The login activity log (issue 4): who signed in or out, failed, or reset a password, from where. An event is
 * filed under every organization the account belongs to; attempts on unknown emails belong to none and are shown
 * only on single-organization kinds (enterprise, open source), never in the cloud.
 */
export class LoginActivityService {
  constructor(
    private readonly repos: Repositories,
    private readonly platform: PlatformType,
  ) {}

  /** Records an event. Never throws: a failure to log must not block a sign-in; it is reported to `onError`. */
  async record(event: LoginActivityEvent, onError?: (error: unknown) => void): Promise<void> {
    try {
      const email = event.email.trim().toLowerCase().slice(0, 254);
      const userId =
        event.userId !== undefined ? event.userId : ((await this.repos.users.findByEmail(email))?.id ?? null);
      const organizationIds = userId
        ? (await this.repos.organizations.membershipsOf(userId)).map((link) => link.organizationId)
        : [];
      const createdDate = nowIso();
      const base = {
        userId,
        email,
        activity: event.activity,
        method: event.method,
        outcome: event.outcome,
        message: event.message?.slice(0, 500) ?? null,
        ipAddress: event.ipAddress?.slice(0, 100) ?? null,
        userAgent: event.userAgent?.slice(0, 500) ?? null,
        createdDate,
      };
      const owners = organizationIds.length > 0 ? organizationIds : [null];
      await this.repos.loginActivity.create(
        owners.map((organizationId) => ({ ...base, id: newId(), organizationId })),
      );
    } catch (error) {
      onError?.(error);
    }
  }

  private get includeUnowned(): boolean {
    return this.platform !== 'cloud';
  }

  async list(caller: RequestAccess, query: LoginActivityQuery): Promise<LoginActivityPage> {
    const { rows, total } = await this.repos.loginActivity.list(
      {
        organizationId: organizationOf(caller),
        includeUnowned: this.includeUnowned,
        userId: query.userId,
        search: query.search,
        outcome: query.outcome,
        activity: query.activity,
        from: query.from,
        to: query.to,
      },
      { offset: (query.page - 1) * query.limit, limit: query.limit },
    );
    return { data: rows.map(toLoginActivity), total, page: query.page, limit: query.limit };
  }

  /** Deletes the organization's events older than `before`: organization administrators only. */
  async purge(caller: RequestAccess, before: string): Promise<number> {
    if (!caller.isGlobal) throw forbidden('Only an organization administrator can purge login activity.');
    return this.repos.loginActivity.purge(organizationOf(caller), this.includeUnowned, before);
  }
}
