import type {
  AddOutboundAccessEntryRequest,
  OutboundAccessEntry,
  OutboundAccessList,
  PlatformType,
} from '@loomflow/core';
import type {
  OutboundAccessChangeJoined,
  OutboundAccessEntryJoined,
  OutboundAccessRepository,
} from '../db/repositories/outbound-access.repository.ts';
import type { UserRepository } from '../db/repositories/user.repository.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { featureGuard } from '../auth/feature-guard.ts';
import { AppError, badRequest, forbidden, notFound } from '../errors/app-error.ts';
import type { RequestAccess } from '../auth/request-access.ts';
import { userOf } from '../services/caller-scope.ts';
import { newId, nowIso } from '../util/clock.ts';
import { checkOutboundAccessEntry } from './outbound-access-entry.ts';

/** Other servers' and workers' changes are applied within this time. */
const RELOAD_MS = 5_000;
/** How many changes of the audit log the screen shows. */
const CHANGES_SHOWN = 50;

/** Where a change came from, for the audit log. */
export interface OutboundAccessClient {
  readonly ipAddress: string | null;
  readonly userAgent: string | null;
}

export interface OutboundAccessOptions {
  readonly reloadMs?: number;
  /** A reload that failed (the previous list stays in force). */
  readonly onReloadError?: (error: unknown) => void;
}

function toEntry(row: OutboundAccessEntryJoined): OutboundAccessEntry {
  return {
    id: row.id,
    entry: row.entry,
    note: row.note,
    addedBy: { userId: row.createdBy, name: row.createdByName, email: row.createdByEmail },
    createdDate: row.createdDate,
  };
}

function toChange(row: OutboundAccessChangeJoined): OutboundAccessList['changes'][number] {
  return {
    id: row.id,
    action: row.action === 'removed' ? 'removed' : 'added',
    entry: row.entry,
    note: row.note,
    by: { userId: row.userId, name: row.userName, email: row.email },
    ipAddress: row.ipAddress,
    createdDate: row.createdDate,
  };
}

/**
 * The enterprise "Outbound access" list (issue 22 item 2): private hosts an organization administrator lets
 * flows reach. The outbound address policy reads `adminAllowList()` at every check; it answers an in-memory
 * snapshot, replaced at once after a change here and re-read from the database every few seconds, so other
 * servers and queue workers follow without a restart. Every addition and removal is written to the audit log.
 */
export class OutboundAccessService {
  private snapshot: readonly string[] = [];
  private timer: NodeJS.Timeout | undefined;
  /** Reloads are numbered so a slow, older one never replaces a newer list. */
  private reloadsStarted = 0;
  private reloadApplied = 0;
  private readonly requireFeature: () => void;

  constructor(
    private readonly repo: OutboundAccessRepository,
    private readonly users: UserRepository,
    private readonly platform: PlatformType,
    private readonly options: OutboundAccessOptions = {},
  ) {
    this.requireFeature = featureGuard(platform, 'feat:outbound-access', 'Outbound access lists');
  }

  /** The entries in force (enterprise only; empty elsewhere). Synchronous: the policy calls it per check. */
  readonly adminAllowList = (): readonly string[] => this.snapshot;

  /** Loads the list and keeps it fresh (enterprise only). */
  async start(): Promise<void> {
    if (this.platform !== 'enterprise' || this.timer) return;
    await this.reload();
    this.timer = setInterval(() => {
      this.reload().catch((error: unknown) => this.options.onReloadError?.(error));
    }, this.options.reloadMs ?? RELOAD_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Re-reads the list from the database. */
  async reload(): Promise<void> {
    const ticket = ++this.reloadsStarted;
    const entries = await this.repo.entryTexts();
    if (ticket < this.reloadApplied) return;
    this.reloadApplied = ticket;
    this.snapshot = Object.freeze(entries);
  }

  private assertAdministrator(caller: RequestAccess): void {
    this.requireFeature();
    if (!caller.isGlobal) throw forbidden('Only an organization administrator can manage outbound access.');
  }

  async list(caller: RequestAccess): Promise<OutboundAccessList> {
    this.assertAdministrator(caller);
    const [entries, changes] = await Promise.all([
      this.repo.listEntries(),
      this.repo.listChanges(CHANGES_SHOWN),
    ]);
    return { entries: entries.map(toEntry), changes: changes.map(toChange) };
  }

  async add(
    caller: RequestAccess,
    request: AddOutboundAccessEntryRequest,
    client: OutboundAccessClient,
  ): Promise<OutboundAccessEntry> {
    this.assertAdministrator(caller);
    const checked = checkOutboundAccessEntry(request.entry);
    if (!checked.ok)
      throw badRequest(checked.message, { issues: [{ path: 'entry', message: checked.message }] });
    const actor = await this.actor(caller);
    const note = request.note ? request.note : null;
    const createdDate = nowIso();
    const id = newId();
    try {
      await this.repo.add(
        { id, entry: checked.entry, note, createdBy: actor.id, createdByEmail: actor.email, createdDate },
        {
          id: newId(),
          action: 'added',
          entry: checked.entry,
          note,
          ...this.logged(actor, client),
          createdDate,
        },
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const message = `${checked.entry} is already on the Outbound access list`;
      throw new AppError(409, message, { issues: [{ path: 'entry', message }] });
    }
    await this.reload();
    return toEntry({
      id,
      entry: checked.entry,
      note,
      createdBy: actor.id,
      createdByEmail: actor.email,
      createdByName: actor.name,
      createdDate,
    });
  }

  /** Removes an entry; answers the entry that went. */
  async remove(caller: RequestAccess, id: string, client: OutboundAccessClient): Promise<string> {
    this.assertAdministrator(caller);
    const found = await this.repo.findEntry(id);
    if (!found) throw notFound('This Outbound access entry no longer exists: reload the page.');
    const actor = await this.actor(caller);
    const removed = await this.repo.remove(id, {
      id: newId(),
      action: 'removed',
      entry: found.entry,
      note: found.note,
      ...this.logged(actor, client),
      createdDate: nowIso(),
    });
    if (!removed) throw notFound('This Outbound access entry no longer exists: reload the page.');
    await this.reload();
    return found.entry;
  }

  private async actor(caller: RequestAccess): Promise<{ id: string; email: string; name: string }> {
    const user = await this.users.findById(userOf(caller));
    if (!user) throw forbidden('Your account no longer exists: sign in again.');
    return { id: user.id, email: user.email, name: user.name };
  }

  private logged(actor: { id: string; email: string }, client: OutboundAccessClient) {
    return {
      userId: actor.id,
      email: actor.email,
      ipAddress: client.ipAddress?.slice(0, 100) ?? null,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
    };
  }
}
