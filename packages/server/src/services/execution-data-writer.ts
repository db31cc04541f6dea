import type { ExecutedNode } from '@loomflow/engine';
import type { ExecutionRepository } from '../db/repositories/execution.repository.ts';
import { nowIso } from '../util/clock.ts';

/** Keeps an INPROGRESS execution's `executionData` current while it runs, at most one write per interval. */
export class ExecutionDataWriter {
  private chain: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private pending: readonly ExecutedNode[] | undefined;
  /** The row was written when the run started: short runs finish before any intermediate write. */
  private lastWrite = Date.now();

  constructor(
    private readonly executions: ExecutionRepository,
    private readonly workspaceId: string,
    private readonly executionId: string,
    private readonly intervalMs = 250,
  ) {}

  /** Records the node records so far; written now or at the end of the interval. */
  schedule(records: readonly ExecutedNode[]): void {
    this.pending = records;
    if (this.timer) return;
    const wait = Math.max(0, this.lastWrite + this.intervalMs - Date.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.write();
    }, wait);
  }

  /** Stops scheduled writes and waits for the one under way (the final update follows). */
  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.pending = undefined;
    await this.chain;
  }

  private write(): void {
    const records = this.pending;
    if (!records) return;
    this.pending = undefined;
    this.lastWrite = Date.now();
    this.chain = this.chain
      .then(async () => {
        await this.executions.update(this.workspaceId, this.executionId, {
          executionData: JSON.stringify(records),
          updatedDate: nowIso(),
        });
      })
      .catch(() => undefined);
  }
}
