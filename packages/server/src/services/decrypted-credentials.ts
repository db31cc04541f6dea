import type { CredentialData } from '@loomflow/core';

interface Decrypted {
  /** The credential's `updatedDate` when it was decrypted: every save moves it on. */
  readonly version: string;
  readonly data: Readonly<CredentialData>;
}

/**
 * Plain credential data by workspace, id and version, for runs: a flow answering many questions reads the
 * credential's version (a one-row indexed read) instead of decrypting it every time. Entries of an older version
 * are never returned, so an edit made on any server reaches the next run. Bounded; the least recently used goes
 * first. Kept in memory only, never logged or exported.
 */
export class DecryptedCredentials {
  private readonly entries = new Map<string, Decrypted>();

  constructor(private readonly maxEntries: number) {}

  /** A copy of the data decrypted at `version`, if kept. */
  get(workspaceId: string, id: string, version: string): CredentialData | undefined {
    const key = keyOf(workspaceId, id);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version) {
      this.entries.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { ...entry.data };
  }

  set(workspaceId: string, id: string, version: string, data: CredentialData): void {
    const key = keyOf(workspaceId, id);
    this.entries.delete(key);
    this.entries.set(key, { version, data: Object.freeze({ ...data }) });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  forget(workspaceId: string, id: string): void {
    this.entries.delete(keyOf(workspaceId, id));
  }

  get size(): number {
    return this.entries.size;
  }
}

function keyOf(workspaceId: string, id: string): string {
  return `${workspaceId}\n${id}`;
}
